import * as z from 'zod/mini'
import { InvalidOptionsError } from '../errors/config.js'
import { t } from '../messages/t.js'
import { chainNamespaces } from '../utils/namespaces.js'

const namespaceSchema = z.enum(chainNamespaces as [string, ...string[]])

const networkSchema = z.object({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z.string(),
  name: z.string(),
  chainNamespace: namespaceSchema,
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()) }) }),
})

const optionsSchema = z.object({
  projectId: z.optional(z.string()),
  networks: z.array(networkSchema),
  defaultNetwork: z.optional(z.union([z.string(), z.object({ caipNetworkId: z.string() })])),
  adapters: z.optional(z.array(z.object({ namespace: namespaceSchema }))),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  features: z.optional(
    z.object({
      swaps: z.optional(z.boolean()),
      onramp: z.optional(z.boolean()),
      receive: z.optional(z.boolean()),
      send: z.optional(z.boolean()),
      email: z.optional(z.boolean()),
      emailShowWallets: z.optional(z.boolean()),
      history: z.optional(z.boolean()),
      analytics: z.optional(z.boolean()),
      allWallets: z.optional(z.boolean()),
      legalCheckbox: z.optional(z.boolean()),
      smartSessions: z.optional(z.boolean()),
      collapseWallets: z.optional(z.boolean()),
      socials: z.optional(z.union([z.array(z.string()), z.literal(false)])),
    }),
  ),
  connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  chainImages: z.optional(z.record(z.string(), z.string())),
})

type Issue = z.core.$ZodIssue

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

function reasonOf(issue: Issue, value: unknown): string {
  if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union'))
    return t('error.required')
  if (issue.code === 'invalid_type')
    return t('error.expectedReceived', { expected: issue.expected, received: describe(value) })
  if (issue.code === 'invalid_union') {
    const expected = issue.errors
      .flat()
      .map((inner) => (inner.code === 'invalid_type' ? inner.expected : inner.message))
      .join(' | ')
    return t('error.expectedReceived', { expected, received: describe(value) })
  }
  if (issue.code === 'invalid_value') {
    const expected = issue.values.map((item) => JSON.stringify(item)).join(' | ')
    return t('error.expectedReceived', { expected, received: JSON.stringify(value) ?? describe(value) })
  }
  return issue.message
}

/** Checks the shape of createFoyer options; throws `InvalidOptionsError` naming the first bad option. */
export function validateOptions(input: unknown): void {
  if (typeof input !== 'object' || input === null)
    throw new InvalidOptionsError(
      t('error.expectedReceived', { expected: 'object', received: describe(input) }),
    )
  const result = optionsSchema.safeParse(input)
  if (result.success) return
  const issue = result.error.issues[0]
  if (!issue) throw new InvalidOptionsError(t('error.invalidOptions'))
  const path = issue.path.map(String).join('.')
  const message = t('error.invalidOption', { path, reason: reasonOf(issue, valueAt(input, issue.path)) })
  // `details` repeats the message so that the schema dump stays in `cause` instead of the text.
  throw new InvalidOptionsError(message, { details: message, cause: result.error })
}
