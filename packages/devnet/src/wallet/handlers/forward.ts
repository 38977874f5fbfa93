// Methods a wallet must never pass to the node: signing with the node's own (unlocked) accounts,
// node administration, and subscriptions (which need a socket).
const blocked = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_coinbase',
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_sendUserOperation',
])

/** Whether a method the wallet does not handle itself is a read it forwards to the active chain. */
export function isForwardable(method: string): boolean {
  return /^(eth|net|web3)_/.test(method) && !blocked.has(method)
}
