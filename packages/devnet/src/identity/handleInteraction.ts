import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { findIdentityUser, identityUsers } from './identityUsers.js'
import { m } from './messages.js'
import { renderConsentPage, renderLoginPage } from './renderInteraction.js'
import type { IdentityProviderId } from './types.js'

/** Reads a small urlencoded form body. */
export async function readForm(request: IncomingMessage, limit = 8 * 1024): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > limit) break
  }
  return new URLSearchParams(text)
}

const send = (response: ServerResponse, status: number, html: string) => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(html)
}

/**
 * The login and consent steps of one provider, at `/<id>/interaction/<uid>` (`step` is what follows the
 * uid): `GET` shows the page of the pending prompt; `POST /login` signs in the test user `user`,
 * `POST /confirm` grants the scopes asked for, `POST /abort` ends the request with `access_denied` (the
 * user cancelled or denied), as the real providers answer it.
 */
export async function handleInteraction(
  provider: Provider,
  id: IdentityProviderId,
  {
    request,
    response,
    uid,
    step,
  }: { request: IncomingMessage; response: ServerResponse; uid: string; step: string },
): Promise<void> {
  const interaction = await provider.interactionDetails(request, response)
  const action = `/${id}/interaction/${uid}`
  const client = String(interaction.params.client_id)
  if (request.method === 'GET' && step === '') {
    if (interaction.prompt.name === 'login')
      return send(response, 200, renderLoginPage(id, { action, client }))
    const user = identityUsers[id].find((candidate) => candidate.subject === interaction.session?.accountId)
    const scopes = String(interaction.params.scope ?? '')
    return send(response, 200, renderConsentPage(id, { action, client, scopes, name: user?.name ?? '' }))
  }
  if (request.method !== 'POST') return send(response, 405, m('notFound'))
  if (step === '/abort') {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: m('denied') },
      { mergeWithLastSubmission: false },
    )
    return
  }
  if (step === '/login') {
    const user = findIdentityUser(id, (await readForm(request)).get('user') ?? '')
    if (!user) return send(response, 400, m('unknownUser'))
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.subject } },
      { mergeWithLastSubmission: false },
    )
    return
  }
  if (step === '/confirm') {
    const grantId = await grantAsked(provider, interaction)
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    )
    return
  }
  send(response, 404, m('notFound'))
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

/** Grants what the pending consent prompt misses: its OIDC scopes and claims, and any resource's scopes. */
async function grantAsked(provider: Provider, interaction: Interaction): Promise<string> {
  const { prompt, params, session, grantId } = interaction
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session?.accountId ?? '', clientId: String(params.client_id) })
  const details = prompt.details as {
    missingOIDCScope?: string[]
    missingOIDCClaims?: string[]
    missingResourceScopes?: Record<string, string[]>
  }
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '))
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims)
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '))
  return grant.save()
}
