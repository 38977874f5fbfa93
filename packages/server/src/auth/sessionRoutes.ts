import { type sessionAnswerSchema, sessionDeleteQuerySchema, type WireAnswer } from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseInput } from '../http/parseInput.js'
import { authenticate } from './authenticate.js'
import type { AuthRouteKit } from './authRouteKit.js'
import { createAuthStore } from './createAuthStore.js'

/**
 * `GET /session` reads the session (`email` null and `username` the provider's name for a social login's
 * account); `DELETE /session` ends it (`?all=1`: every session of the account).
 */
export function mountSessionRoutes(app: Hono, { context }: AuthRouteKit): void {
  app.get('/session', async (c) => {
    const session = await authenticate(context, c)
    return c.json({
      user: {
        id: session.userId,
        email: session.email,
        address: session.address,
        ...(session.username === null ? {} : { username: session.username }),
      },
      expiresAt: session.expiresAt,
    } satisfies WireAnswer<typeof sessionAnswerSchema> & { expiresAt: unknown })
  })

  app.delete('/session', async (c) => {
    const { all } = parseInput(sessionDeleteQuerySchema, c.req.query())
    if (all !== undefined) {
      // Signing out everywhere ends other devices' sessions too: it takes this device's proof as well.
      const session = await authenticate(context, c)
      await createAuthStore(context.db).deleteUserSessions(session.userId)
      return c.body(null, 204)
    }
    const session = await authenticate(context, c, { device: false })
    await createAuthStore(context.db).deleteSession(session.tokenHash)
    return c.body(null, 204)
  })
}
