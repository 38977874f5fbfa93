import type { acknowledgementSchema, WireAnswer } from '@foyer/protocol'
import { evmAccountSchema, revokeSessionRequestSchema } from '@foyer/protocol'
import { Hono } from 'hono'
import { parseInput } from '../../http/parseInput.js'
import { ChainNotSupportedError, SessionNotFoundError, SessionSignatureError } from '../errors.js'
import type { ChainRegistry, EvmChain } from '../shared/createChainRegistry.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { verifyAccountSignature } from '../shared/verifyAccountSignature.js'
import type { SessionStore } from './createSessionStore.js'

export interface CreateSessionRoutesParameters {
  store: SessionStore
  chains: ChainRegistry
}

/**
 * The smart-session routes. `{address}` is an EVM address or an eip155 CAIP address (whose network
 * must be served). GET lists the address's sessions; POST …/revoke with `{ pci, signature }` marks
 * one revoked when `signature` is the address's personal_sign of the pci string.
 *
 * @example
 * app.route('/', createSessionRoutes({ store, chains }))
 */
export function createSessionRoutes({ store, chains }: CreateSessionRoutesParameters): Hono {
  const app = new Hono()

  const account = (raw: string): { address: `0x${string}`; chain: EvmChain | undefined } => {
    const parsed = parseInput(evmAccountSchema, raw)
    if (parsed.caipNetworkId === undefined) return { address: parsed.address, chain: undefined }
    if (!chains.find(parsed.caipNetworkId)) throw new ChainNotSupportedError({ chain: parsed.caipNetworkId })
    return { address: parsed.address, chain: chains.requireEvm(parsed.caipNetworkId) }
  }

  app.get('/v1/sessions/:address', async (c) => {
    const { address } = account(c.req.param('address'))
    return c.json({ sessions: await store.list(address) })
  })

  app.post('/v1/sessions/:address/revoke', async (c) => {
    const { address, chain } = account(c.req.param('address'))
    const { pci, signature } = parseInput(revokeSessionRequestSchema, await readJsonBody(c))
    if (!(await store.find(address, pci))) throw new SessionNotFoundError({ pci })
    if (!(await verifyAccountSignature({ address, message: pci, signature, chain })))
      throw new SessionSignatureError()
    await store.revoke(address, pci)
    return c.json({ success: true } satisfies WireAnswer<typeof acknowledgementSchema>)
  })

  return app
}
