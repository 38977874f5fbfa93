import { describeType, InvalidOptionsError } from '../../kernel/errors/config.js'
import { t } from '../../kernel/messages/tPage.js'
import { chainNamespaces } from '../../kernel/utils/namespaces.js'

type Path = readonly (string | number)[]

/** What is wrong at `path`: a wrong type, a value outside a list, or no option of a union fits. */
type Issue =
  | { code: 'type'; path: Path; expected: string }
  | { code: 'value'; path: Path; values: readonly unknown[] }
  | { code: 'union'; path: Path; options: Issue[][] }

/** Pushes the issues of `value` (at `path`) into `issues`. */
type Check = (value: unknown, path: Path, issues: Issue[]) => void

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const type =
  (expected: string, test: (value: unknown) => boolean): Check =>
  (value, path, issues) => {
    if (!test(value)) issues.push({ code: 'type', path, expected })
  }
const string = type('string', (value) => typeof value === 'string')
const number = type('number', (value) => typeof value === 'number' && Number.isFinite(value))
const boolean = type('boolean', (value) => typeof value === 'boolean')

const oneOf =
  (...values: readonly unknown[]): Check =>
  (value, path, issues) => {
    if (!values.includes(value)) issues.push({ code: 'value', path, values })
  }

const optional =
  (check: Check): Check =>
  (value, path, issues) => {
    if (value !== undefined) check(value, path, issues)
  }

const array =
  (item: Check): Check =>
  (value, path, issues) => {
    if (!Array.isArray(value)) issues.push({ code: 'type', path, expected: 'array' })
    else for (const [index, element] of value.entries()) item(element, [...path, index], issues)
  }

/** Checks the listed keys, in order; other keys are the host's business. */
const object =
  (shape: Record<string, Check>): Check =>
  (value, path, issues) => {
    if (!isObject(value)) issues.push({ code: 'type', path, expected: 'object' })
    else for (const [key, check] of Object.entries(shape)) check(value[key], [...path, key], issues)
  }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value))

const record =
  (item: Check): Check =>
  (value, path, issues) => {
    if (!isPlainObject(value)) issues.push({ code: 'type', path, expected: 'record' })
    else for (const [key, element] of Object.entries(value)) item(element, [...path, key], issues)
  }

const union =
  (...options: Check[]): Check =>
  (value, path, issues) => {
    const results = options.map((option) => {
      const inner: Issue[] = []
      option(value, path, inner)
      return inner
    })
    if (results.every((inner) => inner.length > 0)) issues.push({ code: 'union', path, options: results })
  }

const namespace = oneOf(...chainNamespaces)

const network = object({
  id: union(number, string),
  caipNetworkId: string,
  name: string,
  chainNamespace: namespace,
  nativeCurrency: object({ name: string, symbol: string, decimals: number }),
  rpcUrls: object({ default: object({ http: array(string) }) }),
})

const customWallet = object({
  id: string,
  name: string,
  homepage: optional(string),
  imageUrl: optional(string),
  mobileLink: optional(string),
  desktopLink: optional(string),
  webappLink: optional(string),
  appStore: optional(string),
  playStore: optional(string),
})

const options = object({
  projectId: optional(string),
  networks: array(network),
  defaultNetwork: optional(union(string, object({ caipNetworkId: string }))),
  adapters: optional(array(object({ namespace }))),
  walletConnect: optional(
    object({ id: string, basicAdapter: type('function', (value) => typeof value === 'function') }),
  ),
  themeMode: optional(oneOf('light', 'dark')),
  features: optional(
    object({
      swaps: optional(boolean),
      onramp: optional(boolean),
      receive: optional(boolean),
      send: optional(boolean),
      email: optional(boolean),
      emailShowWallets: optional(boolean),
      history: optional(boolean),
      analytics: optional(boolean),
      allWallets: optional(boolean),
      legalCheckbox: optional(boolean),
      smartSessions: optional(boolean),
      collapseWallets: optional(boolean),
      socials: optional(union(array(string), oneOf(false))),
    }),
  ),
  connectMethodsOrder: optional(array(oneOf('email', 'social', 'wallet'))),
  featuredWalletIds: optional(array(string)),
  includeWalletIds: optional(array(string)),
  excludeWalletIds: optional(array(string)),
  customWallets: optional(array(customWallet)),
  chainImages: optional(record(string)),
  termsConditionsUrl: optional(string),
  privacyPolicyUrl: optional(string),
  nonce: optional(string),
  locale: optional(string),
  restrictedApiUrl: optional(string),
  authFrameUrl: optional(string),
})

function valueAt(input: unknown, path: Path): unknown {
  let current = input
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

const listValues = (values: readonly unknown[]) => values.map((item) => JSON.stringify(item)).join(' | ')

function reasonOf(issue: Issue, value: unknown): string {
  if (issue.code === 'value')
    return t('error.expectedReceived', {
      expected: listValues(issue.values),
      received: JSON.stringify(value) ?? describeType(value),
    })
  if (value === undefined) return t('error.required')
  const expected =
    issue.code === 'type'
      ? issue.expected
      : issue.options
          .flat()
          .map((inner) =>
            inner.code === 'value'
              ? listValues(inner.values)
              : inner.code === 'type'
                ? inner.expected
                : 'union',
          )
          .join(' | ')
  return t('error.expectedReceived', { expected, received: describeType(value) })
}

/**
 * Checks the shape of createFoyer options; throws `InvalidOptionsError` naming the first bad option
 * (`Invalid option \`networks.0.name\`: Expected string, received number`).
 *
 * The options come from the host's own code, not from outside, so this is a small hand-written checker
 * rather than a zod schema: it keeps zod out of the page load (createFoyer runs when the page starts).
 */
export function validateOptions(input: unknown): void {
  if (typeof input !== 'object' || input === null)
    throw new InvalidOptionsError(
      t('error.expectedReceived', { expected: 'object', received: describeType(input) }),
    )
  const issues: Issue[] = []
  options(input, [], issues)
  const issue = issues[0]
  if (!issue) return
  const path = issue.path.map(String).join('.')
  throw new InvalidOptionsError(
    t('error.invalidOption', { path, reason: reasonOf(issue, valueAt(input, issue.path)) }),
  )
}
