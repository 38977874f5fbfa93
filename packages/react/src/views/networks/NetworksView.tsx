import { NetworkList } from './NetworkList.js'

/** Networks ('Choose Network'): every requested network; picking one switches to it. */
export function NetworksView() {
  return <NetworkList markActive />
}
