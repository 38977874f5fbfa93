// The adapter's operations, in one chunk that the adapter imports on first use: discovery (what runs on
// page load) needs none of them.
export { connect } from './connect.js'
export { disconnect } from './disconnect.js'
export { reconnect } from './reconnect.js'
export { request } from './request.js'
export { signMessage } from './signMessage.js'
export { switchNetwork } from './switchNetwork.js'
