import type { IncomingMessage, ServerResponse } from 'node:http'
import * as z from 'zod'
import { readBody } from '../listenLocal.js'
import type { FaultQueue } from './faults.js'
import { IDENTITY_PROVIDERS } from './providerCatalog.js'
import type { IdentityProviderId } from './types.js'

/** Where a test in another process (a browser test) queues a fault: `POST <url>/__devnet/fault`. */
export const FAULT_CONTROL_PATH = '/__devnet/fault'

const faultBody = z.strictObject({
  provider: z.enum(IDENTITY_PROVIDERS as [IdentityProviderId, ...IdentityProviderId[]]),
  fault: z.discriminatedUnion('kind', [
    z.strictObject({ endpoint: z.enum(['token', 'userinfo']), kind: z.enum(['garbage', 'hang']) }),
    z.strictObject({
      endpoint: z.literal('token'),
      kind: z.literal('idToken'),
      claims: z.record(z.string(), z.unknown()).optional(),
      signature: z.literal('foreign').optional(),
    }),
  ]),
})

/**
 * `POST /__devnet/fault` with `{ provider, fault }` (an IdentityFault): queues it as `failNext` does, for
 * a test that does not run in the process that started the providers. 204, or 400 with the reason.
 * Only this dev server has it: the real providers' failures are met, not asked for.
 */
export async function handleFaultControl(
  request: IncomingMessage,
  response: ServerResponse,
  faults: FaultQueue,
): Promise<void> {
  // A fault is a few hundred bytes: anything past 64 KiB is dropped and answered as malformed.
  const text = await readBody(request, 64 * 1024)
  let body: unknown
  try {
    body = JSON.parse(text || 'null')
  } catch {
    body = undefined
  }
  const parsed = faultBody.safeParse(body)
  if (!parsed.success) {
    response.writeHead(400, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: z.prettifyError(parsed.error) }))
    return
  }
  faults.push(parsed.data.provider, parsed.data.fault)
  response.writeHead(204).end()
}
