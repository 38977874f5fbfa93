import { afterEach, describe, expect, test, vi } from 'vitest'
import { bitcoinMainnet, bitcoinSignet, bitcoinTestnet } from './networks.js'
import {
  bitcoinRegtest,
  connectWithWalletConnect,
  createFakeWalletConnect,
  devWalletId,
  MAINNET,
  ORDINALS,
  PAYMENT,
  SESSION_ACCOUNTS,
  SIGNET,
  setupWithDevWallet,
  setupWithWalletConnect,
  TEST_ORDINALS,
  TEST_PAYMENT,
  TESTNET,
  walletConnectId,
} from './test/index.js'

// The bip122 namespace of a WalletConnect session as a wallet: listing, connect, restore, switching.
// Signing and the session's events: walletConnectSigning.test.ts.

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Connect view', () => {
  test('default: WalletConnect is listed for bip122, before the installed wallets', async () => {
    const { connector } = createFakeWalletConnect()
    const { adapter, events } = await setupWithDevWallet({ walletConnect: connector })
    const entry = {
      id: walletConnectId,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
      installed: true,
    }
    expect(events.lastConnectors()?.map(({ id }) => id)).toEqual([walletConnectId, devWalletId])
    expect(events.lastConnectors()?.[0]).toEqual(entry)
    expect(adapter.getConnectors()[0]).toEqual(entry)
  })
})

describe('connect', () => {
  test('default: pairs with the site’s networks; the payment address first, the ordinals one beside it (getAccountAddresses)', async () => {
    const { session, connected } = await connectWithWalletConnect()
    expect(session.log).toEqual([{ call: 'connect', networks: [MAINNET, TESTNET, SIGNET] }])
    expect(connected).toEqual({
      address: PAYMENT,
      addresses: [PAYMENT, ORDINALS],
      accountTypes: ['payment', 'ordinal'],
      chainId: bitcoinMainnet.id,
      approvedNetworks: { approvedCaipNetworkIds: [MAINNET, TESTNET, SIGNET], supportsAllNetworks: false },
    })
  })

  test('behavior: getAccountAddresses names the account and asks for the ordinal intention, on the network connected', async () => {
    const { session, adapter } = await setupWithWalletConnect({ networks: [bitcoinTestnet, bitcoinMainnet] })
    session.approve(SESSION_ACCOUNTS)
    session.handlers.getAccountAddresses = () => [
      { address: TEST_PAYMENT, intention: 'payment' },
      { address: TEST_ORDINALS, intention: 'ordinal' },
    ]
    const result = await adapter.connect({ connectorId: walletConnectId, network: bitcoinTestnet })
    expect(session.calls).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: TEST_PAYMENT, intentions: ['ordinal'] },
        chain: TESTNET,
      },
    ])
    expect(result).toMatchObject({ addresses: [TEST_PAYMENT, TEST_ORDINALS], chainId: bitcoinTestnet.id })
  })

  test('behavior: a taproot address listed in the session is the ordinals one: nothing is asked', async () => {
    const { session, adapter } = await setupWithWalletConnect()
    session.approve([`${MAINNET}:${ORDINALS}`, `${MAINNET}:${PAYMENT}`])
    const result = await adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
    expect(result).toMatchObject({
      address: PAYMENT,
      addresses: [PAYMENT, ORDINALS],
      accountTypes: ['payment', 'ordinal'],
    })
    expect(session.calls).toEqual([])
  })

  test('behavior: the wallet’s bip122_getAccountAddresses session property tells the ordinals address: nothing is asked', async () => {
    const { session, adapter } = await setupWithWalletConnect()
    session.approve([`${MAINNET}:${PAYMENT}`])
    session.properties.bip122_getAccountAddresses = JSON.stringify([
      { address: PAYMENT, intention: 'payment' },
      { address: ORDINALS, intention: 'ordinal' },
    ])
    const result = await adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
    expect(result).toMatchObject({ addresses: [PAYMENT, ORDINALS], accountTypes: ['payment', 'ordinal'] })
    expect(session.calls).toEqual([])
  })

  test('behavior: a session property of another account’s addresses, or malformed, is not used: the wallet is asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const property of [
      JSON.stringify([
        { address: TEST_PAYMENT, intention: 'payment' },
        { address: TEST_ORDINALS, intention: 'ordinal' },
      ]),
      '{not json',
    ]) {
      const { session, adapter } = await setupWithWalletConnect()
      session.approve([`${MAINNET}:${PAYMENT}`])
      session.properties.bip122_getAccountAddresses = property
      session.handlers.getAccountAddresses = () => [
        { address: PAYMENT, intention: 'payment' },
        { address: ORDINALS, intention: 'ordinal' },
      ]
      const result = await adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
      expect(result.addresses).toEqual([PAYMENT, ORDINALS])
      expect(session.calls.map(({ method }) => method)).toEqual(['getAccountAddresses'])
    }
  })

  test('behavior: an entry without intention at BIP-86’s first external path is the ordinals address', async () => {
    const { session, adapter } = await setupWithWalletConnect()
    session.approve([`${MAINNET}:${PAYMENT}`])
    session.handlers.getAccountAddresses = () => [
      { address: PAYMENT, path: "m/84'/0'/0'/0/0" },
      { address: 'bc1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', path: "m/86'/0'/0'/1/0" },
      { address: ORDINALS, path: "m/86'/0'/0'/0/0" },
    ]
    const result = await adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
    expect(result.addresses).toEqual([PAYMENT, ORDINALS])
  })

  test('behavior: a session without getAccountAddresses (4200) or a wallet that declines it: the payment address alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = await setupWithWalletConnect()
    first.session.approve(SESSION_ACCOUNTS)
    const alone = await first.adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
    expect(alone).toMatchObject({ address: PAYMENT, addresses: [PAYMENT], accountTypes: ['payment'] })
    expect(warn).not.toHaveBeenCalled()

    const second = await setupWithWalletConnect()
    second.session.approve(SESSION_ACCOUNTS)
    second.session.handlers.getAccountAddresses = () => {
      throw { code: 5000, message: 'User rejected.' }
    }
    const declined = await second.adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
    expect(declined.addresses).toEqual([PAYMENT])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test('behavior: with purposes ["payment"], the ordinals address is neither asked nor shown', async () => {
    const { session, adapter } = await setupWithWalletConnect({ purposes: ['payment'] })
    session.approve([`${MAINNET}:${PAYMENT}`, `${MAINNET}:${ORDINALS}`])
    const result = await adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
    expect(result.addresses).toEqual([PAYMENT])
    expect(session.calls).toEqual([])
  })

  test('behavior: a session that approved no bip122 account does not connect Bitcoin', async () => {
    const { session, adapter } = await setupWithWalletConnect()
    session.approve(['eip155:1:0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'])
    await expect(
      adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet }),
    ).rejects.toMatchObject({
      name: 'ConnectionAbortedError',
    })
  })

  test('behavior: a garbage getAccountAddresses answer is InvalidWalletResponseError, naming the method', async () => {
    const { session, adapter } = await setupWithWalletConnect()
    session.approve(SESSION_ACCOUNTS)
    session.handlers.getAccountAddresses = () => ({ addresses: 'all of them' })
    await expect(
      adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
      details: expect.stringMatching(/^getAccountAddresses: /),
    })
  })
})

describe('reconnect', () => {
  test('default: a stored session is restored without pairing; without one, nothing', async () => {
    const empty = await setupWithWalletConnect()
    await expect(
      empty.adapter.reconnect({ connectorId: walletConnectId, network: bitcoinMainnet }),
    ).resolves.toBe(undefined)

    const { session, adapter } = await setupWithWalletConnect()
    session.store(SESSION_ACCOUNTS)
    session.handlers.getAccountAddresses = () => [{ address: ORDINALS, intention: 'ordinal' }]
    await expect(
      adapter.reconnect({ connectorId: walletConnectId, network: bitcoinMainnet }),
    ).resolves.toEqual({
      address: PAYMENT,
      addresses: [PAYMENT, ORDINALS],
      accountTypes: ['payment', 'ordinal'],
      chainId: bitcoinMainnet.id,
      approvedNetworks: { approvedCaipNetworkIds: [MAINNET, TESTNET, SIGNET], supportsAllNetworks: false },
    })
    expect(session.log.map((entry) => entry.call)).toEqual(['restore'])
  })
})

describe('switchNetwork', () => {
  test('default: among the session’s approved chains; the addresses become that chain’s, its ordinals asked there', async () => {
    const { adapter, events, session } = await connectWithWalletConnect()
    await adapter.switchNetwork({ connectorId: walletConnectId, network: bitcoinTestnet })
    expect(events.accounts).toEqual([
      {
        connectorId: walletConnectId,
        addresses: [TEST_PAYMENT, TEST_ORDINALS],
        accountTypes: ['payment', 'ordinal'],
      },
    ])
    expect(session.calls).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: TEST_PAYMENT, intentions: ['ordinal'] },
        chain: TESTNET,
      },
    ])
    // Signet's addresses are testnet's: nothing to report; requests now name signet.
    await adapter.switchNetwork({ connectorId: walletConnectId, network: bitcoinSignet })
    expect(events.accounts).toHaveLength(1)
    session.handlers.signMessage = (params) => ({ address: params.address, signature: 'ab' })
    await adapter.signMessage({ connectorId: walletConnectId, address: TEST_ORDINALS, message: 'on signet' })
    expect(session.calls.at(-1)).toMatchObject({ method: 'signMessage', chain: SIGNET })
  })

  test('behavior: a chain the session did not approve is UnsupportedChainError', async () => {
    const { adapter } = await connectWithWalletConnect()
    await expect(
      adapter.switchNetwork({ connectorId: walletConnectId, network: bitcoinRegtest }),
    ).rejects.toMatchObject({ name: 'UnsupportedChainError' })
  })
})
