// Social login and Farcaster: the providers' list and the login in progress (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { sharedTexts } from '../../i18n/en/shared.js'
import { socialTexts } from '../../i18n/en/social.js'
import { ConnectingFarcasterView } from '../social/ConnectingFarcasterView.js'
import { ConnectingSocialView } from '../social/ConnectingSocialView.js'
import { ConnectSocialsView } from '../social/ConnectSocialsView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(socialTexts)

export const views: FeatureViews = {
  ConnectSocials: ConnectSocialsView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
}
