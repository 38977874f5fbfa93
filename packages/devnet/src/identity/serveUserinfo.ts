import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { identityUsers } from './identityUsers.js'
import type { IdentityTestUser, OAuthProviderId } from './types.js'

/** What each provider's user API answers for a user, in that provider's real shape. */
const shapes: Record<OAuthProviderId, (user: IdentityTestUser, scopes: Set<string>, url: URL) => unknown> = {
  // GET https://api.github.com/user
  github: (user) => ({
    login: user.username,
    id: Number(user.subject),
    avatar_url: `https://avatars.githubusercontent.com/u/${user.subject}?v=4`,
    type: 'User',
    name: user.name,
    email: user.email ?? null,
  }),
  // GET https://discord.com/api/users/@me (`email` and `verified` with the `email` scope only)
  discord: (user, scopes) => ({
    id: user.subject,
    username: user.username,
    global_name: user.name,
    discriminator: '0',
    avatar: null,
    ...(scopes.has('email') ? { email: user.email ?? null, verified: true } : {}),
  }),
  // GET https://api.x.com/2/users/me
  x: (user) => ({ data: { id: user.subject, name: user.name, username: user.username } }),
  // GET https://graph.facebook.com/me?fields=id,name,email (id and name without `fields`)
  facebook: (user, scopes, url) => {
    const fields = new Set((url.searchParams.get('fields') ?? 'id,name').split(','))
    const all: Record<string, unknown> = {
      id: user.subject,
      name: user.name,
      ...(scopes.has('email') && user.email ? { email: user.email } : {}),
    }
    return Object.fromEntries(Object.entries(all).filter(([key]) => fields.has(key)))
  },
}

/** The refusal of a missing or bad token, as each provider words it (all 401). */
const unauthorized: Record<OAuthProviderId, unknown> = {
  github: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' },
  discord: { message: '401: Unauthorized', code: 0 },
  x: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
  facebook: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

/**
 * The user API of an OAuth 2.0 provider: the bearer access token (`Authorization: Bearer`, GitHub's
 * `token` too, Facebook's `access_token` query parameter too) names the user, answered in the provider's
 * shape; X also wants the `users.read` scope (403 without it).
 */
export async function serveUserinfo(
  provider: Provider,
  id: OAuthProviderId,
  { request, response, url }: { request: IncomingMessage; response: ServerResponse; url: URL },
): Promise<void> {
  const header = /^(?:Bearer|token) (\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  const value = header ?? (id === 'facebook' ? url.searchParams.get('access_token') : null)
  const token = value ? await provider.AccessToken.find(value) : undefined
  const user = token && identityUsers[id].find((candidate) => candidate.subject === token.accountId)
  if (!token || token.isExpired || !user) return json(response, 401, unauthorized[id])
  const scopes = new Set(String(token.scope ?? '').split(' '))
  if (id === 'x' && !scopes.has('users.read')) return json(response, 403, unauthorized.x)
  json(response, 200, shapes[id](user, scopes, url))
}
