import { toBase58 } from '../base58.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, uiTokenAmount } from '../ledger/tokenAccounts.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])

/** An instruction of a jsonParsed answer: parsed when the program is known, else partially decoded. */
export type UiInstruction =
  | { program: string; programId: string; parsed: unknown; stackHeight: number | null }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

type Parsed = { type: string; info: Record<string, unknown> } | string | undefined

/**
 * Parses an instruction as the validator's jsonParsed encoding does for the programs wallets meet most:
 * System (transfer, createAccount, assign, allocate), SPL Token (transfers, mints, burns, approve, close,
 * account setup), Associated Token (create, createIdempotent) and Memo. Others stay partially decoded.
 */
export function parseInstruction(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
  stackHeight: number | null,
): UiInstruction {
  let parsed: Parsed
  let program = ''
  try {
    if (programId === SYSTEM_PROGRAM) [program, parsed] = ['system', parseSystem(accounts, data)]
    else if (programId === TOKEN_PROGRAM) [program, parsed] = ['spl-token', parseToken(accounts, data)]
    else if (programId === TOKEN_2022_PROGRAM)
      [program, parsed] = ['spl-token-2022', parseToken(accounts, data)]
    else if (programId === ASSOCIATED_TOKEN_PROGRAM)
      [program, parsed] = ['spl-associated-token-account', parseAta(accounts, data)]
    else if (MEMO_PROGRAMS.has(programId))
      [program, parsed] = ['spl-memo', new TextDecoder('utf-8', { fatal: true }).decode(data)]
  } catch {
    parsed = undefined // short or malformed data: the validator leaves such instructions unparsed too
  }
  if (parsed !== undefined) return { program, programId, parsed, stackHeight }
  return { programId, accounts: [...accounts], data: toBase58(data), stackHeight }
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)
const keyAt = (data: Uint8Array, offset: number) => {
  if (data.length < offset + 32) throw new RangeError('data too short')
  return toBase58(data.subarray(offset, offset + 32))
}
const need = (accounts: readonly string[], count: number) => {
  if (accounts.length < count) throw new RangeError('not enough accounts')
  return accounts
}

function parseSystem(accounts: readonly string[], data: Uint8Array): Parsed {
  const dataView = view(data)
  switch (dataView.getUint32(0, true)) {
    case 0: {
      const [source, newAccount] = need(accounts, 2)
      const owner = keyAt(data, 20)
      const info = {
        source,
        newAccount,
        lamports: dataView.getBigUint64(4, true),
        space: dataView.getBigUint64(12, true),
        owner,
      }
      return { type: 'createAccount', info }
    }
    case 1:
      return { type: 'assign', info: { account: need(accounts, 1)[0], owner: keyAt(data, 4) } }
    case 2: {
      const [source, destination] = need(accounts, 2)
      return { type: 'transfer', info: { source, destination, lamports: dataView.getBigUint64(4, true) } }
    }
    case 8:
      return {
        type: 'allocate',
        info: { account: need(accounts, 1)[0], space: dataView.getBigUint64(4, true) },
      }
    default:
      return undefined
  }
}

function parseToken(accounts: readonly string[], data: Uint8Array): Parsed {
  const amount = () => view(data).getBigUint64(1, true)
  const checked = () => {
    if (data.length < 10) throw new RangeError('data too short')
    return uiTokenAmount(amount(), data[9]!)
  }
  switch (data[0]) {
    case 3: {
      const [source, destination, authority] = need(accounts, 3)
      return { type: 'transfer', info: { source, destination, authority, amount: amount().toString() } }
    }
    case 4: {
      const [source, delegate, owner] = need(accounts, 3)
      return { type: 'approve', info: { source, delegate, owner, amount: amount().toString() } }
    }
    case 7: {
      const [mint, account, mintAuthority] = need(accounts, 3)
      return { type: 'mintTo', info: { mint, account, mintAuthority, amount: amount().toString() } }
    }
    case 8: {
      const [account, mint, authority] = need(accounts, 3)
      return { type: 'burn', info: { account, mint, authority, amount: amount().toString() } }
    }
    case 9: {
      const [account, destination, owner] = need(accounts, 3)
      return { type: 'closeAccount', info: { account, destination, owner } }
    }
    case 12: {
      const [source, mint, destination, authority] = need(accounts, 4)
      return {
        type: 'transferChecked',
        info: { source, mint, destination, authority, tokenAmount: checked() },
      }
    }
    case 14: {
      const [mint, account, mintAuthority] = need(accounts, 3)
      return { type: 'mintToChecked', info: { mint, account, mintAuthority, tokenAmount: checked() } }
    }
    case 15: {
      const [account, mint, authority] = need(accounts, 3)
      return { type: 'burnChecked', info: { account, mint, authority, tokenAmount: checked() } }
    }
    case 17:
      return { type: 'syncNative', info: { account: need(accounts, 1)[0] } }
    case 18: {
      const [account, mint] = need(accounts, 2)
      return { type: 'initializeAccount3', info: { account, mint, owner: keyAt(data, 1) } }
    }
    case 21:
      return { type: 'getAccountDataSize', info: { mint: need(accounts, 1)[0] } }
    case 22:
      return { type: 'initializeImmutableOwner', info: { account: need(accounts, 1)[0] } }
    default:
      return undefined
  }
}

function parseAta(accounts: readonly string[], data: Uint8Array): Parsed {
  const kind = data.length === 0 ? 0 : data[0]
  if (kind !== 0 && kind !== 1) return undefined
  const [source, account, wallet, mint, systemProgram, tokenProgram] = need(accounts, 6)
  return {
    type: kind === 0 ? 'create' : 'createIdempotent',
    info: { source, account, wallet, mint, systemProgram, tokenProgram },
  }
}
