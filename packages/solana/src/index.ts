export { InvalidRpcResponseError, RpcTimeoutError, RpcUnreachableError } from '@foyer/core/adapter'
export { InvalidWalletResponseError } from './errors/wallet.js'
export { toSolanaChain } from './internal/toSolanaChain.js'
export { solanaDevnet, solanaMainnet, solanaTestnet } from './networks.js'
export { type SolanaAdapter, solanaAdapter } from './solanaAdapter.js'
export { type SolanaSiwxParameters, solanaSiwx } from './solanaSiwx.js'
export type {
  SolanaAdapterParameters,
  SolanaChain,
  SolanaExternalConnector,
  WalletStandardWindow,
} from './types.js'
