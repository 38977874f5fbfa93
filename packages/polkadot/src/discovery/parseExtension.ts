import * as z from 'zod/mini'
import type { InjectedWindowProvider } from '../types.js'

/** An extension's key in `injectedWeb3` ('polkadot-js', 'talisman', 'subwallet-js'): its name on the list. */
const keySchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.regex(
      /^[^\s\p{Cc}\p{Cf}](?:[^\p{Cc}\p{Cf}]*[^\s\p{Cc}\p{Cf}])?$/u,
      'no control characters or outer spaces',
    ),
  )

const entrySchema = z.object({
  version: z.optional(z.string().check(z.maxLength(64))),
  enable: z.custom<InjectedWindowProvider['enable']>((value) => typeof value === 'function', {
    message: 'enable must be a function',
  }),
})

export type ParseExtensionReturnType =
  | { kind: 'extension'; key: string; provider: InjectedWindowProvider }
  | { kind: 'invalid'; reason: string }

/**
 * Validates an entry of `window.injectedWeb3` (untrusted: any script of the page can add one): its key is
 * a short name without control characters, and it is an object with `enable(originName)` and, when it
 * says one, a string `version`. A getter that throws counts as invalid. The entry object itself is
 * kept: `enable` is called on it.
 *
 * @example
 * const result = parseExtension('talisman', window.injectedWeb3.talisman)
 * if (result.kind === 'extension') list(result)
 */
export function parseExtension(key: unknown, entry: unknown): ParseExtensionReturnType {
  const name = keySchema.safeParse(key)
  if (!name.success) return { kind: 'invalid', reason: `key: ${name.error.issues[0]?.message ?? 'invalid'}` }
  if (typeof entry !== 'object' || entry === null)
    return { kind: 'invalid', reason: `${name.data}: not an object` }
  let result: ReturnType<typeof entrySchema.safeParse>
  try {
    result = entrySchema.safeParse(entry)
  } catch (error) {
    return {
      kind: 'invalid',
      reason: `${name.data}: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
  if (!result.success) {
    const reason = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    return { kind: 'invalid', reason: `${name.data}: ${reason}` }
  }
  const provider = entry as InjectedWindowProvider
  return { kind: 'extension', key: name.data, provider }
}
