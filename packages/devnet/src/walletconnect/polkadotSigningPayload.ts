import { compactToU8a, hexToU8a, isHex, u8aConcat } from '@polkadot/util'
import { blake2AsU8a } from '@polkadot/util-crypto'
import { t } from '../t.js'
import { invalidParams } from '../wallet/errors.js'
import { requireObject, requireString } from './solanaParams.js'

/**
 * `SignerPayloadJSON` as WalletConnect's `polkadot_signTransaction` carries it (polkadot.js's `toPayload()`:
 * numbers as big-endian hex, `method` the SCALE-encoded call), the fields the wallet reads.
 */
export interface SignerPayload {
  address: string
  blockHash: Uint8Array
  era: Uint8Array
  genesisHash: Uint8Array
  metadataHash: Uint8Array | null
  method: Uint8Array
  mode: number
  nonce: bigint
  specVersion: number
  tip: bigint
  transactionVersion: number
  signedExtensions: string[]
}

type Field = keyof Pick<
  SignerPayload,
  | 'blockHash'
  | 'era'
  | 'genesisHash'
  | 'metadataHash'
  | 'mode'
  | 'nonce'
  | 'specVersion'
  | 'tip'
  | 'transactionVersion'
>

/** What each field adds to the signed bytes (SCALE). */
const encoders: Record<Field, (payload: SignerPayload) => Uint8Array> = {
  blockHash: (payload) => payload.blockHash,
  era: (payload) => payload.era,
  genesisHash: (payload) => payload.genesisHash,
  metadataHash: (payload) => (payload.metadataHash ? u8aConcat([1], payload.metadataHash) : Uint8Array.of(0)),
  mode: (payload) => Uint8Array.of(payload.mode),
  nonce: (payload) => compactToU8a(payload.nonce),
  specVersion: (payload) => u32(payload.specVersion),
  tip: (payload) => compactToU8a(payload.tip),
  transactionVersion: (payload) => u32(payload.transactionVersion),
}

const none = { extra: [], additional: [] } as const
const mortality = { extra: ['era'], additional: ['blockHash'] } as const
const payment = { extra: ['tip'], additional: [] } as const

/**
 * The signed extensions the wallet can sign for, with their fields: `extra` goes in the extrinsic, the
 * `additional` (implicit) part is only signed. Those of Substrate and of the Polkadot relay chains, as
 * polkadot.js knows them (its `signedExtensions/substrate.ts` and `polkadot.ts`); not ChargeAssetTxPayment,
 * whose asset id type is the chain's own.
 */
const extensions: Record<string, { extra: readonly Field[]; additional: readonly Field[] }> = {
  ChargeTransactionPayment: payment,
  CheckBlockGasLimit: none,
  CheckEra: mortality,
  CheckGenesis: { extra: [], additional: ['genesisHash'] },
  CheckMetadataHash: { extra: ['mode'], additional: ['metadataHash'] },
  CheckMortality: mortality,
  CheckNonZeroSender: none,
  CheckNonce: { extra: ['nonce'], additional: [] },
  CheckSpecVersion: { extra: [], additional: ['specVersion'] },
  CheckTxVersion: { extra: [], additional: ['transactionVersion'] },
  CheckVersion: { extra: [], additional: ['specVersion'] },
  CheckWeight: none,
  LimitParathreadCommits: none,
  LockStakingStatus: none,
  OnlyStakingAndClaims: none,
  PrevalidateAttests: none,
  RestrictFunctionality: none,
  SkipCheckIfFeeless: payment,
  TransactionCallFilter: none,
  ValidateDoubleVoteReports: none,
  ValidateEquivocationReport: none,
  WeightReclaim: none,
}

function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

function bytesOf(value: unknown, name: string, length?: number): Uint8Array {
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`${name} must be a 0x hex string`)
  const bytes = hexToU8a(value)
  if (length !== undefined && bytes.length !== length) throw invalidParams(`${name} must be ${length} bytes`)
  return bytes
}

/** A number as polkadot.js writes it in a payload: big-endian hex (or a plain integer). */
function numberOf(value: unknown, name: string, max: bigint): bigint {
  let number: bigint | undefined
  if (typeof value === 'number' && Number.isSafeInteger(value)) number = BigInt(value)
  else if (typeof value === 'string' && isHex(value)) number = value === '0x' ? 0n : BigInt(value)
  if (number === undefined || number < 0n || number > max)
    throw invalidParams(`${name} is not a valid number`)
  return number
}

const U32_MAX = 0xffff_ffffn
const U128_MAX = (1n << 128n) - 1n

/** `era`: immortal (`0x00`) or mortal (two bytes, the first never 0). */
function eraOf(value: unknown): Uint8Array {
  const era = bytesOf(value, 'era')
  const immortal = era.length === 1 && era[0] === 0
  const mortal = era.length === 2 && era[0] !== 0
  if (!immortal && !mortal) throw invalidParams('era is not an encoded ExtrinsicEra')
  return era
}

/** The `transactionPayload` of a `polkadot_signTransaction` request, checked. */
export function readSignerPayload(value: unknown): SignerPayload {
  const input = requireObject(value, 'transactionPayload')
  if (input.version !== 4) throw invalidParams('only extrinsic version 4 payloads are signed')
  const { signedExtensions } = input
  if (!Array.isArray(signedExtensions) || signedExtensions.some((name) => typeof name !== 'string'))
    throw invalidParams('signedExtensions must be an array of names')
  for (const name of signedExtensions as string[])
    if (!Object.hasOwn(extensions, name)) throw invalidParams(t('polkadot.unknownExtension', { name }))
  if (input.assetId !== undefined && input.assetId !== null)
    throw invalidParams('assetId: paying fees in another asset is not supported')
  const mode = input.mode ?? 0
  if (mode !== 0 && mode !== 1) throw invalidParams('mode must be 0 or 1')
  return {
    address: requireString(input.address, 'transactionPayload.address'),
    blockHash: bytesOf(input.blockHash, 'blockHash', 32),
    era: eraOf(input.era),
    genesisHash: bytesOf(input.genesisHash, 'genesisHash', 32),
    metadataHash:
      input.metadataHash === undefined || input.metadataHash === null
        ? null
        : bytesOf(input.metadataHash, 'metadataHash', 32),
    method: bytesOf(input.method, 'method'),
    mode,
    nonce: numberOf(input.nonce, 'nonce', U128_MAX),
    specVersion: Number(numberOf(input.specVersion, 'specVersion', U32_MAX)),
    tip: numberOf(input.tip, 'tip', U128_MAX),
    transactionVersion: Number(numberOf(input.transactionVersion, 'transactionVersion', U32_MAX)),
    signedExtensions: signedExtensions as string[],
  }
}

/**
 * The bytes an account signs for an extrinsic (v4), as polkadot.js's `ExtrinsicPayload.sign` does: the
 * call, the extensions' explicit fields, then their implicit ones, each field once and in the order of
 * `signedExtensions`; hashed with BLAKE2b-256 when longer than 256 bytes.
 *
 * @example
 * const bytes = polkadotSigningPayload(readSignerPayload(request.params.transactionPayload))
 */
export function polkadotSigningPayload(payload: SignerPayload): Uint8Array {
  const fields = (part: 'extra' | 'additional') =>
    payload.signedExtensions.flatMap((name) => extensions[name]?.[part] ?? [])
  // Like the Struct polkadot.js builds with objectSpread: a field two extensions share is there once.
  const ordered = [...new Set([...fields('extra'), ...fields('additional')])]
  const encoded = u8aConcat(payload.method, ...ordered.map((field) => encoders[field](payload)))
  return encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded
}
