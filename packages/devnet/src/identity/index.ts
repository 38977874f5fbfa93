// `@foyer/devnet/identity`: local stand-ins for the social login providers (Google, Apple, GitHub, Discord,
// X, Facebook), for development and tests. A face of its own, so that importing `@foyer/devnet` does not
// load oidc-provider.
export {
  type CompleteProviderLoginParameters,
  completeProviderLogin,
  type ProviderLoginResult,
} from './completeProviderLogin.js'
export { IdentityProvidersStartError, ProviderLoginError } from './errors.js'
export { identityUsers } from './identityUsers.js'
export {
  type IdentityProviders,
  type StartIdentityProvidersParameters,
  startIdentityProviders,
} from './startIdentityProviders.js'
export type {
  IdentityFault,
  IdentityProviderEndpoints,
  IdentityProviderId,
  IdentityTestUser,
  OAuthProviderEndpoints,
  OAuthProviderId,
  OidcProviderEndpoints,
  OidcProviderId,
} from './types.js'
