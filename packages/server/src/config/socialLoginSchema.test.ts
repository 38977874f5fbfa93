import { describe, expect, test } from 'vitest'
import { InvalidServerConfigError } from '../errors/config.js'
import { parseServerConfig } from './parseServerConfig.js'

const auth = {
  smtp: { host: '127.0.0.1', port: 2525 },
  from: 'no-reply@example.com',
  shareKey: '11'.repeat(32),
  frameOrigins: ['https://login.example.com'],
  publicUrl: 'https://api.example.com/',
}
const configOf = (social: unknown) => ({
  projects: [{ id: 'demo', origins: ['https://app.example.com'] }],
  auth: { ...auth, social },
})

function messageOf(config: unknown): string {
  try {
    parseServerConfig(config)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidServerConfigError)
    return (error as InvalidServerConfigError).shortMessage
  }
  throw new Error('expected the config to be refused')
}

describe('auth.social', () => {
  test('default: the real providers’ endpoints, every configured provider, the callback under publicUrl', () => {
    const parsed = parseServerConfig(
      configOf({
        providers: {
          google: { clientId: 'g-id', clientSecret: 'g-secret' },
          github: { clientId: 'gh-id', clientSecret: 'gh-secret', scope: 'read:user' },
        },
      }),
    )
    expect(parsed.auth?.social).toMatchInlineSnapshot(`
      {
        "callbackUrl": "https://api.example.com/auth/v1/social/callback",
        "enabled": [
          "google",
          "github",
        ],
        "providers": {
          "github": {
            "authorizationEndpoint": "https://github.com/login/oauth/authorize",
            "clientId": "gh-id",
            "clientSecret": "gh-secret",
            "scope": "read:user",
            "tokenEndpoint": "https://github.com/login/oauth/access_token",
            "userinfoEndpoint": "https://api.github.com/user",
          },
          "google": {
            "authorizationEndpoint": "https://accounts.google.com/o/oauth2/v2/auth",
            "clientId": "g-id",
            "clientSecret": "g-secret",
            "issuer": "https://accounts.google.com",
            "jwksUri": "https://www.googleapis.com/oauth2/v3/certs",
            "scope": "openid email profile",
            "tokenEndpoint": "https://oauth2.googleapis.com/token",
          },
        },
        "requestTimeoutMs": 10000,
      }
    `)
    // A resolved config is a valid config, and resolves to itself.
    expect(parseServerConfig(parsed).auth?.social).toEqual(parsed.auth?.social)
  })

  test('parameters: endpoints, enabled, callbackUrl and requestTimeoutMs', () => {
    const apple = {
      clientId: 'com.example.web',
      clientSecret: 'eyJ.a.b',
      issuer: 'http://127.0.0.1:9000/apple',
      authorizationEndpoint: 'http://127.0.0.1:9000/apple/auth',
      tokenEndpoint: 'http://127.0.0.1:9000/apple/token',
      jwksUri: 'http://127.0.0.1:9000/apple/jwks',
    }
    const social = parseServerConfig(
      configOf({
        providers: { apple, x: { clientId: 'x', clientSecret: 's' } },
        enabled: ['apple'],
        callbackUrl: 'https://login.example.com/callback',
        requestTimeoutMs: 2000,
      }),
    ).auth?.social
    expect(social).toMatchObject({
      providers: { apple: { ...apple, scope: 'openid email name' } },
      enabled: ['apple'],
      callbackUrl: 'https://login.example.com/callback',
      requestTimeoutMs: 2000,
    })
  })

  test('behavior: every mistake is named with its path', () => {
    expect(messageOf(configOf({ providers: {} }))).toMatchInlineSnapshot(
      `"Invalid server config: auth.social.providers: must configure at least one provider (google, apple, github, discord, x, facebook, farcaster)"`,
    )
    expect(
      messageOf(
        configOf({
          providers: { google: { clientId: 'a', clientSecret: 'b' } },
          enabled: ['google', 'github'],
        }),
      ),
    ).toMatchInlineSnapshot(
      `"Invalid server config: auth.social.enabled.1: names 'github', which has no entry under auth.social.providers"`,
    )
    expect(messageOf(configOf({ providers: { myspace: { clientId: 'a', clientSecret: 'b' } } }))).toMatch(
      /auth\.social\.providers: Unrecognized key: "myspace"/,
    )
    expect(
      messageOf(
        configOf({
          providers: { github: { clientId: 'a', clientSecret: 'b', jwksUri: 'https://x.example' } },
        }),
      ),
    ).toMatch(/auth\.social\.providers\.github: Unrecognized key: "jwksUri"/)
    expect(
      messageOf(
        configOf({ providers: { google: { clientId: '', clientSecret: 'b', tokenEndpoint: 'ftp://x' } } }),
      ),
    ).toMatch(
      /auth\.social\.providers\.google\.clientId: .*; auth\.social\.providers\.google\.tokenEndpoint: /,
    )
  })

  test('default: Farcaster takes an Optimism RPC, and the real relay and a 10-minute login by default', () => {
    const parsed = parseServerConfig(
      configOf({ providers: { farcaster: { rpcUrl: 'https://mainnet.optimism.io' } } }),
    )
    expect(parsed.auth?.social).toEqual({
      providers: {
        farcaster: {
          relayUrl: 'https://relay.farcaster.xyz',
          rpcUrl: 'https://mainnet.optimism.io',
          channelTtlMs: 600_000,
        },
      },
      enabled: ['farcaster'],
      callbackUrl: 'https://api.example.com/auth/v1/social/callback',
      requestTimeoutMs: 10_000,
    })
    expect(parseServerConfig(parsed).auth?.social).toEqual(parsed.auth?.social)
  })

  test('parameters: the relay, the RPC and the channel life of Farcaster; enabled may name it', () => {
    const farcaster = {
      relayUrl: 'http://127.0.0.1:8790',
      rpcUrl: 'http://127.0.0.1:8545',
      channelTtlMs: 300_000,
    }
    const social = parseServerConfig(
      configOf({
        providers: { farcaster, github: { clientId: 'a', clientSecret: 'b' } },
        enabled: ['farcaster'],
      }),
    ).auth?.social
    expect(social).toMatchObject({ providers: { farcaster }, enabled: ['farcaster'] })
  })

  test('behavior: a bad Farcaster entry is refused with a clear message', () => {
    const withFarcaster = (farcaster: unknown) => configOf({ providers: { farcaster } })
    expect(
      messageOf(withFarcaster({ relayUrl: 'relay.farcaster.xyz', rpcUrl: 'https://mainnet.optimism.io' })),
    ).toMatchInlineSnapshot(
      `"Invalid server config: auth.social.providers.farcaster.relayUrl: must be the Farcaster relay's http(s) URL, such as https://relay.farcaster.xyz"`,
    )
    expect(
      messageOf(withFarcaster({ relayUrl: 'ftp://relay.example', rpcUrl: 'https://mainnet.optimism.io' })),
    ).toMatch(/auth\.social\.providers\.farcaster\.relayUrl: must be the Farcaster relay's http\(s\) URL/)
    expect(messageOf(withFarcaster({}))).toMatchInlineSnapshot(
      `"Invalid server config: auth.social.providers.farcaster.rpcUrl: must be the http(s) URL of an Optimism JSON-RPC endpoint, such as https://mainnet.optimism.io"`,
    )
    expect(
      messageOf(withFarcaster({ rpcUrl: 'https://mainnet.optimism.io', channelTtlMs: 1000, clientId: 'x' })),
    ).toMatch(
      /auth\.social\.providers\.farcaster: Unrecognized key: "clientId".*channelTtlMs|channelTtlMs.*Unrecognized key: "clientId"/,
    )
    expect(
      messageOf(
        configOf({ providers: { google: { clientId: 'a', clientSecret: 'b' } }, enabled: ['farcaster'] }),
      ),
    ).toMatch(/auth\.social\.enabled\.0: names 'farcaster', which has no entry under auth\.social\.providers/)
  })
})
