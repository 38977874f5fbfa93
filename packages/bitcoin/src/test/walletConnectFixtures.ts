import { base64 } from '@scure/base'
import { bitcoinMainnet, bitcoinSignet, bitcoinTestnet } from '../networks.js'
import {
  type SetupWithWalletConnectParameters,
  setupWithWalletConnect,
  walletConnectId,
} from './setupWithWalletConnect.js'

// A WalletConnect wallet's addresses for the adapter's tests (valid by form; nothing is signed with them).
export const MAINNET = bitcoinMainnet.caipNetworkId
export const TESTNET = bitcoinTestnet.caipNetworkId
export const SIGNET = bitcoinSignet.caipNetworkId
export const PAYMENT = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
export const ORDINALS = 'bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e'
export const TEST_PAYMENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
export const TEST_ORDINALS = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
/** The wallet's account on each network: its payment address (testnet and signet share theirs). */
export const SESSION_ACCOUNTS = [
  `${MAINNET}:${PAYMENT}`,
  `${TESTNET}:${TEST_PAYMENT}`,
  `${SIGNET}:${TEST_PAYMENT}`,
]
const ORDINALS_BY_CHAIN: Record<string, string> = {
  [MAINNET]: ORDINALS,
  [TESTNET]: TEST_ORDINALS,
  [SIGNET]: TEST_ORDINALS,
}

/** A PSBT as far as the adapter checks one: base64 of bytes starting with BIP-174's magic. */
export const psbtOf = (...bytes: number[]) =>
  base64.encode(new Uint8Array([0x70, 0x73, 0x62, 0x74, 0xff, ...bytes]))

/**
 * An adapter connected through the fake WalletConnect session on mainnet, whose wallet approves
 * `SESSION_ACCOUNTS` and answers getAccountAddresses with each chain's ordinals address; the calls of
 * the connect are cleared.
 */
export async function connectWithWalletConnect(parameters: SetupWithWalletConnectParameters = {}) {
  const setup = await setupWithWalletConnect(parameters)
  setup.session.approve(SESSION_ACCOUNTS)
  setup.session.handlers.getAccountAddresses = (_params, chain) => [
    { address: ORDINALS_BY_CHAIN[chain ?? '']!, publicKey: '02'.padEnd(66, 'a'), intention: 'ordinal' },
  ]
  const connected = await setup.adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
  setup.session.calls.splice(0)
  return { ...setup, connected }
}
