// WalletConnect's pairing views: the QR code and link, in full and basic mode (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { sharedTexts } from '../../i18n/en/shared.js'
import { walletconnectTexts } from '../../i18n/en/walletconnect.js'
import {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from '../connect/ConnectingWalletConnectView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(walletconnectTexts)

export const views: FeatureViews = {
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
}
