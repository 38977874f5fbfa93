import type { Catalog } from '../messages.js'

/** Dutch (nl): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Chain {chainId} kon niet worden gestart',
  'chain.startTimeout': 'Chain {chainId} gaf binnen {seconds} s geen antwoord op {rpcUrl}',
  'chain.wrongChainId': 'De server op {rpcUrl} antwoordt met chain-ID {actual}, verwacht was {expected}',
  'chain.cliNotFound': 'De Hardhat-CLI is niet gevonden',
  'wallet.buildFailed': 'De bundle van de dev-wallet kon niet worden gebouwd',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'De gebruiker heeft het verzoek geweigerd.',
  'rpc.unauthorized': 'Het gevraagde account en/of de methode is niet geautoriseerd door de gebruiker.',
  'rpc.unsupportedMethod': 'De methode "{method}" wordt niet ondersteund door deze wallet.',
  'rpc.disconnected': 'De wallet is niet verbonden.',
  'rpc.unrecognizedChain':
    'Onbekende chain-ID "{chainId}". Voeg de chain eerst toe met wallet_addEthereumChain.',
  'rpc.invalidParams': 'Ongeldige parameters: {reason}',
  'rpc.internal': 'Interne JSON-RPC-fout.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'Binnen {ms} ms wachtte er geen verzoek van een dev-wallet op goedkeuring',
  'controls.unknownWallet': 'Geen dev-wallet heeft de rdns "{rdns}"',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ ontbreekt of bevat geen geldige chains; {rpcUrl} wordt gebruikt',
  'config.noStorage':
    'Foyer dev wallet: localStorage is niet beschikbaar; na herladen blijft er niets bewaard',

  // Approval panel
  'panel.label': 'Verzoek aan {wallet}',
  'panel.walletsLabel': 'Dev-wallets',
  'panel.modeLabel': 'Modus van {wallet}',
  'panel.mode.ask': 'Vragen',
  'panel.mode.approve': 'Automatisch goedkeuren',
  'panel.mode.reject': 'Automatisch weigeren',
  'panel.approve': 'Goedkeuren',
  'panel.approveLabel': 'Verzoek goedkeuren',
  'panel.reject': 'Weigeren',
  'panel.rejectLabel': 'Verzoek weigeren',
  'panel.queue': '{index} van {count}',
  'panel.origin': 'Van {origin}',

  // Request summaries
  'summary.connect': '{accounts} verbinden',
  'summary.sign': '"{message}" ondertekenen met {account}',
  'summary.signTyped': '{primaryType} voor {domain} ondertekenen met {account}',
  'summary.send': '{value} {symbol} verzenden van {from} naar {to}',
  'summary.deploy': 'Een contract implementeren vanaf {from}',
  'summary.addChain': 'Netwerk {name} ({chainId}) toevoegen',
  'summary.switchChain': 'Overschakelen naar chain {chainId}',
  'summary.other': '{method} aanroepen',
  'summary.calls':
    'Een bundel van {count, plural, one {# aanroep} other {# aanroepen}} verzenden vanaf {from}',
  'solana.connect': 'Je Solana-account verbinden',
  'solana.signMessage': '„{message}” ondertekenen',
  'solana.signTransaction': 'Een Solana-transactie ondertekenen',
  'solana.signAllTransactions':
    '{count, plural, one {# Solana-transactie} other {# Solana-transacties}} ondertekenen',
  'solana.signAndSend': 'Een Solana-transactie ondertekenen en verzenden',
  'solana.notASigner': 'Dit account ondertekent deze transactie niet',
  'bitcoin.signPsbt':
    '{count, plural, one {# input} other {# inputs}} van een Bitcoin-transactie ondertekenen: {inputs}',
  'bitcoin.noBroadcast':
    'Deze wallet kan niets uitzenden: het devnet heeft geen Bitcoin-node. Vraag de handtekening zonder broadcast en verstuur de ondertekende transactie zelf.',
  'bitcoin.ecdsaPaymentOnly':
    'een ECDSA-handtekening is alleen voor het betaaladres; vraag een BIP-322-handtekening (protocol "bip322") van {address}',
  'polkadot.signTransaction': 'Een {chain}-transactie ondertekenen met {account}',
  'polkadot.unknownExtension': 'de signed extension {name} is onbekend voor deze wallet',
  'walletconnect.bitcoinAccounts': 'Bitcoin-accounts {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot-accounts {accounts}',
}
