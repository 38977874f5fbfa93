import { pageMessages } from './enPage.js'

/**
 * The English message catalog of core: every error message and alert text core produces.
 * Keys are stable; the UI merges this catalog with its own. The texts that code on the page can show
 * before the modal opens or an action runs are in enPage.ts; the rest come with the code that uses
 * them (`t.ts` registers them), so that the page-load download carries only the former.
 */
const en = {
  // Options, the reconnect at page load, the page's background work (enPage.ts)
  ...pageMessages,

  // Options
  'error.invalidOptions': 'Invalid options',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Invalid CAIP address',
  'error.invalidCaipAddressDetails':
    'Expected namespace:chainId:address with a known namespace, received "{value}"',
  'error.invalidCaipNetworkId': 'Invalid CAIP network id',
  'error.invalidChainId': 'Invalid chainId',

  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Could not reach the WalletConnect relay',
  'error.walletConnectProposalRejected': 'The wallet rejected the connection',

  // Network (spec section 8)
  'error.notConnected': 'No account is connected for namespace {namespace}',

  // EIP-1193 provider errors
  'error.userRejected': 'User rejected the request.',
  'error.rpcMethodNotAllowed': 'Requested RPC call is not allowed',
  // Console messages of createFoyer and of the page's background work, printed through logLater.ts
  'alert.projectIdConsole':
    'Foyer: projectId is required. Pass `projectId` to createFoyer(); some features are disabled until it is set.',
  'warn.adapterWithoutNetworks':
    'Foyer: the {namespace} adapter is ignored because `networks` has no {namespace} network.',
  'warn.basicWithoutNamespace':
    'Foyer: basic WalletConnect mode cannot connect {namespace} networks; they are listed but no wallet connects them.',
  'warn.balanceUnavailable': 'Foyer: could not fetch the balance on {network}; showing it as unknown.',
  'warn.serverBalanceUnavailable':
    'Foyer: the server could not give the balance on {network}; reading it from the network instead.',
  'warn.identityUnavailable': 'Foyer: could not fetch the identity of {address}.',
  'warn.analyticsFailed': 'Foyer: could not send the analytics event {event}.',
  // Names
  'error.name.forAddress': 'Error fetching names for address',
  'error.name.characters': 'Use letters, numbers and hyphens only',
  'error.name.tooShort': 'Use at least 4 characters',
  'error.name.register': 'Error registering name {name}',
  'error.name.suggestions': 'Error fetching name suggestions',
  'error.frame.load': 'Unable to load email login dependency',
  'error.frame.unknown': 'An error occurred',
  'error.frame.aborted': 'Request was aborted',
  'error.email.invalid': 'Enter a valid email address',
  'error.emailLogin.locked': 'Too many wrong codes: request a new code',
  'error.emailLogin.expired': 'This code has expired: request a new code',
  'error.social.popupBlocked':
    'Your browser blocked the login window. Allow pop-ups for this site and try again',
  'error.social.windowClosed': 'The login window was closed before the login finished',
  'error.social.accessDenied': 'The login was cancelled at {provider}',
  'error.social.stateExpired': 'The login took too long. Try again',
  'error.social.stateInvalid': 'The login could not be verified. Try again',
  'error.social.providerError': '{provider} refused the login. Try again',
  'error.social.providerUnavailable': '{provider} is not responding. Try again later',
  'error.social.tokenInvalid': 'The answer from {provider} could not be verified. Try again',
  'error.social.deviceMismatch': 'The login was finished in another browser. Try again here',
  'error.social.timeout': 'The login took too long. Try again',
  'error.emailUpdate.unchanged': 'This is already your email address',
  'error.emailUpdate.taken': 'Another account uses this email address',
  'error.emailUpdate.throttled': 'Please try again after {seconds} seconds',
  'error.emailUpdate.wrongCode': 'Wrong code.',
  'error.emailUpdate.locked': 'Too many wrong codes: request new codes',
  'error.emailUpdate.expired': 'These codes have expired: request new codes',
  'error.emailUpdate.missing': 'The email change was interrupted: request new codes',
  'error.onramp.open': 'The purchase could not be started. Try again.',
  'error.swap.init': 'Failed to initialize swap',
  'error.swap.allowance': 'Failed to check allowance',
  'error.swap.approval': 'Failed to create approval transaction',
  'error.swap.transaction': 'Failed to create transaction',
  'error.swap.quote': 'Failed to fetch a quote. Try again.',
  'error.swap.failed': 'Transaction error',
  'swap.invalidAmount': 'Please enter a valid amount',
  'toast.swapApprove': 'Approve limit increase in your wallet',
  'toast.swapConfirm': 'Confirm transaction in your wallet',
  'toast.swapping': 'Swapping {from} to {to}',
  'toast.swapped': 'Swapped {from} to {to}',
  'error.siwx.invalidMessage': 'The sign-in message is not a valid EIP-4361 / CAIP-122 message',
  'error.siwx.signatureDeclined': 'Signature declined',
  'error.siwx.smartAccount': 'This application might not support Smart Accounts',
  'error.accountTypeSwitch': 'Could not switch the account type: your EOA is used instead',
  'error.siwx.init': 'A problem occurred while trying initialize authentication',
  'error.siwx.verification': 'The signature does not match the address that signs in',
  'error.invalidSendCalls':
    'Every call of wallet_sendCalls needs a 0x-prefixed `to` (and `data`, when given)',
  'error.requestNotSupported': 'This wallet connection cannot send requests',
  'error.tx.nonce': 'Another transaction from this account went first. Try again.',
  'error.tx.fee': 'The network fee offered is too low right now. Try again with a higher fee.',
  'error.tx.gas': 'The transaction needs more gas than it was given, or more than a block can hold.',
  'error.tx.insufficientFunds': 'Not enough funds to pay for this transaction and its network fee.',
  'error.tx.reverted': 'The contract refused this transaction (it reverted).',
  'toast.actionNotAllowed': 'Action not allowed',
  'toast.transactionStarted': 'Transaction started',
  'toast.checkWallet': 'Check your phone: approve the request in your wallet',
  'toast.emailUpdated': 'Email updated',
  'send.invalidAmount': 'Enter an amount such as 1.5',
  'send.zeroAmount': 'Enter an amount greater than 0',
  'send.insufficientBalance': 'Insufficient balance',
  'send.invalidAddress': 'Enter a valid address (0x…) or a name',
  'send.invalidAddressSolana': 'Enter a valid Solana address or a name',
  'error.invalidPolkadotAddress': 'This is not a valid Polkadot address',
  'send.nameNotFound': 'No address found for this name',
  'send.badChecksum': 'This address has a typo: its capital letters do not match its checksum (EIP-55)',
  'send.rejected': 'The wallet declined the transaction',
  'send.notSupported': 'Sending is not available on this network with this wallet',
  'error.unauthorized': 'The requested method and/or account has not been authorized by the user.',
  'error.unsupportedMethod': 'The Provider does not support the requested method.',
  'error.providerDisconnected': 'The Provider is disconnected from all chains.',
  'error.chainDisconnected': 'The Provider is not connected to the requested chain.',
  'error.unrecognizedChain': 'Unrecognized chain ID.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.',
  'error.rpc.invalidRequest': 'JSON is not a valid request object.',
  'error.rpc.methodNotFound': 'The method does not exist / is not available.',
  'error.rpc.invalidParams': 'Invalid parameters were provided to the RPC method.',
  'error.rpc.internal': 'An internal error was received.',
  'error.rpc.invalidInput': 'Missing or invalid parameters.',
  'error.rpc.resourceNotFound': 'Requested resource not found.',
  'error.rpc.resourceUnavailable': 'Requested resource not available.',
  'error.rpc.transactionRejected': 'Transaction creation failed.',
  'error.rpc.methodNotSupported': 'Method is not supported.',
  'error.rpc.limitExceeded': 'Request exceeds defined limit.',
  'error.rpc.versionNotSupported': 'Version of JSON-RPC protocol is not supported.',

  'error.unknown': 'Something went wrong',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'The network took too long to respond.',
  'error.rpcUnreachable': 'The network could not be reached.',
  'error.invalidRpcResponse': 'The network sent an answer that could not be understood.',
  'error.invalidProviderResponse': 'The wallet sent an answer that could not be understood.',

  // Balance
  'toast.balanceUnavailable': 'Token Balance Unavailable',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Failed to fetch transactions',
  'error.transactionsAccountRequired': "Transactions can't be fetched without an accountAddress",

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Invalid App Configuration',
  'alert.invalidAppConfigurationDescription':
    'This origin is not on the allowlist of the project; add it to the Foyer server configuration.',
  'alert.frameUnavailable': 'Invalid App Configuration',
  'alert.frameUnavailableDescription':
    'The secure login frame did not load. Check authFrameUrl and that the Foyer server serves the frame.',
  'alert.sessionExpired': 'Session Expired',
  'alert.sessionExpiredDescription':
    'Invalid session found on the server. Check the time settings of this device and try again.',
  'alert.invalidProjectId': 'Invalid Project ID',
  'alert.invalidProjectIdDescription':
    'The Foyer server does not know this projectId; check the projectId passed to createFoyer.',
  // An alert as a toast on the page (the modal closed): its title, then what to do.
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP status code: {status}',
  'error.http.network': 'The request to the server failed',
  'error.http.invalidResponse': 'The server sent an unexpected answer',
  'error.http.invalidResponseDetails': 'Invalid answer from {path}: {reason}',
  'error.chainNotSupported': 'Chain is not supported',
  'error.noServer': 'No Foyer server is configured (apiUrl) to read account data from',
  'error.chainNotSupportedDetails': 'The active network {caipNetworkId} is not in the supported chains',
  'warn.analyticsDisabled': 'Foyer: analytics is disabled because getAnalyticsConfig failed.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: ignoring the unreadable cache stored under "{key}".',

  // Languages
  'warn.localeUnsupported': 'Foyer: no catalog matches the language {requested}; showing {locale}.',
  'warn.localeLoadFailed': 'Foyer: the {locale} texts could not be loaded; keeping {current}.',

  // open({ view }) asking for a view the connected account's family cannot use (Send on Bitcoin, say)
  'warn.viewNotOffered':
    'Foyer: the {view} view is not available for this account; showing the account instead.',
  // Spec section 8, issue #31: the messages and alerts each raised where the spec raises them
  'error.tokenPrice': 'Failed to fetch network token price',
  'error.sendTransaction': 'Failed to send transaction. Please try again.',
  'error.incorrectAmount': 'Incorrect amount',
  'error.name.resolve': 'Error resolving name',
  'error.authAccountNotFound': 'Address or auth connector not found',
  'error.gasPriceNotSupported': 'Network not supported for Gas Price',
  'error.swap.noAddress': 'No address found to swap the tokens from.',
  'error.caipNetworkUndefined': 'CaipNetwork is undefined',
  'error.caipAccountUndefined': 'CaipNetwork or CaipAddress is undefined',
  'alert.networkNotFound': 'Network Not Found',
  'alert.networkNotFoundDescription':
    'This network is not in the `networks` passed to createFoyer; add it there to switch to it.',
  'alert.socketsTimeout': 'Connection Timed Out',
  'alert.socketsTimeoutDescription':
    'The WalletConnect relay could not be reached in time. Check your internet connection and try again.',
} satisfies Record<string, string>

export type MessageKey = keyof typeof en

/** A translation of core's catalog: every key, the same placeholders (checked by `locales.test.ts`). */
export type Catalog = Readonly<Record<MessageKey, string>>

/** The English catalog as a flat record of key → text (`{name}` placeholders are filled by `t`). */
export const messages: Catalog = en
