// Swap and its token picker (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { sharedTexts } from '../../i18n/en/shared.js'
import { swapTexts } from '../../i18n/en/swap.js'
import { SwapSelectTokenView, SwapView } from '../swap/SwapView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(swapTexts)

export const views: FeatureViews = { Swap: SwapView, SwapSelectToken: SwapSelectTokenView }
