import {
  isSocialLoginEnabled,
  isSocialProvider,
  type SocialProvider,
} from '../state/social/socialProviders.js'
import type { Foyer } from '../types/foyer.js'

export type GetSocialProvidersReturnType = SocialProvider[]

/** Where the page runs: its user agent, and whether Telegram's in-app web view hosts it. */
export interface SocialPlatform {
  userAgent: string
  telegram: boolean
}

/** Providers Telegram's web view cannot sign in with, by platform (spec section 5). */
const telegramDropped: { platform: RegExp; providers: readonly SocialProvider[] }[] = [
  { platform: /iPhone|iPad|iPod/i, providers: ['google'] },
  { platform: /Android/i, providers: ['facebook', 'x'] },
]
/** A Mac, not an iPad that asks for desktop pages (Telegram's web view says "Macintosh" there too). */
const MAC = /Macintosh|Mac OS X/i

/**
 * Spec section 5's Telegram platform filters: inside Telegram's web view, iOS drops Google, macOS drops X,
 * Android drops Facebook and X. Elsewhere the list stays. Pure: the platform is a parameter.
 *
 * @example
 * filterSocialsForPlatform(['google', 'x'], { telegram: true, userAgent: 'Mozilla/5.0 (iPhone; …)' }) // ['x']
 */
export function filterSocialsForPlatform(
  providers: readonly SocialProvider[],
  { userAgent, telegram }: SocialPlatform,
): SocialProvider[] {
  if (!telegram) return [...providers]
  const rule = telegramDropped.find(({ platform }) => platform.test(userAgent))
  const dropped: readonly SocialProvider[] = rule
    ? rule.providers
    : MAC.test(userAgent) && !/Mobile/i.test(userAgent)
      ? ['x']
      : []
  return providers.filter((provider) => !dropped.includes(provider))
}

/**
 * The page's platform: Telegram's web view announces itself by its bridge (`TelegramWebviewProxy`, or a
 * Mini App's `Telegram.WebApp`) or, on Android, by "Telegram" in the user agent.
 */
export function currentSocialPlatform(): SocialPlatform {
  if (typeof window === 'undefined') return { userAgent: '', telegram: false }
  const scope = window as unknown as { TelegramWebviewProxy?: unknown; Telegram?: { WebApp?: unknown } }
  const userAgent = window.navigator?.userAgent ?? ''
  const telegram =
    scope.TelegramWebviewProxy !== undefined ||
    scope.Telegram?.WebApp !== undefined ||
    /Telegram/i.test(userAgent)
  return { userAgent, telegram }
}

/**
 * The social buttons Connect offers: `features.socials` in the host's order (by default spec section 9's
 * list), none without the login frame, less those the platform cannot use (see
 * `filterSocialsForPlatform`).
 *
 * @example
 * getSocialProviders(foyer) // ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
 */
export function getSocialProviders(
  foyer: Foyer,
  platform: SocialPlatform = currentSocialPlatform(),
): GetSocialProvidersReturnType {
  if (!isSocialLoginEnabled(foyer)) return []
  const { socials } = foyer.options.features
  const listed = (Array.isArray(socials) ? socials : []).filter(isSocialProvider)
  return filterSocialsForPlatform([...new Set(listed)], platform)
}
