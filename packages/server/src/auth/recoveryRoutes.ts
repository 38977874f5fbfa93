import {
  passkeyAddSchema,
  passkeyOpenSchema,
  recoveryEvaluateSchema,
  recoveryOpenSchema,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { authenticate } from './authenticate.js'
import { type AuthRouteKit, limitClient } from './authRouteKit.js'
import { evaluateRecovery, openRecovery, readRecovery } from './recovery.js'
import { createRecoveryOprf } from './recoveryOprf.js'
import { addRecoveryPasskey, listRecoveryPasskeys, openRecoveryPasskey } from './recoveryPasskeys.js'

/**
 * The recovery password's online check (recovery.ts: 10 tries per account, then a lock) and recovery by
 * passkey (recoveryPasskeys.ts), all from a verified device only.
 */
export function mountRecoveryRoutes(app: Hono, kit: AuthRouteKit, shareKey: string): void {
  const { context, body } = kit
  const oprf = createRecoveryOprf(shareKey)
  app.get('/recovery', async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    return c.json(await readRecovery(context, session))
  })
  app.post('/recovery/evaluate', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const { blinded } = await parseJsonBody(c, recoveryEvaluateSchema)
    return c.json(await evaluateRecovery(context, oprf, session, blinded))
  })
  app.post('/recovery/open', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const { verifier } = await parseJsonBody(c, recoveryOpenSchema)
    return c.json(await openRecovery(context, session, verifier))
  })
  mountRecoveryPasskeyRoutes(app, kit)
}

/**
 * Adding a recovery passkey takes the wallet's own signature; adds and opens count against the client
 * address's hourly limit as code checks do.
 */
function mountRecoveryPasskeyRoutes(app: Hono, kit: AuthRouteKit): void {
  const { context, body } = kit
  app.get('/recovery/passkeys', async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    return c.json(await listRecoveryPasskeys(context, session))
  })
  app.post('/recovery/passkeys', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const passkey = await parseJsonBody(c, passkeyAddSchema)
    await limitClient(kit, kit.verifyLimiter, 'auth:passkey:ip', c)
    await addRecoveryPasskey(context, session, {
      ...passkey,
      signature: passkey.signature as `0x${string}`,
    })
    return c.body(null, 204)
  })
  app.post('/recovery/passkeys/open', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const { credentialId } = await parseJsonBody(c, passkeyOpenSchema)
    await limitClient(kit, kit.verifyLimiter, 'auth:passkey:ip', c)
    return c.json(await openRecoveryPasskey(context, session, credentialId))
  })
}
