// @foyer/core/adapter: what a chain adapter needs beyond `@foyer/core` (whose types hold the ChainAdapter
// contract and its capabilities): the typed errors it turns wallet and RPC failures into, and a few chain
// helpers. Unversioned: hosts should not import it.
export { InvalidChainIdError } from './kernel/errors/caip.js'
export { loadCode } from './kernel/errors/codeLoad.js'
export { describeType } from './kernel/errors/config.js'
export {
  ConnectionAbortedError,
  type ErrorParameters,
  ProviderNotFoundError,
} from './kernel/errors/connection.js'
export { acceptHostConnectors, type HostConnectorEntry } from './kernel/errors/hostConnectors.js'
export { invalidOptionError } from './kernel/errors/invalidOption.js'
export { UnsupportedChainError } from './kernel/errors/network.js'
export {
  InsufficientFundsError,
  InvalidSendCallsError,
  SendNotSupportedError,
  SendTransactionError,
  TransactionFeeError,
  TransactionGasError,
  TransactionNonceError,
  TransactionRevertedError,
} from './kernel/errors/request.js'
export {
  InvalidParamsRpcError,
  MethodNotFoundRpcError,
  UnauthorizedProviderError,
  UnknownError,
  UnsupportedProviderMethodError,
} from './kernel/errors/rpc.js'
export { InvalidSiwxMessageError } from './kernel/errors/siwx.js'
export { SwapError } from './kernel/errors/swap.js'
export { toFoyerError } from './kernel/errors/toFoyerError.js'
export { InvalidRpcResponseError, RpcTimeoutError, RpcUnreachableError } from './kernel/errors/transport.js'
export { pairingNetworks } from './kernel/utils/pairingNetworks.js'
export { shareLoad } from './kernel/utils/shareLoad.js'
export { shouldAddChain } from './kernel/utils/shouldAddChain.js'
export { formatAmount } from './kernel/utils/units.js'
export { isPairingExpired, PAIRING_EXPIRY_MS } from './kernel/utils/walletConnectPairing.js'
export {
  createWalletRegistry,
  hasFeatureMethod,
  type OwnWalletRegistry,
  readWalletFeature,
  type WalletStandardWindow,
} from './kernel/utils/walletStandardRegistry.js'
