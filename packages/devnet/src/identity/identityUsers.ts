import type { IdentityProviderId, IdentityTestUser } from './types.js'

const alice = { login: 'alice', name: 'Alice Liddell', email: 'alice@example.com' } as const
const bob = { login: 'bob', name: 'Bob Carroll', email: 'bob@example.com' } as const

/**
 * The test users of each local provider: `alice` and `bob` everywhere, with the same e-mail address at
 * every provider that gives one (alice@example.com, bob@example.com), so that a test can show that one
 * address at two providers is two identities, never one account. Subjects have each provider's real
 * shape: Google's 21 digits, Apple's `000000.<32 hex>.0000`, GitHub's integer, Discord's, X's and
 * Facebook's numeric strings.
 */
export const identityUsers: Readonly<Record<IdentityProviderId, readonly IdentityTestUser[]>> = {
  google: [
    { ...alice, subject: '104857392018475620001', username: alice.name },
    { ...bob, subject: '104857392018475620002', username: bob.name },
  ],
  apple: [
    { ...alice, subject: '001234.5f2ac9e1d3b84f0a9c6e7d8b1a2f3e4d.1021', username: alice.name },
    { ...bob, subject: '001234.9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e.1022', username: bob.name },
  ],
  github: [
    { ...alice, subject: '1048201', username: 'alice-liddell' },
    { ...bob, subject: '1048202', username: 'bob-carroll' },
  ],
  discord: [
    { ...alice, subject: '80351110224678912', username: 'alice.liddell' },
    { ...bob, subject: '80351110224678913', username: 'bob.carroll' },
  ],
  x: [
    { ...alice, email: undefined, subject: '1450001000000000001', username: 'alice_liddell' },
    { ...bob, email: undefined, subject: '1450001000000000002', username: 'bob_carroll' },
  ],
  facebook: [
    { ...alice, subject: '10160000000000001', username: alice.name },
    { ...bob, subject: '10160000000000002', username: bob.name },
  ],
}

/** The test user `login` of `provider`, if there is one. */
export const findIdentityUser = (provider: IdentityProviderId, login: string): IdentityTestUser | undefined =>
  identityUsers[provider].find((user) => user.login === login)
