import { SocialLoginError } from '../errors.js'

/** The largest answer read from a provider's token or user API. */
const MAX_ANSWER_BYTES = 256 * 1024

/** The answer's body as text, refused past `max` bytes. */
async function readText(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw new RangeError(`the answer is over ${max} bytes`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export interface ProviderAnswer {
  status: number
  ok: boolean
  /** The body, parsed as JSON. */
  json: unknown
}

/**
 * A request to a provider's token endpoint or user API, within `timeoutMs` (the body included), without
 * following redirects. A network failure, a timeout, an answer over 256 KiB or a body that is not JSON is
 * a `SocialLoginError` 'providerUnavailable' (502) naming `label`; any status is returned as it is.
 *
 * @example
 * const { status, json } = await requestProvider('GitHub', tokenEndpoint, { method: 'POST', body }, 10_000)
 */
export async function requestProvider(
  label: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
    const text = await readText(response, MAX_ANSWER_BYTES)
    return { status: response.status, ok: response.ok, json: JSON.parse(text) }
  } catch (cause) {
    throw new SocialLoginError({ reason: 'providerUnavailable', provider: label, cause })
  }
}

/** An OAuth error code as a provider sends it, kept only when it looks like one (else 'invalid_response'). */
export const oauthErrorCode = (value: unknown): string =>
  typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : 'invalid_response'
