import type { AdapterEvents } from '@foyer/core'
import { createRecordingEvents } from '@foyer/core/test'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { kusama, polkadot, westend } from '../networks.js'
import { polkadotAdapter } from '../polkadotAdapter.js'
import {
  type CreateFakeWalletConnectParameters,
  createFakeWalletConnect,
  type FakeRequest,
} from '../test/createFakeWalletConnect.js'
import type { PolkadotWindow } from '../types.js'

const KUSAMA_GENESIS = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe'

// The reference: keys from @polkadot/keyring, signing as a WalletConnect wallet would.
let alice: KeyringPair
let bob: KeyringPair
beforeAll(async () => {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519' })
  alice = keyring.addFromUri('//Alice')
  bob = keyring.addFromUri('//Bob', {}, 'ed25519')
})

afterEach(() => {
  vi.restoreAllMocks()
})

const on = (network: typeof polkadot, pair: KeyringPair, prefix: number) =>
  `${network.caipNetworkId}:${encodeAddress(pair.publicKey, prefix)}`

/** The session's accounts: Alice on Polkadot and Kusama, Bob on Polkadot only, and an EVM account. */
const sessionAccounts = () => [
  on(polkadot, alice, 0),
  on(kusama, alice, 2),
  on(polkadot, bob, 0),
  'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
]

/** A wallet that signs what it is asked with the key of `params.address` (as the RPC document says). */
function sign({ method, params }: FakeRequest): unknown {
  const { address, data, transactionPayload } = params as Record<string, string>
  const pair = [alice, bob].find((item) => u8aToHex(item.publicKey) === u8aToHex(decodeAddress(address)))
  if (!pair) throw { code: 4100, message: 'Unknown account' }
  if (method === 'polkadot_signMessage') return { signature: u8aToHex(pair.sign(hexToU8a(data))) }
  if (method === 'polkadot_signTransaction')
    return { signature: u8aToHex(pair.sign(new TextEncoder().encode(JSON.stringify(transactionPayload)))) }
  throw { code: -32601, message: 'Method not found' }
}

async function setup(
  wallet: Partial<CreateFakeWalletConnectParameters> = {},
  networks = [polkadot, kusama, westend],
) {
  const fake = createFakeWalletConnect({ accounts: sessionAccounts(), answer: sign, ...wallet })
  const window: PolkadotWindow & { injectedWeb3: Record<string, unknown> } = { injectedWeb3: {} }
  const adapter = polkadotAdapter({ window, walletConnect: fake.connector })
  const approvedNetworksChanged = vi.fn<NonNullable<AdapterEvents['approvedNetworksChanged']>>()
  const events = { ...createRecordingEvents(networks), approvedNetworksChanged }
  adapter.setup(events)
  await adapter.prepare()
  return { adapter, fake, events, window }
}

const connectorId = 'walletConnect'

describe('discovery', () => {
  test('default: WalletConnect is a Connect-view entry of the polkadot family; nothing of it runs before a call', async () => {
    const { adapter, fake, events } = await setup()
    const entry = {
      id: connectorId,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'polkadot',
      installed: true,
    }
    expect(adapter.getConnectors()).toEqual([entry])
    expect(events.lastConnectors()).toEqual([entry])
    expect(fake.connector.getProvider).not.toHaveBeenCalled()
    expect(fake.connector.restore).not.toHaveBeenCalled()
  })
})

describe('connect', () => {
  test('default: pairs, the session’s accounts (one per key) in the network’s SS58 form, the approved chains', async () => {
    const { adapter, fake } = await setup()
    const result = await adapter.connect({ connectorId, network: polkadot })
    expect(fake.connector.connect).toHaveBeenCalledWith(
      expect.objectContaining({ networks: [polkadot, kusama, westend] }),
    )
    expect(result).toEqual({
      address: encodeAddress(alice.publicKey, 0),
      addresses: [encodeAddress(alice.publicKey, 0), encodeAddress(bob.publicKey, 0)],
      chainId: polkadot.id,
      approvedNetworks: {
        approvedCaipNetworkIds: [polkadot.caipNetworkId, kusama.caipNetworkId],
        supportsAllNetworks: false,
      },
    })
  })

  test('parameters: network — one the session did not approve gives way to a requested one it did', async () => {
    const { adapter } = await setup()
    const result = await adapter.connect({ connectorId, network: westend })
    expect(result).toMatchObject({ chainId: polkadot.id, address: encodeAddress(alice.publicKey, 0) })
  })

  test('behavior: a malformed CAIP-10 account of the session is ignored (and said once)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const valid = encodeAddress(alice.publicKey, 0)
    const broken = `${valid.slice(0, -1)}${valid.endsWith('1') ? '2' : '1'}`
    const { adapter } = await setup({
      accounts: [
        `${polkadot.caipNetworkId}:${broken}`, // a wrong SS58 checksum
        `${polkadot.caipNetworkId}:0x${'ab'.repeat(20)}`, // an H160, not SS58
        `${polkadot.caipNetworkId}:${encodeAddress(new Uint8Array(8), 0)}`, // an 8-byte account index
        'polkadot:91b171bb158e2d3848fa23a9f1c25182', // no address
        'polkadot:not a chain:x',
        on(polkadot, bob, 0),
      ],
    })
    const result = await adapter.connect({ connectorId, network: polkadot })
    expect(result.addresses).toEqual([encodeAddress(bob.publicKey, 0)])
    await adapter.signMessage({ connectorId, address: result.address, message: 'x' })
    expect(warn).toHaveBeenCalledTimes(5)
    expect(String(warn.mock.calls[0]?.[0])).toContain(broken)
  })

  test('behavior: a session without a polkadot account is a clear error', async () => {
    const { adapter } = await setup({ accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })
    await expect(adapter.connect({ connectorId, network: polkadot })).rejects.toMatchObject({
      name: 'ConnectionAbortedError',
      details: 'The extension "WalletConnect" gave no Polkadot account',
    })
  })

  test('behavior: the injected extensions coming and going leave the WalletConnect connection alone', async () => {
    const { adapter, events, window } = await setup()
    const { address } = await adapter.connect({ connectorId, network: polkadot })
    const injected = { accounts: { get: async () => [], subscribe: () => () => undefined }, signer: {} }
    window.injectedWeb3['polkadot-js'] = { version: '1', enable: async () => injected }
    await adapter.reconnect({ connectorId: 'injectedWeb3:polkadot-js', network: polkadot })
    expect(events.lastConnectors()?.map((connector) => connector.id)).toEqual([
      connectorId,
      'injectedWeb3:polkadot-js',
    ])
    expect(events.disconnects).toEqual([])
    await expect(adapter.signMessage({ connectorId, address, message: 'x' })).resolves.toMatch(/^0x/)
  })
})

describe('reconnect', () => {
  test('default: a stored session is restored without pairing', async () => {
    const { adapter, fake } = await setup({ stored: true })
    await expect(adapter.reconnect({ connectorId, network: kusama })).resolves.toMatchObject({
      address: encodeAddress(alice.publicKey, 2),
      addresses: [encodeAddress(alice.publicKey, 2), encodeAddress(bob.publicKey, 2)],
      chainId: kusama.id,
    })
    expect(fake.connector.restore).toHaveBeenCalledTimes(1)
    expect(fake.connector.connect).not.toHaveBeenCalled()
  })

  test('behavior: no stored session — undefined, and no pairing starts', async () => {
    const { adapter, fake } = await setup()
    await expect(adapter.reconnect({ connectorId, network: polkadot })).resolves.toBeUndefined()
    expect(fake.connector.connect).not.toHaveBeenCalled()
  })
})

describe('switchNetwork', () => {
  test('default: Kusama re-encodes the same keys with prefix 2; requests then go to Kusama', async () => {
    const { adapter, fake, events } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    await adapter.switchNetwork({ connectorId, network: kusama })
    expect(events.accounts.at(-1)).toEqual({
      connectorId,
      addresses: [encodeAddress(alice.publicKey, 2), encodeAddress(bob.publicKey, 2)],
    })
    await adapter.signMessage({ connectorId, address: encodeAddress(alice.publicKey, 2), message: 'x' })
    expect(fake.requests.at(-1)).toMatchObject({
      chain: kusama.caipNetworkId,
      params: { address: encodeAddress(alice.publicKey, 2) },
    })
    // Bob is approved on Polkadot only: his requests go there, with the address the session lists.
    await adapter.signMessage({ connectorId, address: encodeAddress(bob.publicKey, 2), message: 'x' })
    expect(fake.requests.at(-1)).toMatchObject({
      chain: polkadot.caipNetworkId,
      params: { address: encodeAddress(bob.publicKey, 0) },
    })
  })

  test('behavior: a chain the session did not approve is UnsupportedChainError', async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    await expect(adapter.switchNetwork({ connectorId, network: westend })).rejects.toMatchObject({
      name: 'UnsupportedChainError',
      details: `The wallet did not approve ${westend.caipNetworkId}`,
    })
  })
})

describe('signMessage', () => {
  test('default: polkadot_signMessage { address, data: <Bytes>-wrapped hex, type: bytes }; the answer verifies', async () => {
    const { adapter, fake } = await setup()
    const { address } = await adapter.connect({ connectorId, network: polkadot })
    const message = 'Sign in to Foyer — ✓ 日本'
    const signature = await adapter.signMessage({ connectorId, address, message })
    expect(fake.requests).toEqual([
      {
        method: 'polkadot_signMessage',
        params: { address, data: u8aToHex(u8aWrapBytes(message)), type: 'bytes' },
        chain: polkadot.caipNetworkId,
      },
    ])
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(signatureVerify(message, signature, address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(u8aWrapBytes(message), signature, address).isValid).toBe(true)
    expect(signatureVerify('Sign in to Foyer', signature, address).isValid).toBe(false)
  })

  test('behavior: the wallet declines (WalletConnect 5000, 5001, 5002): 4001', async () => {
    const { adapter, fake } = await setup()
    const { address } = await adapter.connect({ connectorId, network: polkadot })
    for (const code of [5000, 5001, 5002]) {
      fake.setAnswer(() => {
        throw { code, message: 'User rejected.' }
      })
      await expect(adapter.signMessage({ connectorId, address, message: 'hi' })).rejects.toMatchObject({
        name: 'UserRejectedRequestError',
        rpcCode: 4001,
        details: 'User rejected.',
      })
    }
  })

  test('behavior: a garbage answer is InvalidWalletResponseError naming the method', async () => {
    const { adapter, fake } = await setup()
    const { address } = await adapter.connect({ connectorId, network: polkadot })
    for (const answer of [null, 'nope', { signature: 'nope' }, { signature: `0x${'ab'.repeat(63)}` }, {}]) {
      fake.setAnswer(() => answer)
      const error = await adapter
        .signMessage({ connectorId, address, message: 'hi' })
        .catch((caught) => caught)
      expect(error).toMatchObject({ name: 'InvalidWalletResponseError' })
      expect(error.details).toMatch(/^polkadot_signMessage: /)
    }
    fake.setAnswer(() => ({ signature: 'nope' }))
    await expect(adapter.signMessage({ connectorId, address, message: 'hi' })).rejects.toMatchObject({
      details: 'polkadot_signMessage: signature: expected hex of 64 to 66 bytes',
    })
  })
})

describe('request', () => {
  test('parameters: polkadot_signMessage — the RPC’s { address, data, type } and the shorter { address, message }', async () => {
    const { adapter, fake } = await setup()
    const { address } = await adapter.connect({ connectorId, network: polkadot })
    const wrapped = u8aToHex(u8aWrapBytes('hello world'))
    const answers = [
      await adapter.request({
        connectorId,
        method: 'polkadot_signMessage',
        params: { address, data: wrapped, type: 'bytes' },
      }),
      await adapter.request({
        connectorId,
        method: 'polkadot_signMessage',
        params: { address, message: 'hello world' },
      }),
    ] as { signature: string }[]
    // Wrapped once: data already wrapped is sent as it is.
    expect(fake.requests.map((request) => request.params)).toEqual([
      { address, data: wrapped, type: 'bytes' },
      { address, data: wrapped, type: 'bytes' },
    ])
    for (const { signature } of answers)
      expect(signatureVerify('hello world', signature, address).isValid).toBe(true)
    await adapter.request({
      connectorId,
      method: 'polkadot_signMessage',
      params: { address, data: '0x0102', type: 'payload' },
    })
    expect(fake.requests.at(-1)?.params).toEqual({ address, data: '0x0102', type: 'payload' })
  })

  test('parameters: polkadot_signTransaction { address, transactionPayload } goes to the payload’s chain', async () => {
    const { adapter, fake } = await setup()
    const { address } = await adapter.connect({ connectorId, network: polkadot })
    const transactionPayload = {
      address,
      genesisHash: KUSAMA_GENESIS,
      method: '0x0400',
      nonce: '0x00000000',
      specVersion: '0x00000000',
      version: 4,
    }
    const result = (await adapter.request({
      connectorId,
      method: 'polkadot_signTransaction',
      params: { address, transactionPayload },
    })) as { signature: `0x${string}` }
    const kusamaAddress = encodeAddress(alice.publicKey, 2)
    const sent = { ...transactionPayload, address: kusamaAddress }
    expect(fake.requests).toEqual([
      {
        method: 'polkadot_signTransaction',
        params: { address: kusamaAddress, transactionPayload: sent },
        chain: kusama.caipNetworkId,
      },
    ])
    expect(signatureVerify(JSON.stringify(sent), result.signature, kusamaAddress).isValid).toBe(true)
    fake.setAnswer(() => ({ signature: result.signature, signedTransaction: 'not hex' }))
    await expect(
      adapter.request({
        connectorId,
        method: 'polkadot_signTransaction',
        params: { address, transactionPayload },
      }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
      details: 'polkadot_signTransaction: signedTransaction: expected hex',
    })
  })
})

describe('session events', () => {
  test('behavior: the wallet ends the session (session_delete): disconnected', async () => {
    const { adapter, fake, events } = await setup()
    const { address } = await adapter.connect({ connectorId, network: polkadot })
    fake.end()
    expect(events.accounts).toEqual([{ connectorId, addresses: [] }])
    await expect(adapter.signMessage({ connectorId, address, message: 'x' })).rejects.toMatchObject({
      rpcCode: 4100,
    })
    expect(fake.listenerCount('session_delete')).toBe(0)
  })

  test('behavior: a session update reports the new accounts and approved chains', async () => {
    const { adapter, fake, events } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    fake.update([on(polkadot, bob, 0), on(westend, bob, 42)])
    expect(events.accounts).toEqual([{ connectorId, addresses: [encodeAddress(bob.publicKey, 0)] }])
    expect(events.approvedNetworksChanged).toHaveBeenCalledWith({
      connectorId,
      approvedCaipNetworkIds: [polkadot.caipNetworkId, westend.caipNetworkId],
      supportsAllNetworks: false,
    })
    await adapter.switchNetwork({ connectorId, network: westend })
    expect(events.accounts.at(-1)).toEqual({ connectorId, addresses: [encodeAddress(bob.publicKey, 42)] })
  })

  test('behavior: disconnect ends the session on both sides', async () => {
    const { adapter, fake } = await setup()
    await adapter.connect({ connectorId, network: polkadot })
    await adapter.disconnect({ connectorId })
    expect(fake.connector.disconnect).toHaveBeenCalledTimes(1)
    fake.connector.disconnect.mockRejectedValueOnce(new Error('relay down'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(adapter.disconnect({ connectorId })).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
