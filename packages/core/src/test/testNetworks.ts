import type { Network } from '../types/network.js'
import type { SendToken } from '../types/send.js'

/** Ethereum mainnet (eip155:1). */
export const mainnet: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

/** The local Hardhat devnet (eip155:31337). */
export const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Foyer Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Devnet Explorer', url: 'http://127.0.0.1:5173/explorer' } },
  testnet: true,
}

/** A second local devnet (eip155:31338), for network switches. */
export const devnet2: Network = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  name: 'Foyer Devnet 2',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
}

/** Solana devnet. */
export const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
}

/** Networks for tests: mainnet, two devnets and a Solana one. */
export const testNetworks = { mainnet, devnet, devnet2, solanaDevnet } as const

/** Anvil / Hardhat's first two default accounts. */
export const testAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3B44BC6A8E39bAa1c9B2b4F1',
] as const

/** A token of the test chains as Send lists it: 100 TUSD (6 decimals, 1 USD) at the first deployed address. */
export const testToken: SendToken = {
  name: 'Test USD',
  symbol: 'TUSD',
  decimals: 6,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '100',
  price: 1,
  iconUrl: undefined,
}
