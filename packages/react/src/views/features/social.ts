// Social login and Farcaster: the providers' list and the login in progress (issue #32).
import { ConnectingFarcasterView } from '../social/ConnectingFarcasterView.js'
import { ConnectingSocialView } from '../social/ConnectingSocialView.js'
import { ConnectSocialsView } from '../social/ConnectSocialsView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = {
  ConnectSocials: ConnectSocialsView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
}
