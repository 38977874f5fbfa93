import type { Network } from '../types/network.js'

/**
 * The block explorer page of `address` on `network`, or undefined when the network has no explorer.
 *
 * @example
 * getExplorerAddressUrl(mainnet, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function getExplorerAddressUrl(network: Network | undefined, address: string): string | undefined {
  const url = network?.blockExplorers?.default.url
  if (!url) return undefined
  return `${url.replace(/\/+$/, '')}/address/${address}`
}
