import { deviceShareSchema, walletRequestSchema } from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { authenticate } from './authenticate.js'
import type { AuthRouteKit } from './authRouteKit.js'
import { readWallet } from './readWallet.js'
import { saveDeviceShare } from './recovery.js'
import { saveWallet } from './saveWallet.js'

/**
 * `PUT /wallet` and `GET /wallet`, the account's wallet and its shares, and `PUT /wallet/device-share`, the
 * share of this device; all from a verified device only.
 */
export function mountWalletRoutes(app: Hono, { context, body }: AuthRouteKit): void {
  app.put('/wallet', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    await saveWallet(context, session, await parseJsonBody(c, walletRequestSchema))
    return c.body(null, 204)
  })

  app.get('/wallet', async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    return c.json(await readWallet(context, session))
  })

  app.put('/wallet/device-share', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    await saveDeviceShare(context, session, (await parseJsonBody(c, deviceShareSchema)).authShare)
    return c.body(null, 204)
  })
}
