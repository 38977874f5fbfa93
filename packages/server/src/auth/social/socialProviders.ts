import { z } from 'zod'
import type {
  FarcasterProviderConfig,
  OAuthProviderConfig,
  OidcProviderConfig,
  SocialIdentity,
  SocialProviderId,
} from './types.js'

/** What the server reads from a user API: the identity without its provider. */
export type ProviderUser = Omit<SocialIdentity, 'provider'>

interface ProfileBase {
  /** The provider's name as people know it. */
  label: string
  /** How the token endpoint wants the client authenticated. */
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic'
  /** How the provider sends the answer back: a query (GET) or a form post (Apple, with name and email scopes). */
  responseMode: 'query' | 'form_post'
}

export interface OidcProfile extends ProfileBase {
  kind: 'oidc'
  defaults: Omit<OidcProviderConfig, 'clientId' | 'clientSecret'>
  /** Other spellings of the default issuer its tokens carry (Google's 'accounts.google.com'). */
  issuerAliases: readonly string[]
}

export interface OAuthProfile extends ProfileBase {
  kind: 'oauth2'
  defaults: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>
  /** Query parameters the user API needs (Facebook's `fields`). */
  userinfoQuery: Readonly<Record<string, string>>
  /** Headers the user API needs (GitHub's media type). */
  userinfoHeaders: Readonly<Record<string, string>>
  /** The user API's answer, in the provider's shape; throws a ZodError on any other. */
  readUser(answer: unknown): ProviderUser
}

/**
 * Sign In With Farcaster: no authorization endpoint and no callback. The relay carries the request to the
 * Farcaster app and its signed answer back; the server checks the signature against the chain.
 */
export interface FarcasterProfile {
  kind: 'farcaster'
  label: string
  defaults: Omit<FarcasterProviderConfig, 'rpcUrl'>
}

/** A provider that sends the user back to the callback with a code (OIDC or OAuth 2.0). */
export type RedirectProfile = OidcProfile | OAuthProfile
export type ProviderProfile = RedirectProfile | FarcasterProfile

/** How long a social login may take, from the start to the finish (Farcaster's: `channelTtlMs`). */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

const numericId = z.string().regex(/^\d{1,32}$/)
const text = (max: number) => z.string().max(max)

const githubUser = z.object({
  id: z.union([z.number().int().positive(), numericId]),
  login: text(100).min(1),
  name: text(256).nullish(),
  email: text(320).nullish(),
})
const discordUser = z.object({
  id: numericId,
  username: text(100).min(1),
  global_name: text(256).nullish(),
  email: text(320).nullish(),
  verified: z.boolean().optional(),
})
const xUser = z.object({ data: z.object({ id: numericId, name: text(256), username: text(100).min(1) }) })
const facebookUser = z.object({ id: numericId, name: text(256).optional(), email: text(320).optional() })

/**
 * The seven providers: their kind, their real endpoints (the defaults of the config), and for OAuth 2.0
 * ones how to read their user API. GitHub lets only a verified address be the public one; Discord says
 * `verified`; Facebook and X say nothing, so their address counts as unverified.
 */
export const socialProviders: Readonly<Record<SocialProviderId, ProviderProfile>> = {
  google: {
    label: 'Google',
    kind: 'oidc',
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'query',
    defaults: {
      issuer: 'https://accounts.google.com',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
      scope: 'openid email profile',
    },
    issuerAliases: ['accounts.google.com'],
  },
  apple: {
    label: 'Apple',
    kind: 'oidc',
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'form_post',
    defaults: {
      issuer: 'https://appleid.apple.com',
      authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
      tokenEndpoint: 'https://appleid.apple.com/auth/token',
      jwksUri: 'https://appleid.apple.com/auth/keys',
      scope: 'openid email name',
    },
    issuerAliases: [],
  },
  github: {
    label: 'GitHub',
    kind: 'oauth2',
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'query',
    defaults: {
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      userinfoEndpoint: 'https://api.github.com/user',
      scope: 'read:user user:email',
    },
    userinfoQuery: {},
    userinfoHeaders: { accept: 'application/vnd.github+json' },
    readUser(answer) {
      const user = githubUser.parse(answer)
      return {
        subject: String(user.id),
        username: user.login,
        email: user.email ?? null,
        emailVerified: !!user.email,
      }
    },
  },
  discord: {
    label: 'Discord',
    kind: 'oauth2',
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'query',
    defaults: {
      authorizationEndpoint: 'https://discord.com/oauth2/authorize',
      tokenEndpoint: 'https://discord.com/api/oauth2/token',
      userinfoEndpoint: 'https://discord.com/api/users/@me',
      scope: 'identify email',
    },
    userinfoQuery: {},
    userinfoHeaders: {},
    readUser(answer) {
      const user = discordUser.parse(answer)
      return {
        subject: user.id,
        username: user.username,
        email: user.email ?? null,
        emailVerified: user.verified === true && !!user.email,
      }
    },
  },
  x: {
    label: 'X',
    kind: 'oauth2',
    tokenAuthMethod: 'client_secret_basic',
    responseMode: 'query',
    defaults: {
      authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
      tokenEndpoint: 'https://api.x.com/2/oauth2/token',
      userinfoEndpoint: 'https://api.x.com/2/users/me',
      scope: 'users.read tweet.read',
    },
    userinfoQuery: {},
    userinfoHeaders: {},
    readUser(answer) {
      const { data } = xUser.parse(answer)
      return { subject: data.id, username: data.username, email: null, emailVerified: false }
    },
  },
  facebook: {
    label: 'Facebook',
    kind: 'oauth2',
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'query',
    defaults: {
      authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
      userinfoEndpoint: 'https://graph.facebook.com/me',
      scope: 'email public_profile',
    },
    userinfoQuery: { fields: 'id,name,email' },
    userinfoHeaders: {},
    readUser(answer) {
      const user = facebookUser.parse(answer)
      return {
        subject: user.id,
        username: user.name ?? null,
        email: user.email ?? null,
        emailVerified: false,
      }
    },
  },
  farcaster: {
    label: 'Farcaster',
    kind: 'farcaster',
    defaults: { relayUrl: 'https://relay.farcaster.xyz', channelTtlMs: SOCIAL_LOGIN_TTL_MS },
  },
}

export const SOCIAL_PROVIDER_IDS = Object.keys(socialProviders) as SocialProviderId[]
