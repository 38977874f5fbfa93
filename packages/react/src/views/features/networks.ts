// Networks: the list, the switch in progress, and the unsupported chain's view (issue #32).
import { NetworksView } from '../networks/NetworksView.js'
import { SwitchNetworkView } from '../networks/SwitchNetworkView.js'
import { UnsupportedChainView } from '../networks/UnsupportedChainView.js'
import type { FeatureViews } from '../viewRegistry.js'

export const views: FeatureViews = {
  Networks: NetworksView,
  SwitchNetwork: SwitchNetworkView,
  UnsupportedChain: UnsupportedChainView,
}
