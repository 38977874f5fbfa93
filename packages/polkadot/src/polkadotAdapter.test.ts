import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { extensionName } from './discovery/createDiscovery.js'
import { kusama, polkadot, westend } from './networks.js'
import { polkadotAdapter } from './polkadotAdapter.js'
import { devWalletId, setupWithDevWallet } from './test/setupWithDevWallet.js'

// The reference: the dev accounts' keys from @polkadot/keyring, independently of the dev wallet.
let alice: string
let bob: string
let charlie: string
beforeAll(async () => {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519' })
  alice = u8aToHex(keyring.addFromUri('//Alice').publicKey)
  bob = u8aToHex(keyring.addFromUri('//Bob').publicKey)
  charlie = u8aToHex(keyring.addFromUri('//Charlie', {}, 'ed25519').publicKey)
})

describe('discovery', () => {
  test('default: the injected extension is a connector named by its key, in words; known extensions by their names', async () => {
    const { adapter, events } = await setupWithDevWallet()
    expect(adapter.getConnectors()).toEqual([
      { id: devWalletId, name: 'Foyer Dev', type: 'INJECTED', chain: 'polkadot', installed: true },
    ])
    expect(events.lastConnectors()).toEqual(adapter.getConnectors())
    expect(['polkadot-js', 'subwallet-js', 'talisman', 'my_wallet'].map(extensionName)).toEqual([
      'Polkadot.js',
      'SubWallet',
      'Talisman',
      'My Wallet',
    ])
  })

  test('behavior: an impostor whose key reads as a listed extension’s name is listed after it, marked', async () => {
    const enable = async () => ({ accounts: { get: async () => [], subscribe: () => () => undefined } })
    const window = {
      injectedWeb3: {
        talisman: { version: '1.0.0', enable },
        'Foyer Dev': { version: '1.0.0', enable },
        'foyer-dev': { version: '1.0.0', enable },
        Talisman: { version: '1.0.0', enable },
      },
    }
    const adapter = polkadotAdapter({ window })
    adapter.setup((await import('@foyer/core/test')).createRecordingEvents())
    await adapter.prepare()
    expect(
      adapter
        .getConnectors()
        .map(({ id, name, info }) => ({ id, name, marked: info?.duplicateRdns === true })),
    ).toEqual([
      { id: 'injectedWeb3:talisman', name: 'Talisman', marked: false },
      { id: 'injectedWeb3:Foyer Dev', name: 'Foyer Dev', marked: false },
      { id: 'injectedWeb3:foyer-dev', name: 'Foyer Dev', marked: true },
      { id: 'injectedWeb3:Talisman', name: 'Talisman', marked: true },
    ])
  })

  test('behavior: a malformed injectedWeb3 entry is refused at the edge (and said once)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = {
      injectedWeb3: {
        broken: { version: '1', enable: 'not a function' },
        numbered: { version: 7, enable: async () => ({}) },
        nothing: null,
        'bad\u0000name': { version: '1', enable: async () => ({}) },
        fine: { version: '1.0.0', enable: async () => ({}) },
      },
    }
    const adapter = polkadotAdapter({ window })
    adapter.setup((await import('@foyer/core/test')).createRecordingEvents())
    await adapter.prepare()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['injectedWeb3:fine'])
    expect(warn).toHaveBeenCalledTimes(4)
    expect(String(warn.mock.calls[0]?.[0])).toContain('enable must be a function')
    warn.mockRestore()
  })

  test('behavior: an extension that answers enable with no accounts object is an invalid response', async () => {
    const window = { injectedWeb3: { odd: { version: '1', enable: async () => ({ signer: {} }) } } }
    const adapter = polkadotAdapter({ window })
    await adapter.prepare()
    await expect(
      adapter.connect({ connectorId: 'injectedWeb3:odd', network: polkadot }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
    })
  })
})

describe('connect', () => {
  test('default: named accounts, SS58 addresses of the current network, every address kept', async () => {
    const { adapter } = await setupWithDevWallet()
    const result = await adapter.connect({ connectorId: devWalletId, network: polkadot })
    expect(result).toEqual({
      address: encodeAddress(alice, 0),
      addresses: [encodeAddress(alice, 0), encodeAddress(bob, 0), encodeAddress(charlie, 0)],
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
    })
    expect(result.address).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
  })

  test('parameters: network — Westend gives the generic prefix 42', async () => {
    const { adapter } = await setupWithDevWallet()
    const result = await adapter.connect({ connectorId: devWalletId, network: westend })
    expect(result.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
  })

  test('behavior: the user refuses to authorise the site: 4001', async () => {
    const { adapter } = await setupWithDevWallet({ mode: 'reject' })
    await expect(adapter.connect({ connectorId: devWalletId, network: polkadot })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
  })

  test('behavior: an extension that vanishes mid-connect (enable never answers) is a clear error', async () => {
    const { adapter, dev } = await setupWithDevWallet({ mode: 'ask' })
    const connecting = adapter.connect({ connectorId: devWalletId, network: polkadot })
    await vi.waitFor(() => expect(dev.approvals.pending()).toHaveLength(1))
    dev.vanish()
    await expect(connecting).rejects.toMatchObject({
      name: 'ConnectionAbortedError',
      details: 'The extension "foyer-dev" left the page while connecting',
    })
    expect(adapter.getConnectors()).toEqual([])
  })

  test('behavior: an enable that never resolves times out', async () => {
    const window = { injectedWeb3: { stuck: { version: '1', enable: () => new Promise(() => undefined) } } }
    const adapter = polkadotAdapter({ window, connectTimeoutMs: 300 })
    await adapter.prepare()
    await expect(
      adapter.connect({ connectorId: 'injectedWeb3:stuck', network: polkadot }),
    ).rejects.toMatchObject({
      name: 'ConnectionAbortedError',
    })
  })

  test('behavior: an unknown connector is ProviderNotFoundError', async () => {
    const { adapter } = await setupWithDevWallet()
    await expect(
      adapter.connect({ connectorId: 'injectedWeb3:talisman', network: polkadot }),
    ).rejects.toMatchObject({
      name: 'ProviderNotFoundError',
    })
  })

  test('behavior: the accounts subscription is followed (a locked extension empties the list)', async () => {
    const { adapter, dev, events } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: polkadot })
    // The subscription's first call only repeats the list: nothing is reported.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events.accounts).toEqual([])
    dev.lock()
    await vi.waitFor(() => expect(events.accounts).toEqual([{ connectorId: devWalletId, addresses: [] }]))
    await expect(
      adapter.signMessage({ connectorId: devWalletId, address: encodeAddress(alice, 0), message: 'x' }),
    ).rejects.toMatchObject({ rpcCode: 4100 })
  })

  test('behavior: an extension turned off while connected ends its connection when the visitor comes back (focus)', async () => {
    const { adapter, dev, events, window } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: polkadot })
    dev.vanish()
    // Turned off on the browser's extension page: nothing tells the page until it reads again.
    expect(events.disconnects).toEqual([])
    window.dispatchEvent(new Event('focus'))
    expect(events.disconnects).toEqual([{ connectorId: devWalletId }])
    expect(adapter.getConnectors().map(({ id }) => id)).not.toContain(devWalletId)
  })

  test('behavior: disconnect, then reconnect without a prompt (the origin stays authorised)', async () => {
    const { adapter, dev } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: polkadot })
    await adapter.disconnect({ connectorId: devWalletId })
    dev.approvals.setMode('reject')
    await expect(adapter.reconnect({ connectorId: devWalletId, network: kusama })).resolves.toMatchObject({
      address: encodeAddress(alice, 2),
      chainId: kusama.id,
    })
    await expect(
      adapter.reconnect({ connectorId: 'injectedWeb3:gone', network: kusama }),
    ).resolves.toBeUndefined()
  })
})

describe('switchNetwork', () => {
  test('default: Kusama re-encodes the same keys with prefix 2, with no wallet call', async () => {
    const { adapter, dev, events } = await setupWithDevWallet()
    const { addresses } = await adapter.connect({ connectorId: devWalletId, network: polkadot })
    dev.approvals.setMode('ask')
    await adapter.switchNetwork({ connectorId: devWalletId, network: kusama })
    expect(dev.approvals.pending()).toEqual([])
    const switched = events.accounts.at(-1)!.addresses
    expect(switched).toEqual([encodeAddress(alice, 2), encodeAddress(bob, 2), encodeAddress(charlie, 2)])
    expect(switched.map((address) => u8aToHex(decodeAddress(address)))).toEqual(
      addresses.map((address) => u8aToHex(decodeAddress(address))),
    )
  })
})

describe('signMessage', () => {
  test('default: the signature verifies with @polkadot/util-crypto’s signatureVerify (sr25519 and ed25519)', async () => {
    const { adapter } = await setupWithDevWallet()
    const { addresses } = await adapter.connect({ connectorId: devWalletId, network: polkadot })
    const message = 'Sign in to Foyer — ✓ 日本'
    for (const [address, crypto] of [
      [addresses[0]!, 'sr25519'],
      [addresses[2]!, 'ed25519'],
    ] as const) {
      const signature = await adapter.signMessage({ connectorId: devWalletId, address, message })
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
      expect(signatureVerify(message, signature, address)).toMatchObject({ isValid: true, crypto })
      // The signed bytes are the wrapped message, whatever the extension does with it.
      expect(signatureVerify(u8aWrapBytes(message), signature, address).isValid).toBe(true)
      expect(signatureVerify('Sign in to Foyer', signature, address).isValid).toBe(false)
    }
  })

  test('behavior: the user rejects the signature (the extension throws "Cancelled"): 4001', async () => {
    const { adapter, dev } = await setupWithDevWallet()
    const { address } = await adapter.connect({ connectorId: devWalletId, network: polkadot })
    dev.approvals.setMode('reject')
    await expect(
      adapter.signMessage({ connectorId: devWalletId, address, message: 'hi' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
      details: 'Cancelled',
    })
  })

  test('behavior: an address that is not connected is 4100', async () => {
    const { adapter } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: polkadot })
    await expect(
      adapter.signMessage({
        connectorId: devWalletId,
        address: encodeAddress(new Uint8Array(32), 0),
        message: 'x',
      }),
    ).rejects.toMatchObject({ rpcCode: 4100 })
  })
})

describe('request', () => {
  test('parameters: polkadot_signMessage signs the message as given (the extension wraps it)', async () => {
    const { adapter } = await setupWithDevWallet()
    const { address } = await adapter.connect({ connectorId: devWalletId, network: polkadot })
    const result = (await adapter.request({
      connectorId: devWalletId,
      method: 'polkadot_signMessage',
      params: { address, message: 'Hello' },
    })) as { signature: string }
    expect(signatureVerify(u8aWrapBytes('Hello'), result.signature, address).isValid).toBe(true)
  })

  test('behavior: polkadot_signTransaction without signer.signPayload is 4200; other methods too', async () => {
    const { adapter } = await setupWithDevWallet()
    const { address } = await adapter.connect({ connectorId: devWalletId, network: polkadot })
    await expect(
      adapter.request({
        connectorId: devWalletId,
        method: 'polkadot_signTransaction',
        params: { address, transactionPayload: { address } },
      }),
    ).rejects.toMatchObject({ rpcCode: 4200 })
    await expect(
      adapter.request({ connectorId: devWalletId, method: 'eth_sign', params: {} }),
    ).rejects.toMatchObject({
      rpcCode: 4200,
    })
    await expect(
      adapter.request({ connectorId: devWalletId, method: 'polkadot_signMessage', params: { address } }),
    ).rejects.toMatchObject({ rpcCode: -32602 })
  })

  test('behavior: polkadot_signTransaction passes the payload to signPayload; "Rejected by user" is 4001', async () => {
    const signPayload = vi.fn(async () => ({ id: 1, signature: `0x01${'ab'.repeat(64)}` }))
    const account = { address: encodeAddress(alice, 42), name: 'A' }
    const injected = {
      accounts: { get: async () => [account], subscribe: () => () => undefined },
      signer: { signPayload },
    }
    const window = { injectedWeb3: { 'subwallet-js': { version: '1', enable: async () => injected } } }
    const adapter = polkadotAdapter({ window })
    const { address } = await adapter.connect({ connectorId: 'injectedWeb3:subwallet-js', network: polkadot })
    const transactionPayload = { address, method: '0x0500', genesisHash: '0x91b1' }
    await expect(
      adapter.request({
        connectorId: 'injectedWeb3:subwallet-js',
        method: 'polkadot_signTransaction',
        params: { address, transactionPayload },
      }),
    ).resolves.toEqual({ signature: `0x01${'ab'.repeat(64)}` })
    expect(signPayload).toHaveBeenCalledWith({ ...transactionPayload, address: account.address })
    signPayload.mockRejectedValueOnce(new Error('Rejected by user'))
    await expect(
      adapter.request({
        connectorId: 'injectedWeb3:subwallet-js',
        method: 'polkadot_signTransaction',
        params: { address, transactionPayload },
      }),
    ).rejects.toMatchObject({ rpcCode: 4001 })
  })
})

describe('getBalance', () => {
  test('behavior: left out — spec section 9 gives balances to EVM and Solana only', async () => {
    const { adapter } = await setupWithDevWallet()
    expect(adapter.getBalance).toBeUndefined()
  })
})
