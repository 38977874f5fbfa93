import type { Network } from '../../types/network.js'

/**
 * The block explorer page of `address` on `network`, or undefined when the network has no explorer.
 *
 * @example
 * getExplorerAddressUrl(mainnet, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function getExplorerAddressUrl(network: Network | undefined, address: string): string | undefined {
  return explorerPage(network, 'address', address)
}

/**
 * The block explorer page of the transaction `hash` on `network`, or undefined without an explorer.
 *
 * @example
 * getExplorerTransactionUrl(mainnet, '0x5c50…') // 'https://etherscan.io/tx/0x5c50…'
 */
export function getExplorerTransactionUrl(network: Network | undefined, hash: string): string | undefined {
  return explorerPage(network, 'tx', hash)
}

function explorerPage(network: Network | undefined, kind: 'address' | 'tx', id: string): string | undefined {
  const url = network?.blockExplorers?.default.url
  if (!url) return undefined
  return `${url.replace(/\/+$/, '')}/${kind}/${id}`
}
