import type { Catalog } from '../messages.js'

/** Swedish (sv): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Kedjan {chainId} kunde inte startas',
  'chain.startTimeout': 'Kedjan {chainId} svarade inte på {rpcUrl} inom {seconds} s',
  'chain.wrongChainId': 'Servern på {rpcUrl} svarar med kedje-ID {actual}, men {expected} förväntades',
  'chain.cliNotFound': 'Hardhat-CLI:t hittades inte',
  'wallet.buildFailed': 'Det gick inte att bygga dev-plånbokens paket',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'Användaren avvisade begäran.',
  'rpc.unauthorized': 'Det begärda kontot och/eller metoden har inte godkänts av användaren.',
  'rpc.unsupportedMethod': 'Metoden ”{method}” stöds inte av den här plånboken.',
  'rpc.disconnected': 'Plånboken är frånkopplad.',
  'rpc.unrecognizedChain':
    'Okänt kedje-ID ”{chainId}”. Försök att först lägga till kedjan med wallet_addEthereumChain.',
  'rpc.invalidParams': 'Ogiltiga parametrar: {reason}',
  'rpc.internal': 'Internt JSON-RPC-fel.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'Ingen begäran till en dev-plånbok väntade på godkännande inom {ms} ms',
  'controls.unknownWallet': 'Ingen dev-plånbok har rdns ”{rdns}”',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ saknas eller har inga giltiga kedjor; använder {rpcUrl}',
  'config.noStorage': 'Foyer dev wallet: localStorage är inte tillgängligt; inget sparas mellan omladdningar',

  // Approval panel
  'panel.label': 'Begäran till {wallet}',
  'panel.walletsLabel': 'Dev-plånböcker',
  'panel.modeLabel': 'Läge för {wallet}',
  'panel.mode.ask': 'Fråga',
  'panel.mode.approve': 'Godkänn automatiskt',
  'panel.mode.reject': 'Avvisa automatiskt',
  'panel.approve': 'Godkänn',
  'panel.approveLabel': 'Godkänn begäran',
  'panel.reject': 'Avvisa',
  'panel.rejectLabel': 'Avvisa begäran',
  'panel.queue': '{index} av {count}',
  'panel.origin': 'Från {origin}',

  // Request summaries
  'summary.connect': 'Anslut {accounts}',
  'summary.sign': 'Signera ”{message}” med {account}',
  'summary.signTyped': 'Signera {primaryType} för {domain} med {account}',
  'summary.send': 'Skicka {value} {symbol} från {from} till {to}',
  'summary.deploy': 'Driftsätt ett kontrakt från {from}',
  'summary.addChain': 'Lägg till nätverket {name} ({chainId})',
  'summary.switchChain': 'Byt till kedjan {chainId}',
  'summary.other': 'Anropa {method}',
  'summary.calls': 'Skicka en grupp med {count, plural, one {# anrop} other {# anrop}} från {from}',
  'solana.connect': 'Anslut ditt Solana-konto',
  'solana.signMessage': 'Signera ”{message}”',
  'solana.signTransaction': 'Signera en Solana-transaktion',
  'solana.signAllTransactions':
    'Signera {count, plural, one {# Solana-transaktion} other {# Solana-transaktioner}}',
  'solana.signAndSend': 'Signera och skicka en Solana-transaktion',
  'solana.notASigner': 'Det här kontot signerar inte transaktionen',
  'bitcoin.signPsbt':
    'Signera {count, plural, one {# indata} other {# indata}} i en Bitcoin-transaktion: {inputs}',
  'bitcoin.noBroadcast':
    'Den här plånboken kan inte sända ut transaktioner: devnet har ingen Bitcoin-nod. Be om signaturen utan broadcast och skicka den signerade transaktionen själv.',
  'bitcoin.ecdsaPaymentOnly':
    'en ECDSA-signatur gäller bara betalningsadressen; be om en BIP-322-signatur (protocol "bip322") med {address}',
  'polkadot.signTransaction': 'Signera en {chain}-transaktion med {account}',
  'polkadot.unknownExtension': 'det signerade tillägget {name} är okänt för den här plånboken',
  'walletconnect.bitcoinAccounts': 'Bitcoin-konton {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot-konton {accounts}',
}
