// Send (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { sendTexts } from '../../i18n/en/send.js'
import { sharedTexts } from '../../i18n/en/shared.js'
import { WalletSendView } from '../send/WalletSendView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(sendTexts)

export const views: FeatureViews = { WalletSend: WalletSendView }
