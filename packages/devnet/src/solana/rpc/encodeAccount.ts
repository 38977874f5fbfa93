import { toBase58 } from '../base58.js'
import type { Ledger } from '../ledger/createLedger.js'
import { decodeMint, decodeTokenAccount, tokenProgramName, uiTokenAmount } from '../ledger/tokenAccounts.js'
import type { LedgerAccount } from '../ledger/types.js'
import { invalidParams, RpcError, RpcErrorCode } from './RpcError.js'

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'

const MAX_BASE58_BYTES = 128

/**
 * An account as the RPC writes it (UiAccount): data in the asked encoding (the legacy default 'binary' is
 * a bare base58 string), `jsonParsed` for SPL mints and token accounts, and base64 for what it cannot parse,
 * as the validator falls back.
 */
export function encodeAccount(
  ledger: Pick<Ledger, 'getAccount'>,
  account: LedgerAccount,
  encoding: AccountEncoding = 'binary',
  dataSlice?: { offset: number; length: number },
) {
  return {
    data: encodeAccountData(ledger, account, encoding, dataSlice),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: account.rentEpoch,
    space: account.data.length,
  }
}

/**
 * Checks an encoding before any account is read, as the validator does: jsonParsed takes no data slice,
 * and this ledger cannot compress (base64+zstd).
 */
export function checkAccountEncoding(encoding: AccountEncoding | undefined, dataSlice?: unknown): void {
  if (encoding === 'jsonParsed' && dataSlice) {
    throw new RpcError(
      RpcErrorCode.invalidRequest,
      'Sliced account data can only be encoded using binary (base 58) or base64 encoding.',
    )
  }
  if (encoding === 'base64+zstd') {
    throw invalidParams('Invalid params: base64+zstd is not supported by the local ledger, use base64.')
  }
}

function encodeAccountData(
  ledger: Pick<Ledger, 'getAccount'>,
  account: LedgerAccount,
  encoding: AccountEncoding,
  dataSlice: { offset: number; length: number } | undefined,
): unknown {
  if (encoding === 'jsonParsed') {
    const parsed = parseAccountData(ledger, account)
    if (parsed) return parsed
  }
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (encoding === 'binary' || encoding === 'base58') {
    if (data.length > MAX_BASE58_BYTES) {
      throw new RpcError(
        RpcErrorCode.invalidRequest,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    }
    return encoding === 'binary' ? toBase58(data) : [toBase58(data), 'base58']
  }
  return [Buffer.from(data).toString('base64'), 'base64']
}

/**
 * The `jsonParsed` data of SPL mints and token accounts (spl-token and spl-token-2022 base layouts; a
 * token account's decimals come from its mint). Undefined for anything else.
 */
export function parseAccountData(ledger: Pick<Ledger, 'getAccount'>, account: LedgerAccount) {
  const program = tokenProgramName(account.owner)
  if (!program) return undefined
  const space = account.data.length
  const mint = decodeMint(account.owner, account.data)
  if (mint) {
    return {
      program,
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
        type: 'mint',
      },
      space,
    }
  }
  const token = decodeTokenAccount(account.owner, account.data)
  if (!token) return undefined
  const mintAccount = ledger.getAccount(token.mint)
  const decimals = mintAccount && decodeMint(mintAccount.owner, mintAccount.data)?.decimals
  if (decimals === undefined || decimals === null) return undefined
  const amount = (value: bigint) => uiTokenAmount(value, decimals)
  return {
    program,
    parsed: {
      info: {
        isNative: token.isNative !== null,
        mint: token.mint,
        owner: token.owner,
        state: token.state,
        tokenAmount: amount(token.amount),
        ...(token.delegate
          ? { delegate: token.delegate, delegatedAmount: amount(token.delegatedAmount) }
          : {}),
        ...(token.isNative !== null ? { rentExemptReserve: amount(token.isNative) } : {}),
        ...(token.closeAuthority ? { closeAuthority: token.closeAuthority } : {}),
      },
      type: 'account',
    },
    space,
  }
}
