import {
  type emailUpdateAnswerSchema,
  emailUpdateSchema,
  emailUpdateVerifySchema,
  type WireAnswer,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { authenticate } from './authenticate.js'
import { type AuthRouteKit, clientAddressOf, limitClient } from './authRouteKit.js'
import { requestEmailUpdate } from './requestEmailUpdate.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'

/**
 * `POST /email/update` mails codes to the old and the new address; `POST /email/update/verify` checks both,
 * counted per client address and hour as the login's code checks are.
 */
export function mountEmailUpdateRoutes(app: Hono, kit: AuthRouteKit): void {
  const { context, body } = kit
  app.post('/email/update', body, async (c) => {
    const session = await authenticate(context, c)
    const { newEmail } = await parseJsonBody(c, emailUpdateSchema)
    return c.json({
      action: await requestEmailUpdate(context, session, newEmail, clientAddressOf(kit, c)),
    } satisfies WireAnswer<typeof emailUpdateAnswerSchema>)
  })

  app.post('/email/update/verify', body, async (c) => {
    const session = await authenticate(context, c)
    const codes = await parseJsonBody(c, emailUpdateVerifySchema)
    await limitClient(kit, kit.verifyLimiter, 'auth:verify:ip', c)
    return c.json(await verifyEmailUpdate(context, session, codes, clientAddressOf(kit, c)))
  })
}
