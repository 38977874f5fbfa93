// Sign-in with the wallet (SIWX) (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { sharedTexts } from '../../i18n/en/shared.js'
import { signinTexts } from '../../i18n/en/signin.js'
import { SIWXSignMessageView } from '../signin/SIWXSignMessageView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(signinTexts)

export const views: FeatureViews = { SIWXSignMessage: SIWXSignMessageView }
