// WalletConnect's pairing views: the QR code and link, in full and basic mode (issue #32).
import {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from '../connect/ConnectingWalletConnectView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = {
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
}
