import type { ChainNamespace, Network } from '@foyer/core'
import { InvalidRpcResponseError } from '@foyer/core/adapter'
import { encodeBase58 } from '@foyer/protocol'

/** A call on the session for the CAIP-2 chain `chain` (the wallet's answer, or a typed error). */
export type SessionCall = (method: string, params: unknown, chain: string) => Promise<unknown>

/**
 * What basic WalletConnect mode says differently in each family: how to read a native balance from the
 * network's RPC, how the wallet signs a message, and how a switch is told to the wallet. Each follows
 * WalletConnect's RPC reference for its namespace.
 */
export interface Dialect {
  /** The JSON-RPC call that reads the native balance of `address`, and its answer in smallest units. */
  balance: { method: string; params(address: string): unknown[]; units(result: unknown): bigint | undefined }
  /** Signs the UTF-8 `message` as `address` on `chain`: the signature as the family writes it. */
  signMessage(call: SessionCall, p: { address: string; message: string; chain: string }): Promise<string>
  /** Tells the wallet that the site moved to `network` (eip155: wallet_switchEthereumChain); none elsewhere. */
  switchTo?(call: SessionCall, network: Network): Promise<void>
}

const hex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

const eip155: Dialect = {
  balance: {
    method: 'eth_getBalance',
    params: (address) => [address, 'latest'],
    units: (result) =>
      typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result) ? BigInt(result) : undefined,
  },
  // personal_sign: the message's bytes in hex, then the account (EIP-1193 / WalletConnect's eip155 RPC).
  async signMessage(call, { address, message, chain }) {
    const signature = await call('personal_sign', [hex(new TextEncoder().encode(message)), address], chain)
    if (typeof signature === 'string' && /^0x[0-9a-f]{130}$/i.test(signature)) return signature
    throw new InvalidRpcResponseError({
      details: `personal_sign: expected a 65-byte signature, received ${typeof signature}`,
    })
  },
  async switchTo(call, network) {
    await call(
      'wallet_switchEthereumChain',
      [{ chainId: `0x${Number(network.id).toString(16)}` }],
      network.caipNetworkId,
    )
  },
}

const solana: Dialect = {
  balance: {
    method: 'getBalance',
    params: (address) => [address, { commitment: 'confirmed' }],
    units: (result) => {
      const value = (result as { value?: unknown } | null)?.value
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? BigInt(value)
        : undefined
    },
  },
  // solana_signMessage: the message's bytes in base58 and the account; the answer's signature in base58.
  async signMessage(call, { address, message, chain }) {
    const result = await call(
      'solana_signMessage',
      { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
      chain,
    )
    const signature = (result as { signature?: unknown } | null)?.signature
    if (typeof signature === 'string' && /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature)) return signature
    throw new InvalidRpcResponseError({ details: 'solana_signMessage: expected a base58 "signature"' })
  },
}

const dialects: Partial<Record<ChainNamespace, Dialect>> = { eip155, solana }

/** The dialect of `namespace`, or undefined for a family basic mode does not speak. */
export const dialectOf = (namespace: ChainNamespace): Dialect | undefined => dialects[namespace]
