// Send (issue #32).
import { WalletSendView } from '../send/WalletSendView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = { WalletSend: WalletSendView }
