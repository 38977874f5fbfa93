import { registerWallet } from '@wallet-standard/wallet'
import type { ApprovalQueue } from '../wallet/createApprovalQueue.js'
import type { KeyValueStorage } from '../wallet/types.js'
import type { BitcoinDevChain } from './bitcoinDevKeys.js'
import { bitcoinDevWalletIcon } from './bitcoinDevWalletIcon.js'
import { type BitcoinDevSigner, createBitcoinDevSigner } from './createBitcoinDevSigner.js'
import { createBitcoinDevWallet } from './createBitcoinDevWallet.js'
import { createSatsConnectDevProvider, type SatsConnectDevProvider } from './createSatsConnectDevProvider.js'

/** The approval panel's key and the names of the Bitcoin dev wallets. */
export const BITCOIN_DEV_RDNS = 'dev.foyer.bitcoin'
export const BITCOIN_DEV_WALLET_NAME = 'Foyer Bitcoin Dev Wallet'
export const SATS_DEV_RDNS = 'dev.foyer.bitcoin.sats'
export const SATS_DEV_WALLET_NAME = 'Foyer Sats Dev Wallet'
/** Where the sats-connect flavour injects its provider: `window.FoyerSatsDev.BitcoinProvider`. */
export const SATS_DEV_PROVIDER_ID = 'FoyerSatsDev.BitcoinProvider'

export interface RegisterBitcoinDevWalletsParameters {
  /** The page (its `location.origin` is what prompts show; the sats-connect provider is injected there). */
  target: Window
  approvals: ApprovalQueue
  storage: KeyValueStorage
  chains?: readonly BitcoinDevChain[]
  /** Also inject the sats-connect flavour (a second installed wallet, with keys of its own). Default true. */
  satsConnect?: boolean
  /** Registers a Wallet Standard wallet; `registerWallet` of `@wallet-standard/wallet` by default. */
  register?: typeof registerWallet
}

const defaultChains: readonly BitcoinDevChain[] = [
  'bitcoin:mainnet',
  'bitcoin:testnet',
  'bitcoin:signet',
  'bitcoin:regtest',
]

/**
 * Installs the Bitcoin dev wallets in a page, as extensions do: 'Foyer Bitcoin Dev Wallet' registers through
 * the Wallet Standard (Bitcoin extension), and 'Foyer Sats Dev Wallet' injects a sats-connect provider at
 * `window.FoyerSatsDev.BitcoinProvider` and lists it in `window.btc_providers` (WBIP004). Both ask the
 * page's approval queue (the dev wallets' panel), each under its own rdns. Not wired into the demo yet.
 */
export function registerBitcoinDevWallets({
  target,
  approvals,
  storage,
  chains = defaultChains,
  satsConnect = true,
  register = registerWallet,
}: RegisterBitcoinDevWalletsParameters): { standard: BitcoinDevSigner; sats: BitcoinDevSigner | undefined } {
  const origin = target.location.origin
  const standard = createBitcoinDevSigner({
    rdns: BITCOIN_DEV_RDNS,
    name: BITCOIN_DEV_WALLET_NAME,
    chains,
    storage,
    origin,
    approvals,
  })
  register(createBitcoinDevWallet({ signer: standard, name: BITCOIN_DEV_WALLET_NAME }).wallet)
  if (!satsConnect) return { standard, sats: undefined }
  const sats = createBitcoinDevSigner({
    rdns: SATS_DEV_RDNS,
    name: SATS_DEV_WALLET_NAME,
    chains,
    storage,
    origin,
    approvals,
  })
  injectSatsConnectProvider(target, createSatsConnectDevProvider({ signer: sats }).provider)
  return { standard, sats }
}

/** Puts `provider` at `window.FoyerSatsDev.BitcoinProvider` and announces it in `window.btc_providers`. */
export function injectSatsConnectProvider(target: object, provider: SatsConnectDevProvider): void {
  const page = target as { FoyerSatsDev?: { BitcoinProvider?: unknown }; btc_providers?: unknown[] }
  page.FoyerSatsDev = { BitcoinProvider: provider }
  page.btc_providers = [
    ...(Array.isArray(page.btc_providers) ? page.btc_providers : []),
    {
      id: SATS_DEV_PROVIDER_ID,
      name: SATS_DEV_WALLET_NAME,
      icon: bitcoinDevWalletIcon,
      methods: [
        'getAccounts',
        'wallet_connect',
        'wallet_disconnect',
        'wallet_changeNetwork',
        'signMessage',
        'signPsbt',
      ],
    },
  ]
}
