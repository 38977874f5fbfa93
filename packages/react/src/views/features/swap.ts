// Swap and its token picker (issue #32).
import { SwapSelectTokenView, SwapView } from '../swap/SwapView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = { Swap: SwapView, SwapSelectToken: SwapSelectTokenView }
