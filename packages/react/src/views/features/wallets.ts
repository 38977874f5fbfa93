// The wallet list's other views: every wallet, how to get one, what a wallet is (issue #32).

import { registerEnglish } from '@foyer/core/messages'
import { sharedTexts } from '../../i18n/en/shared.js'
import { walletsTexts } from '../../i18n/en/wallets.js'
import { AllWalletsView } from '../connect/AllWalletsView.js'
import { GetWalletView } from '../connect/GetWalletView.js'
import { WhatIsAWalletView } from '../connect/WhatIsAWalletView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(walletsTexts)

export const views: FeatureViews = {
  AllWallets: AllWalletsView,
  GetWallet: GetWalletView,
  WhatIsAWallet: WhatIsAWalletView,
}
