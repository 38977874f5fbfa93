import type { Catalog } from '../messages.js'

/** German (de): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Chain {chainId} konnte nicht gestartet werden',
  'chain.startTimeout': 'Chain {chainId} hat auf {rpcUrl} nicht innerhalb von {seconds} s geantwortet',
  'chain.wrongChainId':
    'Der Server unter {rpcUrl} antwortet mit der Chain-ID {actual}, erwartet wurde {expected}',
  'chain.cliNotFound': 'Die Hardhat-CLI wurde nicht gefunden',
  'wallet.buildFailed': 'Das Bundle der Dev-Wallet konnte nicht gebaut werden',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'Der Nutzer hat die Anfrage abgelehnt.',
  'rpc.unauthorized': 'Das angeforderte Konto und/oder die Methode wurde vom Nutzer nicht autorisiert.',
  'rpc.unsupportedMethod': 'Die Methode „{method}“ wird von dieser Wallet nicht unterstützt.',
  'rpc.disconnected': 'Die Wallet ist nicht verbunden.',
  'rpc.unrecognizedChain':
    'Unbekannte Chain-ID „{chainId}“. Füge die Chain zuerst mit wallet_addEthereumChain hinzu.',
  'rpc.invalidParams': 'Ungültige Parameter: {reason}',
  'rpc.internal': 'Interner JSON-RPC-Fehler.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'Innerhalb von {ms} ms hat keine Dev-Wallet-Anfrage auf Bestätigung gewartet',
  'controls.unknownWallet': 'Keine Dev-Wallet hat die rdns „{rdns}“',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ fehlt oder enthält keine gültigen Chains; {rpcUrl} wird verwendet',
  'config.noStorage':
    'Foyer dev wallet: localStorage ist nicht verfügbar; nach einem Neuladen bleibt nichts erhalten',

  // Approval panel
  'panel.label': 'Anfrage an {wallet}',
  'panel.walletsLabel': 'Dev-Wallets',
  'panel.modeLabel': 'Modus von {wallet}',
  'panel.mode.ask': 'Nachfragen',
  'panel.mode.approve': 'Automatisch bestätigen',
  'panel.mode.reject': 'Automatisch ablehnen',
  'panel.approve': 'Bestätigen',
  'panel.approveLabel': 'Anfrage bestätigen',
  'panel.reject': 'Ablehnen',
  'panel.rejectLabel': 'Anfrage ablehnen',
  'panel.queue': '{index} von {count}',
  'panel.origin': 'Von {origin}',

  // Request summaries
  'summary.connect': '{accounts} verbinden',
  'summary.sign': '„{message}“ mit {account} signieren',
  'summary.signTyped': '{primaryType} für {domain} mit {account} signieren',
  'summary.send': '{value} {symbol} von {from} an {to} senden',
  'summary.deploy': 'Contract von {from} aus bereitstellen',
  'summary.addChain': 'Netzwerk {name} ({chainId}) hinzufügen',
  'summary.switchChain': 'Zu Chain {chainId} wechseln',
  'summary.other': '{method} aufrufen',
  'summary.calls': '{count, plural, one {# Aufruf} other {# Aufrufe}} gebündelt von {from} senden',
  'solana.connect': 'Dein Solana-Konto verbinden',
  'solana.signMessage': '„{message}“ signieren',
  'solana.signTransaction': 'Eine Solana-Transaktion signieren',
  'solana.signAllTransactions':
    '{count, plural, one {# Solana-Transaktion} other {# Solana-Transaktionen}} signieren',
  'solana.signAndSend': 'Eine Solana-Transaktion signieren und senden',
  'solana.notASigner': 'Dieses Konto signiert diese Transaktion nicht',
  'bitcoin.signPsbt':
    '{count, plural, one {# Eingang} other {# Eingänge}} einer Bitcoin-Transaktion signieren: {inputs}',
  'bitcoin.noBroadcast':
    'Diese Wallet kann nichts senden: Das Devnet hat keinen Bitcoin-Knoten. Fordere die Signatur ohne broadcast an und sende die signierte Transaktion selbst.',
  'bitcoin.ecdsaPaymentOnly':
    'eine ECDSA-Signatur gibt es nur für die Zahlungsadresse; fordere eine BIP-322-Signatur (protocol "bip322") von {address} an',
  'polkadot.signTransaction': 'Eine {chain}-Transaktion mit {account} signieren',
  'polkadot.unknownExtension': 'die Signed Extension {name} ist dieser Wallet unbekannt',
  'walletconnect.bitcoinAccounts': 'Bitcoin-Konten {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot-Konten {accounts}',
}
