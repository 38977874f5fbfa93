import type { AppClient } from '@farcaster/auth-client'
import { z } from 'zod'
import { SocialLoginError } from '../errors.js'

/** The provider's name in the failures' messages. */
const LABEL = 'Farcaster'

/** A link the modal may show (as a QR code) or open: the Farcaster app's, or the relay's web page. */
const appLinkSchema = z.url({ protocol: /^(https?|farcaster)$/ }).max(4096)
const channelSchema = z.object({
  channelToken: z.string().min(1).max(512),
  url: appLinkSchema,
  nonce: z.string().min(1).max(256),
})
const hexSchema = z
  .string()
  .max(16_384)
  .regex(/^0x(?:[0-9a-fA-F]{2})+$/)
  .transform((hex) => hex as `0x${string}`)
const statusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    nonce: z.string().min(1).max(256),
    message: z.string().min(1).max(8192),
    signature: hexSchema,
    fid: z.int().positive().max(Number.MAX_SAFE_INTEGER),
    /** Shown only: the identity is the fid. */
    username: z.string().max(256).nullish(),
  }),
])

export type FarcasterChannel = z.output<typeof channelSchema>
export type FarcasterChannelStatus = z.output<typeof statusSchema>

const unavailable = (cause: unknown) =>
  new SocialLoginError({ reason: 'providerUnavailable', provider: LABEL, cause })

/**
 * `run` (a call of the auth-client), within `timeoutMs`: past it, or when it throws, 'providerUnavailable'.
 * The auth-client's requests take no abort signal, so a late answer is dropped rather than cut off.
 */
async function withinTimeout<T>(timeoutMs: number, run: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
  } catch (cause) {
    throw unavailable(cause)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Opens a Sign In With Farcaster channel on the relay (`createChannel`) for `domain` (the host page's
 * host) and `siweUri` (its origin), with the server's `nonce` and the login's `expirationTime`. Answers the
 * channel's token (the server's secret) and the Farcaster app's link. A relay that fails, times out,
 * answers another shape or another nonce is 'providerUnavailable' (502).
 *
 * @example
 * const { channelToken, url } = await createFarcasterChannel(client, { siweUri, domain, nonce, expirationTime, timeoutMs: 10_000 })
 */
export async function createFarcasterChannel(
  client: AppClient,
  {
    siweUri,
    domain,
    nonce,
    expirationTime,
    timeoutMs,
  }: { siweUri: string; domain: string; nonce: string; expirationTime: string; timeoutMs: number },
): Promise<FarcasterChannel> {
  const answer = await withinTimeout(timeoutMs, () =>
    client.createChannel({ siweUri, domain, nonce, expirationTime, acceptAuthAddress: true }),
  )
  if (answer.isError) throw unavailable(answer.error)
  if (!answer.response.ok) throw unavailable(new Error(`the relay answered ${answer.response.status}`))
  const parsed = channelSchema.safeParse(answer.data)
  if (!parsed.success) throw unavailable(parsed.error)
  if (parsed.data.nonce !== nonce) throw unavailable(new Error('the relay answered another nonce'))
  return parsed.data
}

/**
 * The channel's state at the relay (`status`), asked once: 'pending' until the Farcaster app answered,
 * then 'completed' with the signed message, its signature, the fid and the username the app sent (none
 * of it trusted until `verifyFarcasterSignIn`). A channel the relay no longer knows (401, 404: it
 * expired) is 'stateExpired'; a relay that fails, times out or answers another shape, 'providerUnavailable'.
 *
 * @example
 * const channel = await readFarcasterChannel(client, { channelToken, timeoutMs: 10_000 })
 */
export async function readFarcasterChannel(
  client: AppClient,
  { channelToken, timeoutMs }: { channelToken: string; timeoutMs: number },
): Promise<FarcasterChannelStatus> {
  const answer = await withinTimeout(timeoutMs, () => client.status({ channelToken }))
  if (answer.isError) throw unavailable(answer.error)
  const { status } = answer.response
  if (status === 401 || status === 404) throw new SocialLoginError({ reason: 'stateExpired' })
  if (status !== 200 && status !== 202) throw unavailable(new Error(`the relay answered ${status}`))
  const parsed = statusSchema.safeParse(answer.data)
  if (!parsed.success) throw unavailable(parsed.error)
  return parsed.data
}

/**
 * Checks a Sign In With Farcaster message with the auth-client (`verifySignInMessage`): its form
 * (statement, chain 10, one fid resource, not expired), its `domain` and `nonce`, its signature, and that
 * the signer is the fid's custody address (IdRegistry) or one of its auth addresses (KeyRegistry), read
 * on the client's chain. Answers the fid it proves. A failed check is 'tokenInvalid' (401); a chain that
 * cannot be read in time, 'providerUnavailable' (502).
 *
 * @example
 * const { fid } = await verifyFarcasterSignIn(client, { nonce, domain: 'shop.example', message, signature, timeoutMs: 10_000 })
 */
export async function verifyFarcasterSignIn(
  client: AppClient,
  {
    nonce,
    domain,
    message,
    signature,
    timeoutMs,
  }: { nonce: string; domain: string; message: string; signature: `0x${string}`; timeoutMs: number },
): Promise<{ fid: number }> {
  const result = await withinTimeout(timeoutMs, () =>
    client.verifySignInMessage({ nonce, domain, message, signature, acceptAuthAddress: true }),
  )
  if (result.isError) {
    const code = result.error?.errCode
    throw code === 'unauthorized' || code === 'bad_request.validation_failure'
      ? new SocialLoginError({ reason: 'tokenInvalid', provider: LABEL, cause: result.error })
      : unavailable(result.error)
  }
  if (!result.success || !Number.isSafeInteger(result.fid) || result.fid <= 0)
    throw new SocialLoginError({
      reason: 'tokenInvalid',
      provider: LABEL,
      cause: new Error('the message proves no fid'),
    })
  return { fid: result.fid }
}
