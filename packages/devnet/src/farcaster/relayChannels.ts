import { randomUUID } from 'node:crypto'
import { generateSiweNonce } from 'viem/siwe'
import type { AuthenticateBody, CreateChannelBody } from './relaySchemas.js'

/** A channel's answer on `/v1/channel/status` (auth-client's StatusAPIResponse). */
export interface ChannelStatus {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  message?: string
  signature?: `0x${string}`
  authMethod?: 'custody' | 'authAddress'
  fid?: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  verifications?: string[]
  custody?: `0x${string}`
  signatureParams: Omit<CreateChannelBody, 'acceptAuthAddress'> & { nonce: string }
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
}

interface Channel {
  createdAt: number
  status: ChannelStatus
}

/** The relay's channels in memory, each living `ttlMs` on the `now` clock from its creation. */
export interface RelayChannels {
  create(
    request: CreateChannelBody,
    metadata: ChannelStatus['metadata'],
  ): { channelToken: string; url: string; nonce: string }
  /** The channel's status, or undefined for an unknown or expired token. */
  get(channelToken: string): ChannelStatus | undefined
  complete(channelToken: string, body: AuthenticateBody, signer: `0x${string}`): ChannelStatus
}

/** The sign-in link of a channel: `signInUrl` with the request in its query (as farcaster.xyz/~/siwf). */
export function signInLink(
  signInUrl: string,
  channelToken: string,
  params: ChannelStatus['signatureParams'],
) {
  const url = new URL(signInUrl)
  url.searchParams.set('channelToken', channelToken)
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value)
  return url.toString()
}

export function createRelayChannels(options: {
  signInUrl: string
  ttlMs: number
  now: () => number
}): RelayChannels {
  const { signInUrl, ttlMs, now } = options
  const channels = new Map<string, Channel>()
  const sweep = () => {
    for (const [token, channel] of channels) if (now() - channel.createdAt >= ttlMs) channels.delete(token)
  }
  return {
    create(request, metadata) {
      sweep()
      const channelToken = randomUUID()
      const { acceptAuthAddress = false, nonce: asked, siweUri, domain, ...optional } = request
      const nonce = asked ?? generateSiweNonce()
      // The link's query follows farcaster.xyz/~/siwf: channelToken, nonce, siweUri, domain, then the rest.
      const signatureParams = { nonce, siweUri, domain, ...optional }
      const url = signInLink(signInUrl, channelToken, signatureParams)
      const status: ChannelStatus = {
        state: 'pending',
        nonce,
        url,
        signatureParams,
        metadata,
        acceptAuthAddress,
      }
      channels.set(channelToken, { createdAt: now(), status })
      return { channelToken, url, nonce }
    },
    get(channelToken) {
      const channel = channels.get(channelToken)
      if (!channel) return undefined
      if (now() - channel.createdAt >= ttlMs) {
        channels.delete(channelToken)
        return undefined
      }
      return channel.status
    },
    complete(channelToken, body, signer) {
      const channel = channels.get(channelToken)
      if (!channel) throw new Error(`no channel ${channelToken}`)
      const authMethod = body.authMethod ?? 'custody'
      channel.status = {
        ...channel.status,
        state: 'completed',
        message: body.message,
        signature: body.signature,
        authMethod,
        fid: body.fid,
        username: body.username,
        bio: body.bio,
        displayName: body.displayName,
        pfpUrl: body.pfpUrl,
        verifications: [],
        // The custody address signs unless the app says an auth address did.
        ...(authMethod === 'custody' ? { custody: signer } : {}),
      }
      return channel.status
    },
  }
}
