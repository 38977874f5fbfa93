import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

interface BitcoinAddressFormat {
  /** Bech32 human-readable part of segwit addresses. */
  hrp: string
  /** Base58Check version bytes of legacy p2pkh and p2sh addresses. */
  versions: readonly number[]
}

const MAINNET: BitcoinAddressFormat = { hrp: 'bc', versions: [0x00, 0x05] }
const TESTNET: BitcoinAddressFormat = { hrp: 'tb', versions: [0x6f, 0xc4] }

/** Address formats by CAIP-2 bip122 reference (the genesis block hash's first 32 hex digits). */
const formats: Readonly<Record<string, BitcoinAddressFormat>> = {
  '000000000019d6689c085ae165831e93': MAINNET,
  '000000000933ea01ad0ee984209779ba': TESTNET, // testnet3
  '00000000da84f2bafbbc53dee25a72ae': TESTNET, // testnet4
  '00000008819873e925422c1ff0f99f7c': TESTNET, // signet
  '0f9188f13cb7b2c71f2a335e3a4fc328': { hrp: 'bcrt', versions: TESTNET.versions }, // regtest
}

const base58check = createBase58check(sha256)

/** BIP-173 / BIP-350: witness v0 in bech32 with a 20- or 32-byte program, v1–16 in bech32m with 2–40 bytes. */
function isSegwitAddress(address: string, hrp: string): boolean {
  for (const [coder, isBech32m] of [
    [bech32, false],
    [bech32m, true],
  ] as const) {
    const decoded = coder.decodeUnsafe(address, 90)
    if (!decoded || decoded.prefix !== hrp) continue
    const [version, ...words] = decoded.words
    if (version === undefined || version > 16 || (version === 0) === isBech32m) return false
    const program = coder.fromWordsUnsafe(words)
    if (!program) return false
    return version === 0
      ? program.length === 20 || program.length === 32
      : program.length >= 2 && program.length <= 40
  }
  return false
}

/** Base58Check of a version byte and a 20-byte hash (p2pkh or p2sh). */
function isLegacyAddress(address: string, versions: readonly number[]): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return false
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    // A wrong checksum or a character outside the alphabet: not an address.
    return false
  }
  return payload.length === 21 && versions.includes(payload[0] ?? -1)
}

/**
 * The Bitcoin address as sessions keep it, or undefined when it is not an address of the network
 * `reference` (a CAIP-2 bip122 reference: mainnet, testnet3/4, signet, regtest): a segwit one (bech32
 * v0, bech32m v1+, such as p2wpkh `bc1q…` and p2tr `bc1p…`; lower-cased, as BIP-173 allows an all-upper
 * form) or a legacy base58 p2pkh / p2sh one (kept as it is).
 *
 * @example
 * bitcoinSessionAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', '000000000019d6689c085ae165831e93') // the same
 */
export function bitcoinSessionAddress(address: string, reference: string): string | undefined {
  const format = formats[reference]
  if (!format || address.length > 90) return undefined
  if (isSegwitAddress(address, format.hrp)) return address.toLowerCase()
  return isLegacyAddress(address, format.versions) ? address : undefined
}
