// Buying crypto: the providers and the purchase in progress (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { onrampTexts } from '../../i18n/en/onramp.js'
import { sharedTexts } from '../../i18n/en/shared.js'
import { BuyInProgressView, OnRampProvidersView } from '../onramp/OnRampView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(onrampTexts)

export const views: FeatureViews = { OnRampProviders: OnRampProvidersView, BuyInProgress: BuyInProgressView }
