import type { Wallet } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { hasFeatureMethod } from '../internal/walletFeatures.js'

/** Longest accepted icon: a data URI of a few hundred kilobytes is already an unusually large icon. */
const MAX_ICON_LENGTH = 500_000

/**
 * Icons are rendered as images: only base64 data URIs of image types, nothing that could be fetched or
 * run (`https:`, `javascript:`, `data:text/html`).
 */
const ICON = /^data:image\/(svg\+xml|png|webp|jpeg|gif);base64,[A-Za-z0-9+/]+={0,2}$/

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[^\p{Cc}\p{Cf}]*$/u, 'name must not contain control characters'),
  )
const icon = z
  .string()
  .check(
    z.maxLength(MAX_ICON_LENGTH),
    z.regex(ICON, 'icon must be a base64 data:image/(svg+xml|png|webp|jpeg|gif) URI'),
  )

const walletSchema = z.object({
  name,
  icon,
  chains: z.array(z.string().check(z.maxLength(128))).check(z.maxLength(64)),
  features: z.record(z.string(), z.unknown()),
})

/**
 * A WBIP004 entry of `window.btc_providers` (sats-connect's `Provider`): `id` is the provider's path on
 * `window` ('XverseProviders.BitcoinProvider'), plain identifiers only (no `__proto__`, no brackets).
 */
const providerSchema = z.object({
  id: z.string().check(
    z.maxLength(128),
    z.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,3}$/, 'id must be a dotted path of identifiers'),
    z.refine(
      (id) =>
        !id.split('.').some((part) => part === '__proto__' || part === 'prototype' || part === 'constructor'),
      'id must not reach into prototypes',
    ),
  ),
  name,
  icon,
})

const reasonOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')

export type ParseWalletReturnType =
  | { kind: 'bitcoin'; parsed: { wallet: Wallet; name: string; icon: string } }
  /** Well-formed, but not a Bitcoin wallet this adapter connects (another chain family). */
  | { kind: 'other' }
  | { kind: 'invalid'; reason: string }

/**
 * Validates a wallet registered through the Wallet Standard (untrusted: any page script can register
 * one) and tells whether this adapter lists it: `bitcoin:connect` and a `bitcoin:` chain. A getter that
 * throws counts as invalid.
 */
export function parseWallet(wallet: unknown): ParseWalletReturnType {
  if (typeof wallet !== 'object' || wallet === null) return { kind: 'invalid', reason: 'not an object' }
  let result: ReturnType<typeof walletSchema.safeParse>
  try {
    result = walletSchema.safeParse(wallet)
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) }
  }
  if (!result.success) return { kind: 'invalid', reason: reasonOf(result.error) }
  const { features, chains } = result.data
  if (
    !hasFeatureMethod(features, 'bitcoin:connect', 'connect') ||
    !chains.some((chain) => chain.startsWith('bitcoin:'))
  )
    return { kind: 'other' }
  return {
    kind: 'bitcoin',
    parsed: { wallet: wallet as Wallet, name: result.data.name, icon: result.data.icon },
  }
}

export type ParseSatsProviderReturnType =
  | { kind: 'sats-connect'; parsed: { id: string; name: string; icon: string; provider: object } }
  | { kind: 'invalid'; reason: string }

/**
 * Validates one entry of `window.btc_providers` (sats-connect's WBIP004 list) and finds its provider at
 * its `id` path on `window`: an object with a `request` function. A getter that throws counts as invalid.
 */
export function parseSatsProvider(entry: unknown, window: object): ParseSatsProviderReturnType {
  let result: ReturnType<typeof providerSchema.safeParse>
  try {
    result = providerSchema.safeParse(entry)
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) }
  }
  if (!result.success) return { kind: 'invalid', reason: reasonOf(result.error) }
  const { id } = result.data
  let provider: unknown = window
  try {
    for (const part of id.split('.'))
      provider =
        typeof provider === 'object' && provider !== null && Object.hasOwn(provider, part)
          ? (provider as Record<string, unknown>)[part]
          : undefined
    if (
      typeof provider !== 'object' ||
      provider === null ||
      typeof (provider as { request?: unknown }).request !== 'function'
    )
      return { kind: 'invalid', reason: `no provider with a request function at window.${id}` }
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) }
  }
  return { kind: 'sats-connect', parsed: { ...result.data, provider } }
}
