// Instance

// Flows
export {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  type AddNetworkReturnType,
  addNetwork,
} from './actions/addNetwork.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './actions/disconnect.js'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from './actions/fetchBalance.js'
export {
  type RemoveAdapterErrorType,
  type RemoveAdapterParameters,
  type RemoveAdapterReturnType,
  removeAdapter,
} from './actions/removeAdapter.js'
export {
  type RemoveNetworkErrorType,
  type RemoveNetworkParameters,
  type RemoveNetworkReturnType,
  removeNetwork,
} from './actions/removeNetwork.js'
export { shake } from './actions/shake.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork.js'
export {
  type CreateFoyerErrorType,
  type CreateFoyerParameters,
  type CreateFoyerReturnType,
  createFoyer,
} from './createFoyer.js'
// Errors
export { FoyerError, type FoyerErrorParameters } from './errors/base.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError, InvalidChainIdError } from './errors/caip.js'
export { InvalidOptionsError } from './errors/config.js'
export {
  AdapterNotFoundError,
  ConnectionAbortedError,
  ConnectorNotFoundError,
  DisconnectError,
  type ErrorParameters,
  ProviderNotFoundError,
  RemoveAdapterWhileConnectedError,
} from './errors/connection.js'
export { NetworkNotFoundError, RemoveLastNetworkError, UnsupportedChainError } from './errors/network.js'
export {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './errors/rpc.js'
export { toFoyerError } from './errors/toFoyerError.js'
// Messages
export { type MessageKey, messages } from './messages/en.js'
export { type MessageParameters, t } from './messages/t.js'
// Selectors
export { type GetAccountReturnType, getAccount } from './selectors/getAccount.js'
export { getActiveChain } from './selectors/getActiveChain.js'
export {
  type GetConnectMethodsOrderReturnType,
  getConnectMethodsOrder,
} from './selectors/getConnectMethodsOrder.js'
export {
  type ConnectViewItem,
  type GetConnectorsForConnectViewReturnType,
  getConnectorsForConnectView,
} from './selectors/getConnectorsForConnectView.js'
export { type GetNetworkReturnType, getNetwork } from './selectors/getNetwork.js'
export { isConnected } from './selectors/isConnected.js'
export { createStore, type Listener, type Store } from './store/createStore.js'
// Types (contracts)
export type * from './types/adapter.js'
export type * from './types/connector.js'
export type * from './types/foyer.js'
export type * from './types/network.js'
export type * from './types/options.js'
export type * from './types/state.js'
// Utilities
export { chainIdToCoinType } from './utils/chainIdToCoinType.js'
export { createMemoryStorage } from './utils/createMemoryStorage.js'
export { formatBalance } from './utils/formatBalance.js'
export { formatFiat } from './utils/formatFiat.js'
export { getExplorerAddressUrl } from './utils/getExplorerAddressUrl.js'
export { isCaipAddress } from './utils/isCaipAddress.js'
export { isCaipNetworkId } from './utils/isCaipNetworkId.js'
export { isEvmAddress } from './utils/isEvmAddress.js'
export { isSolanaAddress } from './utils/isSolanaAddress.js'
export { type ParseCaipAddressReturnType, parseCaipAddress } from './utils/parseCaipAddress.js'
export { type ParseCaipNetworkIdReturnType, parseCaipNetworkId } from './utils/parseCaipNetworkId.js'
export { shouldAddChain } from './utils/shouldAddChain.js'
export { type TruncateAddressParameters, truncateAddress } from './utils/truncateAddress.js'
