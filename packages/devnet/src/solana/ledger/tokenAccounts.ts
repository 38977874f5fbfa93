import { fromBase58, toBase58 } from '../base58.js'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** The RPC's name of a token program in jsonParsed answers, or undefined for any other owner. */
export function tokenProgramName(owner: string): 'spl-token' | 'spl-token-2022' | undefined {
  if (owner === TOKEN_PROGRAM) return 'spl-token'
  if (owner === TOKEN_2022_PROGRAM) return 'spl-token-2022'
  return undefined
}

/** A token amount as the RPC writes it: raw amount as a string, decimals, and the UI values. */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** The base layout of an SPL mint (82 bytes; Token-2022 extensions after byte 165 are not read). */
export interface MintState {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

/** The base layout of an SPL token account (165 bytes). */
export interface TokenAccountState {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

const MINT_SIZE = 82
const ACCOUNT_SIZE = 165
// Token-2022 marks extended accounts with a type byte right after the 165-byte base.
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

function isKind(data: Uint8Array, owner: string, baseSize: number, accountType: number): boolean {
  if (data.length === baseSize) return true
  return owner === TOKEN_2022_PROGRAM && data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] === accountType
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)
const pubkeyAt = (data: Uint8Array, offset: number) => toBase58(data.subarray(offset, offset + 32))
const optionalPubkeyAt = (data: Uint8Array, offset: number) =>
  view(data).getUint32(offset, true) === 1 ? pubkeyAt(data, offset + 4) : null

/** Reads a mint owned by a token program; undefined if the data is not a mint. */
export function decodeMint(owner: string, data: Uint8Array): MintState | undefined {
  if (!tokenProgramName(owner) || !isKind(data, owner, MINT_SIZE, ACCOUNT_TYPE_MINT)) return undefined
  return {
    mintAuthority: optionalPubkeyAt(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44]!,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalPubkeyAt(data, 46),
  }
}

/** Reads a token account owned by a token program; undefined if the data is not a token account. */
export function decodeTokenAccount(owner: string, data: Uint8Array): TokenAccountState | undefined {
  if (!tokenProgramName(owner) || !isKind(data, owner, ACCOUNT_SIZE, ACCOUNT_TYPE_ACCOUNT)) return undefined
  const dataView = view(data)
  const state = data[108]
  return {
    mint: pubkeyAt(data, 0),
    owner: pubkeyAt(data, 32),
    amount: dataView.getBigUint64(64, true),
    delegate: optionalPubkeyAt(data, 72),
    state: state === 1 ? 'initialized' : state === 2 ? 'frozen' : 'uninitialized',
    isNative: dataView.getUint32(109, true) === 1 ? dataView.getBigUint64(113, true) : null,
    delegatedAmount: dataView.getBigUint64(121, true),
    closeAuthority: optionalPubkeyAt(data, 129),
  }
}

/** Packs a classic SPL mint (82 bytes), for the genesis accounts. */
export function encodeMint(mint: MintState): Uint8Array {
  const data = new Uint8Array(MINT_SIZE)
  const dataView = view(data)
  writeOptionalPubkey(data, 0, mint.mintAuthority)
  dataView.setBigUint64(36, mint.supply, true)
  data[44] = mint.decimals
  data[45] = mint.isInitialized ? 1 : 0
  writeOptionalPubkey(data, 46, mint.freezeAuthority)
  return data
}

/** Packs a classic, initialized SPL token account (165 bytes) holding `amount`, for the genesis accounts. */
export function encodeTokenAccount(account: { mint: string; owner: string; amount: bigint }): Uint8Array {
  const data = new Uint8Array(ACCOUNT_SIZE)
  data.set(fromBase58(account.mint), 0)
  data.set(fromBase58(account.owner), 32)
  view(data).setBigUint64(64, account.amount, true)
  data[108] = 1
  return data
}

function writeOptionalPubkey(data: Uint8Array, offset: number, key: string | null) {
  if (key === null) return
  view(data).setUint32(offset, 1, true)
  data.set(fromBase58(key), offset + 4)
}

/**
 * The RPC's token amount: `uiAmountString` is the exact decimal with trailing zeros trimmed, `uiAmount`
 * the same as a float (the validator's f64, deprecated but still sent).
 */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString()
  let uiAmountString = digits
  if (decimals > 0) {
    const padded = digits.padStart(decimals + 1, '0')
    const whole = padded.slice(0, -decimals)
    const fraction = padded.slice(-decimals).replace(/0+$/, '')
    uiAmountString = fraction ? `${whole}.${fraction}` : whole
  }
  return { amount: digits, decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
