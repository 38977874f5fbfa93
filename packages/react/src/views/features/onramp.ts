// Buying crypto: the providers and the purchase in progress (issue #32).
import { BuyInProgressView, OnRampProvidersView } from '../onramp/OnRampView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = { OnRampProviders: OnRampProvidersView, BuyInProgress: BuyInProgressView }
