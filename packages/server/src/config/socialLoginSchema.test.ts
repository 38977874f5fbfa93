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
      `"Invalid server config: auth.social.providers: must configure at least one provider (google, apple, github, discord, x, facebook)"`,
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
})
