export { InvalidRpcResponseError, RpcTimeoutError, RpcUnreachableError } from '@foyer/core/adapter'
export { InvalidProviderResponseError } from './errors/provider.js'
export { type EvmAdapter, evmAdapter } from './evmAdapter.js'
export { type EvmSiwxParameters, evmSiwx } from './evmSiwx.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  EvmAdapterParameters,
  EvmExternalConnector,
  EvmWalletConnectConnector,
  EvmWindow,
} from './types.js'
