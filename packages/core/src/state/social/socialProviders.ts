import { FRAME_SOCIAL_PROVIDERS, type FrameSocialProvider } from '@foyer/protocol'
import type { Foyer } from '../../types/foyer.js'

/**
 * The identity providers of a social login (spec section 9's default list, in its order) and their own
 * names: protocol's, from a module of plain data (the page-load option checks read it without the frame's
 * schemas). Farcaster signs in through a Sign In With Farcaster channel shown as a QR code
 * (`connectFarcaster`), the others in a login window at the provider (`connectSocial`).
 */
export {
  FRAME_SOCIAL_PROVIDERS as SOCIAL_PROVIDERS,
  type FrameSocialProvider as SocialProvider,
  SOCIAL_PROVIDER_NAMES,
} from '@foyer/protocol'

export function isSocialProvider(value: unknown): value is FrameSocialProvider {
  return typeof value === 'string' && (FRAME_SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

/** Whether social login is on: a non-empty `features.socials` with a login frame to run it (`authFrameUrl`). */
export function isSocialLoginEnabled(foyer: Foyer): boolean {
  const { socials } = foyer.options.features
  return Array.isArray(socials) && socials.length > 0 && foyer.options.authFrameUrl !== undefined
}
