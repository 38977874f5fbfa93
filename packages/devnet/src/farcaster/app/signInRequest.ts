import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import type { FarcasterDevUser } from '../farcasterDevUsers.js'
import { m } from '../messages.js'

/** The dev Farcaster app page's configuration: `window.__FOYER_FARCASTER_APP__`. */
export interface FarcasterAppConfig {
  /** The local auth relay's URL (startFarcasterRelay's `url`). */
  relayUrl: string
  /** The relay's `authKey`: the page authenticates channels with it, as the Farcaster app does. */
  authKey: string
  /** The users offered (farcasterDevUsers): their profiles and custody keys. */
  users: readonly FarcasterDevUser[]
  /** A JSON-RPC URL for auth-client's viemConnector (not needed to sign in; silences its warning). */
  rpcUrl?: string
}

/** A sign-in request, as the relay's channel link carries it in its query. */
export interface SignInRequest {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

const OPTIONAL = ['notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const

/** Reads the request from a channel link's query string; undefined when a required field is missing. */
export function readSignInRequest(search: string): SignInRequest | undefined {
  const query = new URLSearchParams(search)
  const [channelToken, nonce, siweUri, domain] = ['channelToken', 'nonce', 'siweUri', 'domain'].map(
    (name) => query.get(name) ?? '',
  )
  if (!channelToken || !nonce || !siweUri || !domain) return undefined
  const request: SignInRequest = { channelToken, nonce, siweUri, domain }
  for (const name of OPTIONAL) {
    const value = query.get(name)
    if (value) request[name] = value
  }
  return request
}

export type SignInResult =
  | { ok: true; message: string; signature: `0x${string}` }
  | { ok: false; error: string }

/**
 * Approves `request` as `user`, as the Farcaster app does: builds the Sign In With Farcaster message with
 * auth-client's wallet client, signs it with the user's custody key and authenticates the channel on the
 * relay. Never throws: a failure (relay unreachable, channel expired, message refused) is `{ ok: false,
 * error }`, a sentence for the page.
 */
export async function approveSignIn({
  config,
  request,
  user,
}: {
  config: FarcasterAppConfig
  request: SignInRequest
  user: FarcasterDevUser
}): Promise<SignInResult> {
  const failed = (reason: string) => ({ ok: false as const, error: m('failed', { reason }) })
  try {
    const client = createWalletClient({
      relay: config.relayUrl,
      ethereum: viemConnector(config.rpcUrl ? { rpcUrl: config.rpcUrl } : undefined),
    })
    const built = client.buildSignInMessage({
      address: user.custodyAddress,
      fid: user.fid,
      uri: request.siweUri,
      domain: request.domain,
      nonce: request.nonce,
      ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
      ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
      ...(request.requestId ? { requestId: request.requestId } : {}),
    })
    if (built.isError) return failed(built.error?.message ?? 'the message could not be built')
    const signature = await privateKeyToAccount(user.custodyPrivateKey).signMessage({
      message: built.message,
    })
    const answer = await client.authenticate({
      channelToken: request.channelToken,
      authKey: config.authKey,
      message: built.message,
      signature,
      fid: user.fid,
      username: user.username,
      bio: user.bio,
      displayName: user.displayName,
      pfpUrl: user.pfpUrl,
    })
    if (answer.isError) return failed(m('relayUnreachable', { url: config.relayUrl }))
    if (answer.response.status !== 201) {
      const reason = (answer.data as { error?: unknown }).error
      return failed(typeof reason === 'string' ? reason : `HTTP ${answer.response.status}`)
    }
    return { ok: true, message: built.message, signature }
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error))
  }
}
