import { createPrivateKey, generateKeyPairSync, type JsonWebKey, sign } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { JWK } from 'oidc-provider'
import type { IdentityFault, IdentityProviderId } from './types.js'

/** The faults waiting for the next request of each provider's token or userinfo endpoint. */
export interface FaultQueue {
  push(provider: IdentityProviderId, fault: IdentityFault): void
  /** The next fault of `provider` for `endpoint`, taken off the queue. */
  take(provider: IdentityProviderId, endpoint: IdentityFault['endpoint']): IdentityFault | undefined
}

export function createFaultQueue(): FaultQueue {
  const queued: { provider: IdentityProviderId; fault: IdentityFault }[] = []
  return {
    push: (provider, fault) => queued.push({ provider, fault }),
    take(provider, endpoint) {
      const index = queued.findIndex(
        (entry) => entry.provider === provider && entry.fault.endpoint === endpoint,
      )
      if (index === -1) return undefined
      return queued.splice(index, 1)[0]?.fault
    },
  }
}

/** Answers a `garbage` fault (a 200 that is not JSON, as a broken proxy answers); leaves a `hang` unanswered. */
export function answerFault(response: ServerResponse, fault: IdentityFault): void {
  if (fault.kind === 'hang') return
  response.writeHead(200, { 'content-type': 'text/html' })
  response.end('<html><body>upstream connect error or disconnect/reset before headers</body></html>')
}

/**
 * Lets the token endpoint's JSON answer be rewritten before it leaves: `rewrite` gets the status and
 * the body and gives them back, changed or not.
 */
export function rewriteJsonAnswer(
  response: ServerResponse,
  rewrite: (answer: { status: number; body: string }) => { status: number; body: string },
): void {
  const chunks: Buffer[] = []
  const end = response.end.bind(response)
  response.write = ((chunk: string | Uint8Array) => {
    chunks.push(Buffer.from(chunk))
    return true
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
    const out = rewrite({ status: response.statusCode, body: Buffer.concat(chunks).toString() })
    response.statusCode = out.status
    if (!response.headersSent) response.setHeader('content-length', Buffer.byteLength(out.body))
    return end(out.body)
  }) as ServerResponse['end']
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/**
 * The ID token of a token answer, with `claims` over its own and signed again: by `key` (the provider's,
 * so only the changed claims are wrong), or with `signature: 'foreign'` by a new key of the same `kid`.
 */
export function tamperIdToken(
  idToken: string,
  key: JWK,
  { claims = {}, signature }: { claims?: Readonly<Record<string, unknown>>; signature?: 'foreign' },
): string {
  const [header = '', payload = ''] = idToken.split('.')
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
  const body = `${header}.${base64url(JSON.stringify({ ...decoded, ...claims }))}`
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg
  const signer =
    signature === 'foreign'
      ? (alg === 'ES256'
          ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
          : generateKeyPairSync('rsa', { modulusLength: 2048 })
        ).privateKey
      : createPrivateKey({ key: key as JsonWebKey, format: 'jwk' })
  const bytes = sign(
    'sha256',
    Buffer.from(body),
    alg === 'ES256' ? { key: signer, dsaEncoding: 'ieee-p1363' } : signer,
  )
  return `${body}.${bytes.toString('base64url')}`
}
