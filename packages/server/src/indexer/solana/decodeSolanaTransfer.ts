import type { SolanaTransferRow } from './types.js'

/** A parsed instruction of a jsonParsed block (unparsed ones have no `parsed` object). */
export interface UiInstruction {
  program?: string
  programId?: string
  parsed?: { type?: string; info?: Record<string, unknown> } | string
}

/** A transfer of a transaction, before it is numbered within the transaction. */
export type SolanaTransfer = Omit<SolanaTransferRow, 'transferIndex'>

/** A token account as the transaction's token balances tell it. */
export interface TokenAccount {
  owner: string | undefined
  mint: string
  decimals: number
}

/** What every transfer of a transaction carries. */
type TransferBase = Pick<SolanaTransfer, 'slot' | 'signature' | 'status' | 'minedAt'>

const TOKEN_PROGRAMS = new Set(['spl-token', 'spl-token-2022'])
const SOL_TRANSFERS = new Set(['transfer', 'transferWithSeed'])

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const amountOf = (info: Record<string, unknown>): string | undefined => {
  const amount = info.amount ?? (info.tokenAmount as { amount?: unknown } | undefined)?.amount
  return typeof amount === 'string' || typeof amount === 'number' ? String(amount) : undefined
}

/**
 * The transfer an instruction makes: a System `transfer` / `transferWithSeed` of SOL, or an SPL (Token
 * and Token-2022) `transfer(Checked)`, `mintTo(Checked)` or `burn(Checked)`; undefined for any other
 * instruction, or one missing what a transfer needs.
 */
export function decodeSolanaTransfer(
  instruction: UiInstruction,
  base: TransferBase,
  tokenAccounts: ReadonlyMap<string, TokenAccount>,
): SolanaTransfer | undefined {
  const parsed = typeof instruction.parsed === 'object' ? instruction.parsed : undefined
  const info = parsed?.info
  if (!parsed?.type || !info) return undefined
  if (instruction.program === 'system' && SOL_TRANSFERS.has(parsed.type)) return solTransferOf(info, base)
  if (!instruction.program || !TOKEN_PROGRAMS.has(instruction.program)) return undefined
  return splTransferOf(parsed.type, info, base, tokenAccounts)
}

function solTransferOf(info: Record<string, unknown>, base: TransferBase): SolanaTransfer | undefined {
  const from = text(info.source)
  const to = text(info.destination)
  const lamports = info.lamports
  if (!from || !to || (typeof lamports !== 'number' && typeof lamports !== 'string')) return undefined
  return { ...base, kind: 'native', mint: null, from, to, amount: String(lamports), decimals: 9 }
}

/**
 * Token accounts become their owners through the transaction's token balances (a source account's owner
 * falls back to the instruction's authority), the mint and decimals likewise. A mint comes from null, a
 * burn goes to null.
 */
function splTransferOf(
  type: string,
  info: Record<string, unknown>,
  base: TransferBase,
  tokenAccounts: ReadonlyMap<string, TokenAccount>,
): SolanaTransfer | undefined {
  const amount = amountOf(info)
  if (amount === undefined) return undefined
  const isTransfer = type === 'transfer' || type === 'transferChecked'
  const isMint = type === 'mintTo' || type === 'mintToChecked'
  const isBurn = type === 'burn' || type === 'burnChecked'
  if (!isTransfer && !isMint && !isBurn) return undefined
  const source = isTransfer ? text(info.source) : isBurn ? text(info.account) : undefined
  const destination = isTransfer ? text(info.destination) : isMint ? text(info.account) : undefined
  const sourceAccount = source ? tokenAccounts.get(source) : undefined
  const destinationAccount = destination ? tokenAccounts.get(destination) : undefined
  const mint = text(info.mint) ?? sourceAccount?.mint ?? destinationAccount?.mint
  if (!mint) return undefined
  const decimals =
    (info.tokenAmount as { decimals?: number } | undefined)?.decimals ??
    sourceAccount?.decimals ??
    destinationAccount?.decimals ??
    null
  const authority = text(info.authority) ?? text(info.multisigAuthority) ?? text(info.owner)
  return {
    ...base,
    kind: 'spl',
    mint,
    from: source ? (sourceAccount?.owner ?? authority ?? source) : null,
    to: destination ? (destinationAccount?.owner ?? destination) : null,
    amount,
    decimals,
  }
}
