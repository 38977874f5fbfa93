/** Every string the devnet shows to people: chain errors, wallet errors and the approval panel. */
export const messages = {
  // Node side
  'chain.startFailed': 'Chain {chainId} could not start',
  'chain.startTimeout': 'Chain {chainId} did not answer on {rpcUrl} within {seconds} s',
  'chain.wrongChainId': 'The server on {rpcUrl} answers chain id {actual}, expected {expected}',
  'chain.cliNotFound': 'The Hardhat CLI could not be found',
  'wallet.buildFailed': 'The dev wallet bundle could not be built',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'User rejected the request.',
  'rpc.unauthorized': 'The requested account and/or method has not been authorized by the user.',
  'rpc.unsupportedMethod': 'The method "{method}" is not supported by this wallet.',
  'rpc.disconnected': 'The wallet is disconnected.',
  'rpc.unrecognizedChain':
    'Unrecognized chain ID "{chainId}". Try adding the chain using wallet_addEthereumChain first.',
  'rpc.invalidParams': 'Invalid parameters: {reason}',
  'rpc.internal': 'Internal JSON-RPC error.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'No dev wallet request waited for approval within {ms} ms',
  'controls.unknownWallet': 'No dev wallet has the rdns "{rdns}"',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ is missing or has no valid chains; using {rpcUrl}',
  'config.noStorage': 'Foyer dev wallet: localStorage is not available; nothing will persist across reloads',

  // Approval panel
  'panel.label': '{wallet} request',
  'panel.walletsLabel': 'Dev wallets',
  'panel.modeLabel': '{wallet} mode',
  'panel.mode.ask': 'Ask',
  'panel.mode.approve': 'Auto-approve',
  'panel.mode.reject': 'Auto-reject',
  'panel.approve': 'Approve',
  'panel.approveLabel': 'Approve request',
  'panel.reject': 'Reject',
  'panel.rejectLabel': 'Reject request',
  'panel.queue': '{index} of {count}',
  'panel.origin': 'From {origin}',

  // Request summaries
  'summary.connect': 'Connect {accounts}',
  'summary.sign': 'Sign "{message}" with {account}',
  'summary.signTyped': 'Sign {primaryType} for {domain} with {account}',
  'summary.send': 'Send {value} {symbol} from {from} to {to}',
  'summary.deploy': 'Deploy a contract from {from}',
  'summary.addChain': 'Add network {name} ({chainId})',
  'summary.switchChain': 'Switch to chain {chainId}',
  'summary.other': 'Call {method}',
  'summary.calls': 'Send a batch of {count, plural, one {# call} other {# calls}} from {from}',

  // The Solana dev wallet (Wallet Standard)
  'solana.connect': 'Connect your Solana account',
  'solana.signMessage': 'Sign “{message}”',
  'solana.signTransaction': 'Sign a Solana transaction',
  'solana.signAllTransactions':
    'Sign {count, plural, one {# Solana transaction} other {# Solana transactions}}',
  'solana.signAndSend': 'Sign and send a Solana transaction',
  'solana.notASigner': 'This account does not sign this transaction',

  // The WalletConnect dev wallet's Bitcoin and Polkadot sides (the /wallet page)
  'bitcoin.signPsbt':
    'Sign {count, plural, one {# input} other {# inputs}} of a Bitcoin transaction: {inputs}',
  'bitcoin.noBroadcast':
    'This wallet cannot broadcast: the devnet has no Bitcoin node. Ask without broadcast and send the signed transaction yourself.',
  'bitcoin.ecdsaPaymentOnly':
    'an ECDSA signature is for the payment address only; ask for a BIP-322 one (protocol "bip322") by {address}',
  'polkadot.signTransaction': 'Sign a {chain} transaction with {account}',
  'polkadot.unknownExtension': 'the signed extension {name} is unknown to this wallet',
  'walletconnect.bitcoinAccounts': 'Bitcoin accounts {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot accounts {accounts}',
} as const

export type MessageKey = keyof typeof messages

/** A translation of the devnet's catalog: every key, the same placeholders (checked by `locales.test.ts`). */
export type Catalog = Readonly<Record<MessageKey, string>>
