import type { WalletConnectConnector } from '@foyer/core'
import type { BitcoinAddressPurpose, BitcoinChain } from '../types.js'
import type { BitcoinAccount } from './client.js'
import { isBitcoinAddress, isTaprootAddress } from './parseAccounts.js'
import { toBitcoinChain } from './toBitcoinChain.js'
import type { AccountAddress } from './walletConnectAnswers.js'

/** The ordinals address of an account, as the wallet told it. */
export interface OrdinalsAddress {
  address: string
  /** Hex; empty when the wallet gave none. */
  publicKey: string
}

/** The addresses of one approved chain: the account (the payment address) and the ordinals one if told. */
export interface ChainAddresses {
  payment: string
  /** A taproot address the session itself lists beside the account. */
  ordinals: string | undefined
}

/** BIP-86's first external address (m/86'/coin'/account'/0/0): the taproot address of an account. */
const FIRST_TAPROOT_PATH = /^m\/86['h]\/\d+['h]\/\d+['h]\/0\/0$/

/**
 * The session's bip122 addresses on each chain it approved (CAIP-10 'bip122:<reference>:<address>', of a
 * network wallets name). WalletConnect's Bitcoin RPC connects an account by its first external address,
 * the native segwit one: the account, Foyer's payment address, is the chain's first non-taproot address
 * (else its first). A taproot address listed beside it is the ordinals one. Others are not shown.
 */
export function readSessionAddresses(connector: WalletConnectConnector): Map<BitcoinChain, ChainAddresses> {
  const byChain = new Map<BitcoinChain, string[]>()
  for (const account of connector.getAccounts?.('bip122') ?? []) {
    const [namespace, reference, address, ...rest] = account.split(':')
    const chain = namespace === 'bip122' && reference ? toBitcoinChain(`bip122:${reference}`) : undefined
    if (!chain || rest.length > 0 || !isBitcoinAddress(address)) continue
    const addresses = byChain.get(chain) ?? []
    if (!addresses.includes(address)) addresses.push(address)
    byChain.set(chain, addresses)
  }
  const result = new Map<BitcoinChain, ChainAddresses>()
  for (const [chain, addresses] of byChain) {
    const payment = addresses.find((address) => !isTaprootAddress(address)) ?? addresses[0]!
    const ordinals = addresses.find((address) => address !== payment && isTaprootAddress(address))
    result.set(chain, { payment, ordinals })
  }
  return result
}

/**
 * The ordinals address among an account's addresses (`getAccountAddresses`, `bip122_addressesChanged`):
 * the one whose intention is 'ordinal', else one without an intention at BIP-86's first external path.
 */
export function pickOrdinals(
  entries: readonly AccountAddress[],
  payment: string,
): OrdinalsAddress | undefined {
  const usable = entries.filter((entry) => entry.address !== payment && isBitcoinAddress(entry.address))
  const found =
    usable.find((entry) => entry.intention === 'ordinal') ??
    usable.find((entry) => entry.intention === undefined && FIRST_TAPROOT_PATH.test(entry.path ?? ''))
  return found && { address: found.address, publicKey: found.publicKey?.toLowerCase() ?? '' }
}

/**
 * The accounts to show, each with the chains it is on (testnet and signet share their addresses): the
 * payment address of each chain and the ordinals one, of the adapter's `purposes`.
 */
export function toBitcoinAccounts(
  addresses: ReadonlyMap<BitcoinChain, ChainAddresses>,
  ordinalsOf: (chain: BitcoinChain, payment: string) => OrdinalsAddress | undefined,
  purposes: readonly BitcoinAddressPurpose[],
): BitcoinAccount[] {
  const accounts: BitcoinAccount[] = []
  const add = (address: string, publicKey: string, purpose: BitcoinAddressPurpose, chain: BitcoinChain) => {
    if (!purposes.includes(purpose)) return
    const same = accounts.find((account) => account.address === address && account.purpose === purpose)
    if (same) same.chains.push(chain)
    else accounts.push({ address, publicKey, purpose, chains: [chain] })
  }
  for (const [chain, { payment, ordinals }] of addresses) {
    add(payment, '', 'payment', chain)
    const told = ordinals ? { address: ordinals, publicKey: '' } : ordinalsOf(chain, payment)
    if (told) add(told.address, told.publicKey, 'ordinals', chain)
  }
  return accounts
}
