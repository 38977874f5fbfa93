// The wallet list's other views: every wallet, how to get one, what a wallet is (issue #32).

import { AllWalletsView } from '../connect/AllWalletsView.js'
import { GetWalletView } from '../connect/GetWalletView.js'
import { WhatIsAWalletView } from '../connect/WhatIsAWalletView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = {
  AllWallets: AllWalletsView,
  GetWallet: GetWalletView,
  WhatIsAWallet: WhatIsAWalletView,
}
