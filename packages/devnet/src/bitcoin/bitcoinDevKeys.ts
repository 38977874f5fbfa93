import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'

/** The Bitcoin networks the dev wallet knows, as the Wallet Standard names them. */
export type BitcoinDevChain = 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:signet' | 'bitcoin:regtest'

/** What a dev account's address is for: Xverse's and the Bitcoin Wallet Standard's two purposes. */
export type BitcoinDevPurpose = 'payment' | 'ordinals'

/** One key of the dev wallet on one network, with its address. */
export interface BitcoinDevKey {
  purpose: BitcoinDevPurpose
  /** p2wpkh for payment, p2tr (BIP-86 key path) for ordinals. */
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** 33-byte compressed key (payment) or 32-byte x-only internal key (ordinals). */
  publicKey: Uint8Array
  privateKey: Uint8Array
  /** The output script the address pays to. */
  script: Uint8Array
  /** The networks whose addresses these are (testnet and signet share theirs: `tb1…`). */
  chains: BitcoinDevChain[]
}

/** Regtest's bech32 prefix (`bcrt`); its other parameters are testnet's. */
const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' }

/** The networks by address family: mainnet `bc1`, test networks `tb1`, regtest `bcrt1`. */
const families: { chains: BitcoinDevChain[]; network: typeof NETWORK }[] = [
  { chains: ['bitcoin:mainnet'], network: NETWORK },
  { chains: ['bitcoin:testnet', 'bitcoin:signet'], network: TEST_NETWORK },
  { chains: ['bitcoin:regtest'], network: REGTEST_NETWORK },
]

/**
 * The secret key of the dev wallet's `purpose` account `index`: SHA-256 of a public label, like the
 * Solana dev accounts. Test keys only: anyone can derive them.
 */
export function bitcoinDevPrivateKey(purpose: BitcoinDevPurpose, index = 0): Uint8Array {
  return sha256(new TextEncoder().encode(`foyer-devnet/bitcoin/${purpose}/${index}`))
}

/**
 * The dev wallet's keys on the networks of `chains`: a payment (p2wpkh) and an ordinals (p2tr) key, each
 * with its address per address family (mainnet, the test networks, regtest), payment first.
 *
 * @example
 * const [payment, ordinals] = bitcoinDevKeys(['bitcoin:testnet'])
 * payment.address // 'tb1q…'
 */
export function bitcoinDevKeys(chains: readonly BitcoinDevChain[], index = 0): BitcoinDevKey[] {
  const paymentKey = bitcoinDevPrivateKey('payment', index)
  const ordinalsKey = bitcoinDevPrivateKey('ordinals', index)
  const paymentPublic = secp256k1.getPublicKey(paymentKey, true)
  const ordinalsPublic = secp256k1.getPublicKey(ordinalsKey, true).slice(1)
  const keys: BitcoinDevKey[] = []
  for (const family of families) {
    const served = family.chains.filter((chain) => chains.includes(chain))
    if (served.length === 0) continue
    const payment = p2wpkh(paymentPublic, family.network)
    const ordinals = p2tr(ordinalsPublic, undefined, family.network)
    keys.push(
      {
        purpose: 'payment',
        addressType: 'p2wpkh',
        address: payment.address as string,
        publicKey: paymentPublic,
        privateKey: paymentKey,
        script: payment.script,
        chains: served,
      },
      {
        purpose: 'ordinals',
        addressType: 'p2tr',
        address: ordinals.address as string,
        publicKey: ordinalsPublic,
        privateKey: ordinalsKey,
        script: ordinals.script,
        chains: served,
      },
    )
  }
  return keys
}
