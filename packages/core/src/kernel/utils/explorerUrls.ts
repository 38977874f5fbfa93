import type { ChainNamespace, Network } from '../../types/network.js'

/**
 * Each family's explorer pages: Etherscan and its kind, Solscan, mempool.space (Bitcoin) and Subscan
 * (Polkadot, whose transactions are extrinsics).
 */
const explorerPages: Record<ChainNamespace, { address: string; tx: string }> = {
  eip155: { address: 'address', tx: 'tx' },
  solana: { address: 'account', tx: 'tx' },
  bip122: { address: 'address', tx: 'tx' },
  polkadot: { address: 'account', tx: 'extrinsic' },
}

/**
 * The block explorer page of `address` on `network`, or undefined when the network has no explorer.
 * The page follows the network's family: `/address/` on EVM explorers (Etherscan and its kind) and
 * Bitcoin's (mempool.space), `/account/` on Solana's (Solscan) and Polkadot's (Subscan). A query in the explorer's URL (Solscan's `?cluster=devnet`) is
 * kept after the path.
 *
 * @example
 * getExplorerAddressUrl(mainnet, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * // A Solana network whose explorer is { name: 'Solscan', url: 'https://solscan.io?cluster=devnet' }:
 * getExplorerAddressUrl(solanaDevnet, '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
 * // 'https://solscan.io/account/7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv?cluster=devnet'
 */
export function getExplorerAddressUrl(network: Network | undefined, address: string): string | undefined {
  return explorerPage(network, network ? explorerPages[network.chainNamespace].address : 'address', address)
}

/**
 * The block explorer page of the transaction `hash` (a Solana signature on Solana, an extrinsic on
 * Polkadot) on `network`, or undefined without an explorer.
 *
 * @example
 * getExplorerTransactionUrl(mainnet, '0x5c50…') // 'https://etherscan.io/tx/0x5c50…'
 */
export function getExplorerTransactionUrl(network: Network | undefined, hash: string): string | undefined {
  return explorerPage(network, network ? explorerPages[network.chainNamespace].tx : 'tx', hash)
}

function explorerPage(network: Network | undefined, kind: string, id: string): string | undefined {
  const url = network?.blockExplorers?.default.url
  if (!url) return undefined
  // The page goes before the query and fragment: 'https://solscan.io?cluster=devnet' → '…/tx/<id>?cluster=devnet'.
  const split = url.search(/[?#]/)
  const [base, query] = split < 0 ? [url, ''] : [url.slice(0, split), url.slice(split)]
  return `${base.replace(/\/+$/, '')}/${kind}/${id}${query}`
}
