// Sign-in with the wallet (SIWX) (issue #32).
import { SIWXSignMessageView } from '../signin/SIWXSignMessageView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = { SIWXSignMessage: SIWXSignMessageView }
