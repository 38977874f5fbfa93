import { type Address, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { m } from './messages.js'

const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/
const STATEMENTS = ['Farcaster Auth', 'Farcaster Connect']
const OPTIMISM = 10

export interface CheckSignInMessageParameters {
  message: string
  signature: `0x${string}`
  fid: number
  /** What the channel asked for. */
  channel: { nonce: string; domain: string }
  /** The relay's clock (ms): an expired message is refused. */
  now: number
}

/** What the relay learnt from a valid sign-in message. */
export interface CheckedSignInMessage {
  address: Address
}

/**
 * Checks an authenticate request's Sign In With Farcaster message before the relay completes a channel
 * with it: it parses as SIWE with Farcaster's statement, chain (10) and a single fid resource equal to
 * `fid`; its nonce and domain are the channel's (so a dev app cannot complete another request); it has not
 * expired; and the signature recovers to the message's address (an EOA signature: the dev users' custody
 * keys are EOAs). Answers the reason for a 400, or the message's address.
 */
export async function checkSignInMessage(
  parameters: CheckSignInMessageParameters,
): Promise<{ error: string } | CheckedSignInMessage> {
  const { message, signature, fid, channel, now } = parameters
  const unparsable = (reason: string) => ({ error: m('unparsableMessage', { reason }) })
  let parsed: ReturnType<typeof parseSiweMessage>
  try {
    parsed = parseSiweMessage(message)
  } catch (error) {
    return unparsable(error instanceof Error ? error.message : String(error))
  }
  if (!parsed.address || !parsed.domain || !parsed.nonce || !parsed.uri || parsed.version !== '1')
    return unparsable('it lacks an address, domain, nonce, URI or version 1')
  if (!parsed.statement || !STATEMENTS.includes(parsed.statement))
    return unparsable(`the statement must be "${STATEMENTS[0]}"`)
  if (parsed.chainId !== OPTIMISM) return unparsable(`the chain ID must be ${OPTIMISM}`)
  const fids = (parsed.resources ?? []).flatMap((resource) => {
    const match = FID_RESOURCE.exec(resource)
    return match ? [Number(match[1])] : []
  })
  if (fids.length !== 1) return unparsable('it must hold exactly one farcaster://fid/<fid> resource')
  if (parsed.nonce !== channel.nonce)
    return { error: m('nonceMismatch', { actual: parsed.nonce, expected: channel.nonce }) }
  if (parsed.domain !== channel.domain)
    return { error: m('domainMismatch', { actual: parsed.domain, expected: channel.domain }) }
  if (fids[0] !== fid) return { error: m('fidMismatch', { actual: fids[0]!, expected: fid }) }
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now) return unparsable('it has expired')
  const signed = await verifyMessage({ address: parsed.address, message, signature }).catch(() => false)
  if (!signed) return { error: m('badSignature', { address: parsed.address }) }
  return { address: parsed.address }
}
