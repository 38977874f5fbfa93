// The adapter's operations, in one chunk that the adapter imports on first use: discovery (what runs on
// page load) needs none of them, and they are what pulls viem into the bundle.
// The error a malformed wallet_sendCalls is refused with (../internal/checkRequest.ts), loaded only then.
export { InvalidSendCallsError } from '@foyer/core/adapter'
export { connect } from './connect.js'
export { disconnect } from './disconnect.js'
export { getBalance } from './getBalance.js'
export { nameCoinTypes, readReceiver } from './readReceiver.js'
export { reconnect } from './reconnect.js'
export { request } from './request.js'
export { signMessage } from './signMessage.js'
export { simulateCalls, simulateTransfer } from './simulateCalls.js'
export {
  needsSwapApproval,
  prepareSwap,
  prepareSwapApproval,
  quoteSwap,
  sendSwapTransaction,
} from './swap.js'
export { switchNetwork } from './switchNetwork.js'
export { estimateTransferFee, getTransferStatus, sendTransfer } from './transfer.js'
