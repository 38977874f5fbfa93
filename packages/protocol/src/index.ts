// @foyer/protocol: the wire contract between Foyer's client and the Foyer server. The answer schemas, header
// names and constants live here once; `@foyer/core` parses answers with them and `@foyer/server` types (and
// checks) what it sends with them. Nothing here knows a Foyer instance, the DOM or a database.
// The balance simulator's ABI and code: the program the EVM adapter's Send preview and the secure frame's
// consent prompt both run in an eth_call, so that both show what a transaction does the same way.
// The HTTP API's routes and the schemas of their requests and answers live in ./api/.
export * from './api/account.js'
export * from './api/analytics.js'
export type { ApiErrorCode } from './api/apiErrorCode.js'
export * from './api/apiErrors.js'
export * from './api/apiRoutes.js'
export * from './api/auth.js'
export * from './api/authAnswers.js'
export * from './api/authApiErrors.js'
export * from './api/authApiRoutes.js'
export * from './api/convert.js'
export * from './api/defineRoute.js'
export * from './api/health.js'
export * from './api/names.js'
export * from './api/onramp.js'
export * from './api/params.js'
export { type RequestMessageKey, requestMessage } from './api/requestMessages.js'
export * from './api/rpc.js'
export * from './api/siwx.js'
export * from './api/walletsQuery.js'
export * from './balanceSimulator.js'
export { decodeBase58, encodeBase58, isSolanaPublicKey } from './base58.js'
export * from './blockchain.js'
export * from './caipGrammar.js'
export { checksumAddress, hasValidChecksum } from './checksumAddress.js'
export { coinTypeToChainId, evmChainCoinType } from './coinType.js'
export { defineSchema } from './defineSchema.js'
export * from './directory.js'
export * from './erc7579.js'
export { FoyerError, type FoyerErrorParameters } from './errors.js'
export { formatSiwxMessage, type SiwxMessageInput } from './formatSiwxMessage.js'
export * from './frame.js'
export {
  FRAME_CONSENT_METHODS,
  FRAME_SIGNING_METHODS,
  type FrameRpcRequest,
  frameRequestNeedsUser,
  frameRequestWaitsForUser,
  frameRpcRequestSchema,
  type RpcTransaction,
  rpcTransactionSchema,
  type TypedDataPayload,
  typedDataSchema,
} from './frameRpc.js'
export { isRecord, parseJson } from './json.js'
export { type RecoveryPasskeyProofParameters, recoveryPasskeyProof } from './recoveryPasskey.js'
export { siwxAccountNames } from './siwxGrammar.js'
export { parseSiwxMessage, type SiwxMessageFields, SiwxMessageSyntaxError } from './siwxMessage.js'
export * from './socialProviders.js'
export { NATIVE_TOKEN_ADDRESS, SIWX_TOKEN_HEADER } from './wire.js'
