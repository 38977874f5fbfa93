import { foyerRpcUrl } from '../../api/http/foyerRpcUrl.js'
import { InvalidOptionsError } from '../../kernel/errors/config.js'
import { isLanguageTag } from '../../kernel/messages/locales.js'
import { t } from '../../kernel/messages/tPage.js'
import { siweConfigToSiwx } from '../../kernel/siwx/siweConfigToSiwx.js'
import { defaultStorage, guardStorage } from '../../kernel/storage/storage.js'
import { isCaipNetworkId } from '../../kernel/utils/isCaipNetworkId.js'
import { isMobile } from '../../kernel/utils/isMobile.js'
import { isRestrictedTimeZone } from '../../kernel/utils/restrictedTimeZones.js'
import type { Network } from '../../types/network.js'
import type { Features, FoyerOptions, ResolvedOptions } from '../../types/options.js'
import { isSocialProvider, SOCIAL_PROVIDERS } from '../social/socialProviders.js'
import { validateOptions } from './validateOptions.js'

/** Feature flags when the host sets none (spec section 6). */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  // Spec section 9's list, in its order.
  socials: [...SOCIAL_PROVIDERS],
}

function checkNetworks(networks: readonly Network[]): void {
  if (networks.length === 0) throw new InvalidOptionsError(t('error.networksRequired'))
  const seen = new Set<string>()
  networks.forEach((network, index) => {
    const { caipNetworkId, chainNamespace, id } = network
    if (!isCaipNetworkId(caipNetworkId))
      throw new InvalidOptionsError(
        t('error.invalidOption', {
          path: `networks.${index}.caipNetworkId`,
          reason: t('error.invalidCaipNetworkIdDetails', { value: caipNetworkId }),
        }),
      )
    const [namespace, reference] = caipNetworkId.split(':')
    if (namespace !== chainNamespace)
      throw new InvalidOptionsError(t('error.networkNamespaceMismatch', { caipNetworkId, chainNamespace }))
    if (reference !== String(id))
      throw new InvalidOptionsError(
        t('error.invalidOption', {
          path: `networks.${index}.id`,
          reason: t('error.expectedReceived', { expected: reference, received: String(id) }),
        }),
      )
    if (seen.has(caipNetworkId)) throw new InvalidOptionsError(t('error.duplicateNetwork', { caipNetworkId }))
    seen.add(caipNetworkId)
  })
}

/**
 * Features of spec section 6 that this version does not build yet. Turning one on explicitly is refused
 * (their spec defaults stay, and take effect when they are built): an option is never silently ignored.
 */
const notBuilt = {
  smartSessions: 'Smart sessions (ERC-7715)',
} as const

/**
 * `features.socials` lists providers of the spec (any order, the host's), and needs the secure login
 * frame that runs them (`authFrameUrl`), as email login does.
 */
function checkSocials(options: FoyerOptions): void {
  const socials = options.features?.socials
  if (!Array.isArray(socials)) return
  socials.forEach((provider, index) => {
    if (!isSocialProvider(provider))
      throw new InvalidOptionsError(
        t('error.invalidOption', {
          path: `features.socials.${index}`,
          reason: t('error.expectedReceived', {
            expected: SOCIAL_PROVIDERS.map((name) => `"${name}"`).join(' | '),
            received: JSON.stringify(provider),
          }),
        }),
      )
  })
  if (socials.length > 0 && options.authFrameUrl === undefined)
    throw new InvalidOptionsError(t('error.socialsNeedFrame'))
}

function checkFeatures(options: FoyerOptions): void {
  const { features } = options
  // Email login runs in the secure frame: asked for without one, it could never be offered.
  if (features?.email === true && options.authFrameUrl === undefined)
    throw new InvalidOptionsError(t('error.emailNeedsFrame'))
  for (const [feature, what] of Object.entries(notBuilt)) {
    const value = features?.[feature as keyof typeof notBuilt]
    if (value === true || (Array.isArray(value) && value.length > 0))
      throw new InvalidOptionsError(t('error.featureNotBuilt', { feature, what }))
  }
  checkSocials(options)
}

/** The legal links and the restricted regions' server must be web URLs; the legal checkbox needs a link. */
function checkLegal(options: FoyerOptions): void {
  for (const path of [
    'termsConditionsUrl',
    'privacyPolicyUrl',
    'restrictedApiUrl',
    'authFrameUrl',
  ] as const) {
    const value = options[path]
    if (value === undefined) continue
    const protocol = URL.canParse(value) ? new URL(value).protocol : undefined
    if (protocol !== 'https:' && protocol !== 'http:')
      throw new InvalidOptionsError(
        t('error.invalidOption', {
          path,
          reason: t('error.httpUrlRequired', { value: JSON.stringify(value) }),
        }),
      )
  }
  if (options.features?.legalCheckbox && !options.termsConditionsUrl && !options.privacyPolicyUrl)
    throw new InvalidOptionsError(t('error.legalCheckboxUrls'))
}

const protocolOf = (value: string) => (URL.canParse(value) ? new URL(value).protocol : undefined)
const isHttpUrl = (value: string) => ['https:', 'http:'].includes(protocolOf(value) ?? '')
/** Schemes that run code or hold content in the page: never a wallet's app link. */
const unsafeSchemes = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']
const isAppLink = (value: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !unsafeSchemes.includes(protocolOf(value) ?? '')
const isImageUrl = (value: string) => isHttpUrl(value) || /^data:image\/[a-z0-9.+-]+[;,]/i.test(value)

/** What each field of a custom wallet may hold, with the reason given when it does not. */
const customWalletFields = [
  ['homepage', isHttpUrl, 'error.httpUrlRequired'],
  ['imageUrl', isImageUrl, 'error.walletImageRequired'],
  ['mobileLink', isAppLink, 'error.walletLinkRequired'],
  ['desktopLink', isAppLink, 'error.walletLinkRequired'],
  ['webappLink', isHttpUrl, 'error.httpUrlRequired'],
  ['appStore', isHttpUrl, 'error.httpUrlRequired'],
  ['playStore', isHttpUrl, 'error.httpUrlRequired'],
] as const

/**
 * Custom wallets have a unique, non-empty id and a name; their links open the wallet (web links or app
 * links such as `mywallet://`, never `javascript:`), their pages are web pages, their image a web or
 * `data:image` URL: a host's typo is refused here rather than shown to a visitor as a dead button.
 */
function checkCustomWallets(options: FoyerOptions): void {
  const seen = new Set<string>()
  for (const [index, wallet] of (options.customWallets ?? []).entries()) {
    for (const key of ['id', 'name'] as const)
      if (wallet[key].trim() === '')
        throw new InvalidOptionsError(
          t('error.invalidOption', { path: `customWallets.${index}.${key}`, reason: t('error.required') }),
        )
    if (seen.has(wallet.id))
      throw new InvalidOptionsError(t('error.duplicateCustomWallet', { id: wallet.id }))
    seen.add(wallet.id)
    for (const [key, valid, reason] of customWalletFields) {
      const value = wallet[key]
      if (value === undefined || valid(value)) continue
      throw new InvalidOptionsError(
        t('error.invalidOption', {
          path: `customWallets.${index}.${key}`,
          reason: t(reason, { value: JSON.stringify(value) }),
        }),
      )
    }
  }
}

function checkLocale(locale: string | undefined): void {
  if (locale === undefined || isLanguageTag(locale)) return
  throw new InvalidOptionsError(
    t('error.invalidOption', { path: 'locale', reason: t('error.invalidLocale', { value: locale }) }),
  )
}

function resolveDefaultNetwork(options: FoyerOptions): Network {
  const { networks, defaultNetwork } = options
  if (defaultNetwork === undefined) {
    // An adapter's preferred network when requested (EVM: Ethereum mainnet, spec section 9), else the first.
    const preferred = (options.adapters ?? []).flatMap((adapter) =>
      networks.filter((network) => network.caipNetworkId === adapter.preferredNetwork),
    )
    return preferred[0] ?? (networks[0] as Network)
  }
  const id = typeof defaultNetwork === 'string' ? defaultNetwork : defaultNetwork.caipNetworkId
  const found = networks.find((network) => network.caipNetworkId === id)
  if (!found) throw new InvalidOptionsError(t('error.networkWithIdNotFound', { id }))
  return found
}

/**
 * A network without a public RPC (`rpcUrls.default.http` empty) reads its chain through the Foyer
 * server's RPC proxy (spec section 7: `{apiUrl}/v1/?chainId=…&projectId=…`) when there is a server.
 */
function withFoyerRpc(network: Network, apiUrl: string | undefined, projectId: string): Network {
  const { rpcUrls } = network
  if (!apiUrl || !projectId || rpcUrls.default.http.length > 0) return network
  const http = [foyerRpcUrl(apiUrl, network.caipNetworkId, projectId)]
  return { ...network, rpcUrls: { ...rpcUrls, default: { ...rpcUrls.default, http } } }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>
}

export interface ResolveOptionsReturnType {
  options: ResolvedOptions
  /** True when projectId is missing or empty: core shows the 'Project ID Not Configured' alert. */
  projectIdMissing: boolean
}

/**
 * Validates createFoyer options and fills in the spec's defaults (a network without a public RPC gets the
 * Foyer server's RPC proxy). Throws `InvalidOptionsError` with a
 * message that names the option; a missing projectId does not throw (the caller raises an alert).
 */
export function resolveOptions(options: FoyerOptions): ResolveOptionsReturnType {
  validateOptions(options)
  checkNetworks(options.networks)
  checkFeatures(options)
  checkLegal(options)
  checkLocale(options.locale)
  checkCustomWallets(options)
  if (options.siweConfig && options.siwx) throw new InvalidOptionsError(t('error.siweAndSiwx'))
  if (options.walletConnect && (options.adapters?.length ?? 0) > 0)
    throw new InvalidOptionsError(t('error.basicWithAdapters'))
  const projectId = options.projectId?.trim() ?? ''
  const apiUrl =
    options.restrictedApiUrl && isRestrictedTimeZone() ? options.restrictedApiUrl : options.apiUrl
  const networks = options.networks.map((network) => withFoyerRpc(network, apiUrl, projectId))
  const defaultNetwork = resolveDefaultNetwork({ ...options, networks })
  return {
    projectIdMissing: projectId === '',
    options: {
      ...options,
      projectId,
      apiUrl,
      networks,
      defaultNetwork,
      adapters: [...(options.adapters ?? [])],
      features: { ...defaultFeatures, ...definedOnly(options.features ?? {}) },
      themeMode: options.themeMode ?? 'light',
      siwx:
        options.siwx ??
        (options.siweConfig ? siweConfigToSiwx(options.siweConfig, options.now ?? Date.now) : undefined),
      storage: guardStorage(options.storage ?? defaultStorage()),
      isMobile: options.isMobile ?? isMobile,
      now: options.now ?? Date.now,
    },
  }
}
