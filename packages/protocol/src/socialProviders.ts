/**
 * The identity providers of a social login (spec section 9's default list, in its order): what
 * GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL take. Farcaster signs in through a Sign In With Farcaster
 * channel instead of a provider's page: the page asks for it with the spec's own GET_FARCASTER_URI and
 * CONNECT_FARCASTER, which the frame answers as the two social requests for 'farcaster'.
 * Plain data in a module of its own: the page's option checks read it without the frame's schemas.
 */
export const FRAME_SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type FrameSocialProvider = (typeof FRAME_SOCIAL_PROVIDERS)[number]

/** The providers' own names (brand names: the same in every language), for the modal and the frame. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<FrameSocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
