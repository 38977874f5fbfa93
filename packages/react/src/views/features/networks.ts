// Networks: the list, the switch in progress, and the unsupported chain's view (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { networksTexts } from '../../i18n/en/networks.js'
import { sharedTexts } from '../../i18n/en/shared.js'
import { NetworksView } from '../networks/NetworksView.js'
import { SwitchNetworkView } from '../networks/SwitchNetworkView.js'
import { UnsupportedChainView } from '../networks/UnsupportedChainView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(networksTexts)

export const views: FeatureViews = {
  Networks: NetworksView,
  SwitchNetwork: SwitchNetworkView,
  UnsupportedChain: UnsupportedChainView,
}
