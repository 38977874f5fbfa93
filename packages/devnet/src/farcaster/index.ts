// `@foyer/devnet/farcaster`: Sign In With Farcaster on this machine. Farcaster's IdRegistry and KeyRegistry
// on the local chain at their Optimism addresses (deployFarcasterRegistries), dev users with fixed custody
// keys, a local auth relay speaking the real relay API (startFarcasterRelay) and a dev Farcaster app page
// (buildFarcasterApp, farcasterAppHtml), so that `@farcaster/auth-client` works against them unchanged.
export { type BuildFarcasterAppParameters, buildFarcasterApp } from './app/buildFarcasterApp.js'
export { type FarcasterAppHtmlParameters, farcasterAppHtml } from './app/farcasterAppHtml.js'
export {
  approveSignIn,
  type FarcasterAppConfig,
  readSignInRequest,
  type SignInRequest,
  type SignInResult,
} from './app/signInRequest.js'
export { devIdRegistryAbi, devKeyRegistryAbi } from './contracts/registries.js'
export {
  type DeployedFarcasterRegistries,
  type DeployFarcasterRegistriesErrorType,
  type DeployFarcasterRegistriesParameters,
  deployFarcasterRegistries,
  ID_REGISTRY_ADDRESS,
  KEY_REGISTRY_ADDRESS,
} from './deployFarcasterRegistries.js'
export { FarcasterRegistriesDeployError, FarcasterRelayStartError } from './errors.js'
export {
  FARCASTER_DEV_KEY_PHRASE,
  type FarcasterDevUser,
  farcasterDevUsers,
  farcasterRegistrar,
} from './farcasterDevUsers.js'
export type { ChannelStatus } from './relayChannels.js'
export {
  type FarcasterRelay,
  type StartFarcasterRelayErrorType,
  type StartFarcasterRelayParameters,
  startFarcasterRelay,
} from './startFarcasterRelay.js'
