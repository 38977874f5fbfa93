import { type otpAnswerSchema, otpRequestSchema, otpVerifySchema, type WireAnswer } from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { type AuthRouteKit, clientAddressOf, headerOf, limitClient } from './authRouteKit.js'
import { readScope } from './readScope.js'
import { requestEmailOtp } from './requestEmailOtp.js'
import { verifyEmailOtp } from './verifyEmailOtp.js'

/**
 * `POST /email/otp` mails a code (the same answer for any address); `POST /email/verify` checks it, counted
 * per client address and hour, and opens a session for the project and origin the request names.
 */
export function mountLoginRoutes(app: Hono, kit: AuthRouteKit): void {
  const { context, body } = kit
  app.post('/email/otp', body, async (c) => {
    const { email, deviceId } = await parseJsonBody(c, otpRequestSchema)
    return c.json({
      action: await requestEmailOtp(context, { email, deviceId, clientAddress: clientAddressOf(kit, c) }),
    } satisfies WireAnswer<typeof otpAnswerSchema>)
  })

  app.post('/email/verify', body, async (c) => {
    const input = await parseJsonBody(c, otpVerifySchema)
    const scope = readScope(context.projects, headerOf(c))
    await limitClient(kit, kit.verifyLimiter, 'auth:verify:ip', c)
    return c.json(await verifyEmailOtp(context, { ...input, scope, clientAddress: clientAddressOf(kit, c) }))
  })
}
