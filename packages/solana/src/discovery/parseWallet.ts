import type { Wallet } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { hasFeatureMethod } from '../internal/walletFeatures.js'

/** Longest accepted icon: a data URI of a few hundred kilobytes is already an unusually large icon. */
const MAX_ICON_LENGTH = 500_000

/**
 * Icons are rendered as images: only the base64 data URIs of the image types the Wallet Standard allows
 * (and JPEG), nothing that could be fetched or run (`https:`, `javascript:`, `data:text/html`).
 */
const ICON = /^data:image\/(svg\+xml|png|webp|jpeg|gif);base64,[A-Za-z0-9+/]+={0,2}$/

const walletSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[^\p{Cc}\p{Cf}]*$/u, 'name must not contain control characters'),
    ),
  icon: z
    .string()
    .check(
      z.maxLength(MAX_ICON_LENGTH),
      z.regex(ICON, 'icon must be a base64 data:image/(svg+xml|png|webp|jpeg|gif) URI'),
    ),
  chains: z.array(z.string().check(z.maxLength(128))).check(z.maxLength(64)),
  features: z.record(z.string(), z.unknown()),
})

/** A Solana wallet as discovery lists it: its validated name and icon, and the wallet object itself. */
export interface ParsedWallet {
  wallet: Wallet
  name: string
  icon: string
}

export type ParseWalletReturnType =
  | { kind: 'solana'; parsed: ParsedWallet }
  /** Well-formed, but not for Solana (another chain family, or no way to connect and sign). */
  | { kind: 'other' }
  | { kind: 'invalid'; reason: string }

/**
 * Validates a wallet registered through the Wallet Standard (untrusted: any page script can register
 * one) and tells whether this adapter lists it: it must have `standard:connect`, one of
 * `solana:signAndSendTransaction` / `solana:signTransaction`, and a `solana:` chain. A getter that throws
 * counts as invalid.
 *
 * @example
 * const result = parseWallet(wallet)
 * if (result.kind === 'solana') list(result.parsed)
 */
export function parseWallet(wallet: unknown): ParseWalletReturnType {
  if (typeof wallet !== 'object' || wallet === null) return { kind: 'invalid', reason: 'not an object' }
  let result: ReturnType<typeof walletSchema.safeParse>
  try {
    result = walletSchema.safeParse(wallet)
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) }
  }
  if (!result.success) {
    const reason = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    return { kind: 'invalid', reason }
  }
  const { name, icon, chains, features } = result.data
  const connects = hasFeatureMethod(features, 'standard:connect', 'connect')
  const signs =
    hasFeatureMethod(features, 'solana:signAndSendTransaction', 'signAndSendTransaction') ||
    hasFeatureMethod(features, 'solana:signTransaction', 'signTransaction')
  if (!connects || !signs || !chains.some((chain) => chain.startsWith('solana:'))) return { kind: 'other' }
  return { kind: 'solana', parsed: { wallet: wallet as Wallet, name, icon } }
}
