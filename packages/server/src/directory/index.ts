export { type AssetEntry, currencyAssets, networkAssets, tokenAssets } from './assets.js'
export {
  type CreateDirectoryRoutesParameters,
  type CreateDirectoryRoutesReturnType,
  createDirectoryRoutes,
} from './createDirectoryRoutes.js'
export { defineWallet, type WalletSource } from './defineWallet.js'
export { DirectoryQueryError, type ImageKind, ImageNotFoundError } from './errors.js'
export {
  DEFAULT_ENTRIES,
  MAX_ENTRIES,
  type ParseGetWalletsQueryReturnType,
  parseGetWalletsQuery,
} from './parseGetWalletsQuery.js'
export { queryWallets } from './queryWallets.js'
export { type RenderMarkParameters, renderMark } from './renderMark.js'
export type {
  BadgeType,
  DirectoryWallet,
  GetWalletsQuery,
  GetWalletsResponse,
  WalletApp,
  WalletInjection,
  WalletNamespace,
} from './types.js'
export { directoryWallets } from './wallets.js'
