import { deviceIdSchema } from '@foyer/protocol'
import type { Context, Hono } from 'hono'
import * as z from 'zod/mini'
import { parseJsonBody } from '../../http/parseJsonBody.js'
import { type AuthRouteKit, headerOf, limitClient } from '../authRouteKit.js'
import { SocialLoginError } from '../errors.js'
import { t } from '../messages.js'
import { readScope } from '../readScope.js'
import { completeSocialCallback, type SocialCallbackParameters } from './completeSocialCallback.js'
import type { SocialLogin } from './createSocialLogin.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import { CALLBACK_PAGE_HEADERS, renderCallbackPage } from './renderCallbackPage.js'
import { startSocialLogin } from './startSocialLogin.js'

const startBodySchema = z.object({ provider: z.string().check(z.maxLength(32)), deviceId: deviceIdSchema })
const finishBodySchema = z.object({
  state: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the state of a started login' })),
  deviceId: deviceIdSchema,
})

/**
 * `POST /social/start` and `POST /social/finish`: the frame's calls, behind the auth routes' CORS rule and
 * per-address request limit, with the email login's `X-Foyer-Project` / `X-Foyer-Origin` scope. A start is
 * counted with the code checks (per client address and hour); a finish is not (the frame may ask again
 * while the popup is open), its state and device id being its proof.
 */
export function mountSocialRoutes(app: Hono, kit: AuthRouteKit, social: SocialLogin): void {
  const { context, body } = kit
  app.post('/social/start', body, async (c) => {
    const { provider, deviceId } = await parseJsonBody(c, startBodySchema)
    const scope = readScope(context.projects, headerOf(c))
    await limitClient(kit, kit.verifyLimiter, 'auth:social:ip', c)
    return c.json(
      await startSocialLogin(context, social, {
        provider,
        deviceId,
        scope,
        frameOrigin: c.req.header('origin'),
      }),
    )
  })

  app.post('/social/finish', body, async (c) => {
    const { state, deviceId } = await parseJsonBody(c, finishBodySchema)
    const scope = readScope(context.projects, headerOf(c))
    return c.json(await finishSocialLogin(context, social, { state, deviceId, scope }))
  })
}

/** The callback's parameters: the query of a redirect, or the body of a form post (Apple). */
async function callbackParameters(c: Context): Promise<SocialCallbackParameters> {
  const read =
    c.req.method === 'POST'
      ? (
          (form) => (name: string) =>
            form.get(name) ?? undefined
        )(new URLSearchParams(await c.req.text()))
      : (name: string) => c.req.query(name)
  return { state: read('state'), code: read('code'), error: read('error'), user: read('user') }
}

/**
 * `GET` and `POST /social/callback`: the redirect URI registered at the providers, where the popup comes
 * back. Mounted before the CORS rule (a provider's form post carries the provider's Origin), with the
 * per-address request limit and `no-store`. Answers an HTML page (`renderCallbackPage`): 200 when the
 * account was found or created, the failure's status otherwise (400 for a state that is unknown, used or
 * expired, with nothing posted), and tells the frame's origin that the login finished.
 */
export function mountSocialCallback(app: Hono, kit: AuthRouteKit, social: SocialLogin): void {
  const callback = async (c: Context) => {
    c.header('Cache-Control', 'no-store')
    for (const [name, value] of Object.entries(CALLBACK_PAGE_HEADERS)) c.header(name, value)
    await limitClient(kit, kit.requestLimiter, 'auth:ip', c)
    try {
      const { state, login, error } = await completeSocialCallback(
        kit.context,
        social,
        await callbackParameters(c),
      )
      const label = social.provider(login.provider)?.profile.label ?? login.provider
      if (error) {
        kit.context.logger.warn(t('social.failed', { provider: label, code: error.code }), {
          reason: error.reason,
          ...(error.status >= 500 ? { error } : {}),
        })
      }
      const message = {
        type: 'foyer:social-login',
        state,
        provider: login.provider,
        status: error ? 'failed' : 'done',
        ...(error ? { code: error.code } : {}),
      } as const
      const text = error ? error.shortMessage : t('social.pageDone', { provider: label })
      return c.html(
        renderCallbackPage({ text, message, targetOrigin: login.frameOrigin }),
        error?.status ?? 200,
      )
    } catch (error) {
      if (!(error instanceof SocialLoginError)) throw error
      return c.html(renderCallbackPage({ text: error.shortMessage }), error.status)
    }
  }
  app.get('/social/callback', callback)
  app.post('/social/callback', kit.body, callback)
}
