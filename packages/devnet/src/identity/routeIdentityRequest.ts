import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { JWK } from 'oidc-provider'
import { answerFault, type FaultQueue, rewriteJsonAnswer, tamperIdToken } from './faults.js'
import { handleInteraction } from './handleInteraction.js'
import { m } from './messages.js'
import { providerProfiles } from './providerCatalog.js'
import { serveUserinfo } from './serveUserinfo.js'
import type { IdentityProviderId, OAuthProviderId } from './types.js'

/** One running provider: its oidc-provider instance, its signing key and its request handler. */
export interface Issuer {
  provider: Provider
  key: JWK
  handle: ReturnType<Provider['callback']>
}

/**
 * The devnet's request handler: `/<id>/…` goes to provider `id`, whose login and consent pages and (OAuth
 * 2.0 providers) user API the devnet serves itself, and whose other paths (`/auth`, `/token`, `/jwks`…) go
 * to its oidc-provider instance, mounted at `/<id>`. Queued faults are met on the way.
 */
export function createIdentityRouter(issuers: ReadonlyMap<IdentityProviderId, Issuer>, faults: FaultQueue) {
  /** The token endpoint's faults, and GitHub's habit of answering its errors with a 200; true when answered. */
  function prepareTokenAnswer(id: IdentityProviderId, key: JWK, response: ServerResponse): boolean {
    const fault = faults.take(id, 'token')
    if (fault && fault.kind !== 'idToken') {
      answerFault(response, fault)
      return true
    }
    if (!fault && id !== 'github') return false
    rewriteJsonAnswer(response, ({ status, body }) => {
      const answer = JSON.parse(body) as Record<string, unknown>
      if (id === 'github' && typeof answer.error === 'string') return { status: 200, body }
      if (fault?.kind !== 'idToken' || typeof answer.id_token !== 'string') return { status, body }
      return {
        status,
        body: JSON.stringify({ ...answer, id_token: tamperIdToken(answer.id_token, key, fault) }),
      }
    })
    return false
  }

  return async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const [, first = '', ...rest] = url.pathname.split('/')
    const issuer = issuers.get(first as IdentityProviderId)
    if (!issuer) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end(m('notFound'))
      return
    }
    const id = first as IdentityProviderId
    const path = `/${rest.join('/')}`
    const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(\/[a-z]+)?$/.exec(path)
    if (interaction?.[1]) {
      const step = interaction[2] ?? ''
      return handleInteraction(issuer.provider, id, { request, response, uid: interaction[1], step })
    }
    if (request.method === 'GET' && path === providerProfiles[id].userinfoPath) {
      const fault = faults.take(id, 'userinfo')
      if (fault) return answerFault(response, fault)
      return serveUserinfo(issuer.provider, id as OAuthProviderId, { request, response, url })
    }
    if (request.method === 'POST' && path === '/token' && prepareTokenAnswer(id, issuer.key, response)) return
    Object.assign(request, { originalUrl: request.url, url: `${path}${url.search}` })
    await issuer.handle(request, response)
  }
}
