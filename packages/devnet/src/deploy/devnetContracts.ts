import { type Address, getContractAddress } from 'viem'
import { DEPLOYER_INDEX, hardhatAccounts } from './hardhatAccounts.js'

/** An ERC-20 token of the local world. */
export interface DevnetToken {
  address: Address
  symbol: string
  name: string
  decimals: number
  /** The USD price the swap pools were seeded at (the pools move with every swap). */
  seedPriceUsd: number
}

/** An ERC-721 collection of the local world. */
export interface DevnetNft {
  address: Address
  name: string
  symbol: string
  /** True for the unsolicited 'Free Airdrop Claim' collection that the server flags as spam. */
  spam: boolean
}

/** A constant-product pool (FoyerPair); token0 < token1 as the pair stores them. */
export interface DevnetPair {
  address: Address
  /** 'fUSD/WETH': the symbols in the order the pool was seeded, not token0/token1. */
  symbol: string
  token0: Address
  token1: Address
}

/** The swap contracts: the factory that created the pairs, the router people call, and WETH. */
export interface DevnetSwap {
  factory: Address
  router: Address
  weth: Address
  pairs: readonly DevnetPair[]
}

/** The deployer (Hardhat account #9). Its first transactions create the contracts, in this order. */
export const DEVNET_DEPLOYER: Address = hardhatAccounts[DEPLOYER_INDEX].address

/**
 * The account the server's on-ramp sandbox pays purchases from (Hardhat account #8, one of the
 * neighbours that also seeded the dev accounts' history). A public test key.
 */
export const DEVNET_ONRAMP_FUNDER: { address: Address; privateKey: `0x${string}` } = hardhatAccounts[8]

/** Deployer nonces of the contracts (the addresses follow from them, equal on every devnet chain). */
export const DEPLOY_NONCES = Object.freeze({
  fUSD: 0,
  HBR: 1,
  lBTC: 2,
  WETH: 3,
  HarborPasses: 4,
  AirdropClaim: 5,
  FoyerFactory: 6,
  FoyerRouter: 7,
})

const deployed = (nonce: number): Address =>
  getContractAddress({ from: DEVNET_DEPLOYER, nonce: BigInt(nonce) })

/** Symbols of the devnet tokens. */
export type DevnetTokenSymbol = 'fUSD' | 'HBR' | 'lBTC' | 'WETH'

const token = (symbol: DevnetTokenSymbol, name: string, decimals: number, seedPriceUsd: number) =>
  Object.freeze({ address: deployed(DEPLOY_NONCES[symbol]), symbol, name, decimals, seedPriceUsd })

/**
 * The ERC-20 tokens `deployWorld` deploys, with their fixed addresses (the same on every devnet
 * chain): three FoyerTokens with 6, 18 and 8 decimals, and Wrapped Ether (deposit / withdraw).
 *
 * @example
 * const fUSD = DEVNET_TOKENS.find((token) => token.symbol === 'fUSD')
 */
export const DEVNET_TOKENS: readonly DevnetToken[] = Object.freeze([
  token('fUSD', 'Foyer USD', 6, 1),
  token('HBR', 'Harbor Token', 18, 0.25),
  token('lBTC', 'Lantern BTC', 8, 90_000),
  token('WETH', 'Wrapped Ether', 18, 3000),
])

/** The ERC-721 collections `deployWorld` deploys; 'Free Airdrop Claim' is the spam one. */
export const DEVNET_NFTS: readonly DevnetNft[] = Object.freeze([
  Object.freeze({
    address: deployed(DEPLOY_NONCES.HarborPasses),
    name: 'Foyer Harbor Passes',
    symbol: 'FHP',
    spam: false,
  }),
  Object.freeze({
    address: deployed(DEPLOY_NONCES.AirdropClaim),
    name: 'Free Airdrop Claim',
    symbol: 'CLAIM',
    spam: true,
  }),
])

/** A pool the deployer seeds: its two tokens and the amounts put in (human units, at the seed prices). */
export interface SeededPool {
  tokens: readonly [DevnetTokenSymbol, DevnetTokenSymbol]
  amounts: readonly [string, string]
}

/** The pools, in the order the router creates them (factory nonces 1, 2, 3...). */
export const SEEDED_POOLS: readonly SeededPool[] = Object.freeze([
  { tokens: ['fUSD', 'WETH'], amounts: ['300000', '100'] },
  { tokens: ['HBR', 'WETH'], amounts: ['600000', '50'] },
  { tokens: ['fUSD', 'HBR'], amounts: ['100000', '400000'] },
  { tokens: ['lBTC', 'fUSD'], amounts: ['10', '900000'] },
] as const)

const factory = deployed(DEPLOY_NONCES.FoyerFactory)

/** The address of the devnet token `symbol`. */
export function devnetTokenAddress(symbol: DevnetTokenSymbol): Address {
  return deployed(DEPLOY_NONCES[symbol])
}

/** The swap contracts `deployWorld` deploys, with the seeded pairs. */
export const DEVNET_SWAP: DevnetSwap = Object.freeze({
  factory,
  router: deployed(DEPLOY_NONCES.FoyerRouter),
  weth: devnetTokenAddress('WETH'),
  pairs: Object.freeze(
    SEEDED_POOLS.map(({ tokens: [a, b] }, index) => {
      const [token0, token1] = [devnetTokenAddress(a), devnetTokenAddress(b)].sort((x, y) =>
        x.toLowerCase() < y.toLowerCase() ? -1 : 1,
      ) as [Address, Address]
      return Object.freeze({
        address: getContractAddress({ from: factory, nonce: BigInt(index + 1) }),
        symbol: `${a}/${b}`,
        token0,
        token1,
      })
    }),
  ),
})
