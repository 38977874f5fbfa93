import { createMemoryStorage, type Network, type WalletConnectConnector } from '@foyer/core'
import { createRecordingEvents } from '@foyer/core/test'
import {
  BITCOIN_DEV_RDNS,
  BITCOIN_DEV_WALLET_NAME,
  type BitcoinDevChain,
  createBitcoinDevSigner,
  createBitcoinDevWallet,
  createSatsConnectDevProvider,
  injectSatsConnectProvider,
  SATS_DEV_RDNS,
  SATS_DEV_WALLET_NAME,
} from '@foyer/devnet/bitcoin'
import { createApprovalQueue } from '@foyer/devnet/wallet'
import { bitcoinAdapter } from '../bitcoinAdapter.js'
import { bitcoinMainnet, bitcoinSignet, bitcoinTestnet } from '../networks.js'
import { createFakeWindow, registerOnWindow } from './createFakeWindow.js'

export const devWalletId = `ws:${BITCOIN_DEV_WALLET_NAME}`
export const satsWalletId = 'sats:FoyerSatsDev.BitcoinProvider'

/** Regtest as a Foyer network (no public one: a local node's). */
export const bitcoinRegtest: Network = {
  ...bitcoinTestnet,
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
}

export interface SetupWithDevWalletParameters {
  mode?: 'approve' | 'reject' | 'ask'
  chains?: BitcoinDevChain[]
  /** The host's requested networks. */
  networks?: Network[]
  /** Also inject the sats-connect flavour. */
  sats?: boolean
  /** A WalletConnect connector for the adapter too. */
  walletConnect?: WalletConnectConnector
}

/**
 * An adapter set up on a fake window where the Bitcoin dev wallet registered through the Wallet Standard
 * (and, with `sats`, its sats-connect flavour injected its provider), prepared.
 */
export async function setupWithDevWallet(parameters: SetupWithDevWalletParameters = {}) {
  const chains = parameters.chains ?? ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet']
  const approvals = createApprovalQueue({ mode: parameters.mode ?? 'approve' })
  const storage = createMemoryStorage()
  const origin = 'http://127.0.0.1:5173'
  const signer = createBitcoinDevSigner({
    rdns: BITCOIN_DEV_RDNS,
    name: BITCOIN_DEV_WALLET_NAME,
    chains,
    storage,
    origin,
    approvals,
  })
  const { wallet } = createBitcoinDevWallet({ signer, name: BITCOIN_DEV_WALLET_NAME })
  const window = createFakeWindow()
  const unregister = registerOnWindow(window, wallet)
  const satsSigner = parameters.sats
    ? createBitcoinDevSigner({
        rdns: SATS_DEV_RDNS,
        name: SATS_DEV_WALLET_NAME,
        chains,
        storage,
        origin,
        approvals,
      })
    : undefined
  if (satsSigner)
    injectSatsConnectProvider(window, createSatsConnectDevProvider({ signer: satsSigner }).provider)
  const adapter = bitcoinAdapter({ window, walletConnect: parameters.walletConnect })
  const events = createRecordingEvents(parameters.networks ?? [bitcoinMainnet, bitcoinTestnet, bitcoinSignet])
  const cleanup = adapter.setup(events)
  await adapter.prepare()
  return { adapter, events, window, wallet, signer, satsSigner, approvals, storage, unregister, cleanup }
}
