import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../errors/polkadot.js'
import { decodeSs58Address } from '../ss58/decodeSs58Address.js'
import type { Injected } from '../types.js'
import type { PolkadotAccount } from './context.js'

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function')
const optionalFn = z.optional(fn)

const injectedSchema = z.object({
  accounts: z.object({ get: fn, subscribe: fn }),
  signer: z.object({ signRaw: optionalFn, signPayload: optionalFn }),
})

const accountSchema = z.object({
  address: z.string().check(z.maxLength(128)),
  name: z.optional(z.string().check(z.maxLength(256))),
  type: z.optional(z.string().check(z.maxLength(32))),
  genesisHash: z.optional(z.nullable(z.string().check(z.maxLength(80)))),
})

/** Account types whose addresses are relay-chain account ids ('ethereum' accounts are H160, for EVM parachains). */
const substrateTypes = new Set(['sr25519', 'ed25519', 'ecdsa'])

/**
 * Checks what `enable(originName)` resolved to (untrusted): `accounts.get` and `accounts.subscribe`
 * functions and a `signer` object; `InvalidWalletResponseError` otherwise.
 */
export function parseInjected(value: unknown): Injected {
  let result: ReturnType<typeof injectedSchema.safeParse>
  try {
    result = injectedSchema.safeParse(value)
  } catch (cause) {
    throw new InvalidWalletResponseError({
      details: 'The extension’s answer to enable could not be read',
      cause,
    })
  }
  if (!result.success) {
    const reason = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new InvalidWalletResponseError({ details: `The extension’s answer to enable: ${reason}` })
  }
  return value as Injected
}

/**
 * The extension's Polkadot accounts from `accounts.get()` or a subscription (untrusted): entries that are
 * SS58 addresses of a 32-byte account id, of a relay-chain key type (or none said), in the extension's
 * order. Malformed entries and 'ethereum' accounts are left out; a list that is not an array is none.
 */
export function parseAccounts(value: unknown): PolkadotAccount[] {
  if (!Array.isArray(value)) return []
  const accounts: PolkadotAccount[] = []
  for (const item of value.slice(0, 1000)) {
    const parsed = accountSchema.safeParse(item)
    if (!parsed.success) continue
    const { address, name, type, genesisHash } = parsed.data
    if (type !== undefined && !substrateTypes.has(type)) continue
    let publicKey: Uint8Array
    try {
      publicKey = decodeSs58Address(address).publicKey
    } catch {
      continue // not an SS58 address (an extension's H160 or a broken entry): not a Polkadot account
    }
    if (publicKey.length !== 32) continue
    accounts.push({ extensionAddress: address, publicKey, name, type, genesisHash })
  }
  return accounts
}
