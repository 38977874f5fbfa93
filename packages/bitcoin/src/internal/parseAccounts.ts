import type { BitcoinAccount } from './client.js'
import { isBitcoinChain } from './toBitcoinChain.js'

/** Bech32(m) segwit addresses of mainnet, the test networks and regtest; base58 legacy and P2SH ones. */
const ADDRESS = /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/
/** Taproot (segwit v1) addresses: `p` as the witness version. */
const TAPROOT = /^(bc|tb|bcrt)1p/

/** Whether `value` looks like a Bitcoin address (segwit, taproot, legacy or P2SH; any network). */
export const isBitcoinAddress = (value: unknown): value is string =>
  typeof value === 'string' && ADDRESS.test(value)

/** Whether `address` is a taproot (segwit v1) address, the kind wallets keep ordinals on. */
export const isTaprootAddress = (address: string): boolean => TAPROOT.test(address)

const toHex = (bytes: unknown): string =>
  bytes instanceof Uint8Array ? Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') : ''

/**
 * The Bitcoin accounts among what a wallet gave (Wallet Standard accounts, sats-connect addresses):
 * objects whose address looks like a Bitcoin address and whose chains, when the account names any,
 * include a `bitcoin:` one. Its purpose is the account's own (`purpose`, as Exodus' reference wallet and
 * sats-connect give it), else taproot addresses are ordinals and others payment. Anything malformed is
 * dropped with a console.warn; other families' accounts silently. Order is kept, duplicates dropped.
 */
export function parseAccounts(value: unknown): BitcoinAccount[] {
  if (!Array.isArray(value)) {
    console.warn('Foyer: the wallet gave no list of accounts', value)
    return []
  }
  const accounts: BitcoinAccount[] = []
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const { address, chains, purpose, publicKey } = item as Record<string, unknown>
    if (purpose !== undefined && purpose !== 'payment' && purpose !== 'ordinals') continue
    const named = Array.isArray(chains) ? chains.filter((chain) => typeof chain === 'string') : []
    if (named.length > 0 && !named.some((chain: string) => chain.startsWith('bitcoin:'))) continue
    if (!isBitcoinAddress(address)) {
      console.warn('Foyer: ignored a wallet account whose address is not a Bitcoin address', address)
      continue
    }
    if (accounts.some((account) => account.address === address)) continue
    accounts.push({
      address,
      publicKey: typeof publicKey === 'string' ? publicKey : toHex(publicKey),
      purpose: purpose ?? (isTaprootAddress(address) ? 'ordinals' : 'payment'),
      chains: named.filter(isBitcoinChain),
    })
  }
  return accounts
}
