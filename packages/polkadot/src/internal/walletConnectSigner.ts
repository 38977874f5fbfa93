import type { WalletConnectConnector } from '@foyer/core'
import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../errors/polkadot.js'
import { decodeSs58Address } from '../ss58/decodeSs58Address.js'
import type { Injected, SignerResult, SignRawPayload } from '../types.js'
import { fromHex, toHex } from './hex.js'
import { routeFor, type SessionAccount } from './walletConnectAccounts.js'
import { ensureWrapped } from './wrapBytes.js'

/** WalletConnect's codes for a request the person declined (its SDK errors 5000-5002). */
const REJECTED_CODES = new Set([5000, 5001, 5002])

const hexSignature = z
  .string()
  .check(z.regex(/^0x(?:[0-9a-fA-F]{2}){64,66}$/, 'expected hex of 64 to 66 bytes'))
/** `polkadot_signMessage`'s answer. */
const signMessageAnswer = z.object({ signature: hexSignature })
/** `polkadot_signTransaction`'s answer; `signedTransaction` when the payload asked for it (`withSignedTransaction`). */
const signTransactionAnswer = z.object({
  signature: hexSignature,
  signedTransaction: z.optional(z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'expected hex'))),
})

/** What the wallet answered, checked against `schema`; `InvalidWalletResponseError` naming the method otherwise. */
function parseAnswer<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const reason = result.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
  throw new InvalidWalletResponseError({ details: `${method}: ${reason.join('; ')}` })
}

/** A declined request as the error an extension gives (code 4001), which the adapter types as a rejection. */
function toExtensionError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'number' || !REJECTED_CODES.has(code)) return error
  const message = (error as { message?: unknown }).message
  return Object.assign(new Error(typeof message === 'string' ? message : 'User rejected.'), {
    code: 4001,
    cause: error,
  })
}

export interface WalletConnectSignerParameters {
  connector: WalletConnectConnector
  /** The session's polkadot accounts now. */
  accounts(): SessionAccount[]
  /** The CAIP-2 id of the network the connection is on (the adapter's), to send requests on. */
  network(): string | undefined
}

/**
 * An extension's `signer` over the session, in WalletConnect's Polkadot RPC: `signRaw` is
 * `polkadot_signMessage` `{ address, data, type }` (`SignerPayloadRaw`; for `type: 'bytes'` the data is
 * `<Bytes>…</Bytes>`-wrapped first unless it already is, as the RPC asks), `signPayload` is
 * `polkadot_signTransaction` `{ address, transactionPayload }` (`SignerPayloadJSON`, its `address` the
 * outer one). Each request goes on the chain the session approved the account on, the transaction's own
 * (its genesis hash) or the connection's network first, with the address the session lists there. The
 * answers `{ signature }` (and `signedTransaction`) are checked; a declined request throws code 4001.
 */
export function createWalletConnectSigner({
  connector,
  accounts,
  network,
}: WalletConnectSignerParameters): Injected['signer'] {
  let id = 0

  const send = async (method: string, params: Record<string, unknown>, chain: string) => {
    const provider = connector.getProvider('polkadot')
    if (!provider) throw Object.assign(new Error('The WalletConnect session has ended'), { code: 4900 })
    try {
      return await provider.request({ method, params }, chain)
    } catch (error) {
      throw toExtensionError(error)
    }
  }

  /** The session's account behind `address` (any network's SS58 form) and its chain for this request. */
  const route = (address: unknown, chain: string | undefined): SessionAccount => {
    let key: string | undefined
    try {
      key = toHex(decodeSs58Address(String(address)).publicKey)
    } catch (cause) {
      throw Object.assign(new Error(`${String(address)} is not a Polkadot address`), { code: 4100, cause })
    }
    const account = routeFor(accounts(), key, [chain, network()])
    if (!account)
      throw Object.assign(new Error(`${String(address)} is not an account of the WalletConnect session`), {
        code: 4100,
      })
    return account
  }

  return {
    async signRaw({ address, data, type }: SignRawPayload): Promise<SignerResult> {
      const bytes = fromHex(data)
      if (!bytes) throw Object.assign(new Error('signRaw: data must be hex'), { code: -32602 })
      const account = route(address, undefined)
      const params = {
        address: account.address,
        data: type === 'payload' ? toHex(bytes) : toHex(ensureWrapped(bytes)),
        type: type === 'payload' ? 'payload' : 'bytes',
      }
      const answer = await send('polkadot_signMessage', params, account.chain)
      const { signature } = parseAnswer(signMessageAnswer, answer, 'polkadot_signMessage')
      return { id: ++id, signature: signature as `0x${string}` }
    },
    async signPayload(
      payload: Record<string, unknown>,
    ): Promise<SignerResult & { signedTransaction?: string }> {
      const genesis = payload.genesisHash
      const chain =
        typeof genesis === 'string' && /^0x[0-9a-fA-F]{64}$/.test(genesis)
          ? `polkadot:${genesis.slice(2, 34).toLowerCase()}`
          : undefined
      const account = route(payload.address, chain)
      const params = {
        address: account.address,
        transactionPayload: { ...payload, address: account.address },
      }
      const answer = await send('polkadot_signTransaction', params, account.chain)
      const { signature, signedTransaction } = parseAnswer(
        signTransactionAnswer,
        answer,
        'polkadot_signTransaction',
      )
      return {
        id: ++id,
        signature: signature as `0x${string}`,
        ...(signedTransaction === undefined ? {} : { signedTransaction }),
      }
    },
  }
}
