import type { Foyer } from '../../types/foyer.js'

/**
 * The identity providers of a social login (spec section 9's default list, in its order): protocol's
 * `FRAME_SOCIAL_PROVIDERS`. Farcaster signs in through a Sign In With Farcaster channel shown as a QR code
 * (`connectFarcaster`), the others in a login window at the provider (`connectSocial`). Kept here as
 * plain data so that the page-load option checks do not pull the protocol's schemas in.
 */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The providers' own names (brand names: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

/** Whether social login is on: a non-empty `features.socials` with a login frame to run it (`authFrameUrl`). */
export function isSocialLoginEnabled(foyer: Foyer): boolean {
  const { socials } = foyer.options.features
  return Array.isArray(socials) && socials.length > 0 && foyer.options.authFrameUrl !== undefined
}
