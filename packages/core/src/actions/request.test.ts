import { describe, expect, test, vi } from 'vitest'
import { InvalidSendCallsError } from '../kernel/errors/request.js'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { testAccounts } from '../test/testNetworks.js'
import { chooseWalletLink } from './chooseWalletLink.js'
import { connect } from './connect.js'
import { request } from './request.js'

async function connected(parameters: Parameters<typeof createTestFoyer>[0] = {}) {
  const setup = createTestFoyer(parameters)
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  return setup
}

describe('request', () => {
  test('default: an allowed method reaches the connected wallet and its answer comes back', async () => {
    const { foyer, adapter } = await connected()
    adapter.behavior.requestResult = '0x2a'
    await expect(foyer.request({ method: 'eth_blockNumber' })).resolves.toBe('0x2a')
    await expect(
      request(foyer, { method: 'personal_sign', params: ['0x68', testAccounts[0]] }),
    ).resolves.toBe('0x2a')
    expect(adapter.calls.request).toEqual([
      { connectorId: 'fake.wallet', method: 'eth_blockNumber' },
      { connectorId: 'fake.wallet', method: 'personal_sign', params: ['0x68', testAccounts[0]] },
    ])
  })

  test('behavior: the Bitcoin and Polkadot signing methods reach the wallet, which asks', async () => {
    const { foyer, adapter } = await connected()
    adapter.behavior.requestResult = { signature: 'c2ln' }
    const params = { address: testAccounts[0], message: 'Hello' }
    for (const method of ['signMessage', 'signPsbt', 'polkadot_signMessage', 'polkadot_signTransaction'])
      await expect(request(foyer, { method, params })).resolves.toEqual({ signature: 'c2ln' })
    expect(adapter.calls.request.map(({ method }) => method)).toEqual([
      'signMessage',
      'signPsbt',
      'polkadot_signMessage',
      'polkadot_signTransaction',
    ])
  })

  test('behavior: a method off the allowlist is refused before the wallet, with the "Action not allowed" toast', async () => {
    const { foyer, adapter } = await connected()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'wallet_addEthereumChain',
      'debug_traceTransaction',
    ]) {
      await expect(request(foyer, { method })).rejects.toMatchObject({
        name: 'RpcMethodNotAllowedError',
        code: 'RPC_METHOD_NOT_ALLOWED',
        shortMessage: 'Requested RPC call is not allowed',
        method,
      })
    }
    expect(adapter.calls.request).toEqual([])
    await vi.waitFor(() =>
      expect(foyer.stores.toast.getState()).toMatchObject({
        open: true,
        type: 'error',
        message: 'Action not allowed',
      }),
    )
  })

  test("behavior: the adapter's shape check refuses a request before the wallet", async () => {
    const { foyer, adapter } = await connected()
    adapter.checkRequest = ({ method }) =>
      method === 'wallet_sendCalls'
        ? Promise.reject(new InvalidSendCallsError({ details: 'calls[0].to' }))
        : undefined
    const send = (calls: unknown) =>
      request(foyer, { method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls }] })
    await expect(send([{ to: 'not-hex', value: '0x1' }])).rejects.toMatchObject({
      code: 'INVALID_SEND_CALLS',
      details: 'calls[0].to',
    })
    expect(adapter.calls.request).toEqual([])
    adapter.behavior.requestResult = '0x2a'
    await expect(request(foyer, { method: 'eth_blockNumber' })).resolves.toBe('0x2a')
  })

  test('behavior: the wallet rejecting is a typed 4001', async () => {
    const { foyer, adapter } = await connected()
    adapter.behavior.requestError = true
    await expect(request(foyer, { method: 'personal_sign', params: [] })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
  })

  test.each([
    [-32700, 'ParseRpcError'],
    [-32600, 'InvalidRequestRpcError'],
    [-32601, 'MethodNotFoundRpcError'],
    [-32602, 'InvalidParamsRpcError'],
    [-32603, 'InternalRpcError'],
    [-32000, 'InvalidInputRpcError'],
    [-32001, 'ResourceNotFoundRpcError'],
    [-32002, 'ResourceUnavailableRpcError'],
    [-32003, 'TransactionRejectedRpcError'],
    [-32004, 'MethodNotSupportedRpcError'],
    [-32005, 'LimitExceededRpcError'],
    [-32006, 'JsonRpcVersionUnsupportedError'],
    [4100, 'UnauthorizedProviderError'],
    [4200, 'UnsupportedProviderMethodError'],
    [4900, 'ProviderDisconnectedError'],
    [4901, 'ChainDisconnectedError'],
    [4902, 'UnrecognizedChainError'],
  ])('behavior: wallet error code %i becomes %s', async (code, name) => {
    const { foyer, adapter } = await connected()
    adapter.behavior.requestError = { code, message: 'from the wallet' }
    await expect(request(foyer, { method: 'eth_call', params: [] })).rejects.toMatchObject({
      name,
      rpcCode: code,
    })
  })

  test('behavior: nothing is sent without a connected wallet', async () => {
    const { foyer, adapter } = createTestFoyer()
    await expect(request(foyer, { method: 'eth_chainId' })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    expect(adapter.calls.request).toEqual([])
  })

  test('behavior: an adapter that cannot forward requests says so', async () => {
    const { foyer, adapter } = await connected()
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    ;(adapter as { request?: unknown }).request = undefined
    await expect(request(foyer, { method: 'eth_chainId' })).rejects.toMatchObject({
      code: 'REQUEST_NOT_SUPPORTED',
    })
    spy.mockRestore()
  })

  test('behavior: through WalletConnect an approval says to check the phone, and on mobile reopens the chosen wallet', async () => {
    const opened: string[] = []
    const wcConnector = createFakeConnector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' })
    const setup = createTestFoyer({
      adapter: { connectors: [wcConnector] },
      options: { isMobile: () => true, openHref: (href) => opened.push(href) },
    })
    await connect(setup.foyer, { connectorId: 'wc' })
    chooseWalletLink(setup.foyer, { name: 'Zerion', href: 'zerion://' })
    setup.adapter.behavior.requestResult = '0x2a'
    await request(setup.foyer, { method: 'eth_blockNumber' })
    expect(opened).toEqual([])
    // The toast lasts as long as the request, whichever way it ends; a later toast is left alone.
    const answers: { resolve(value: unknown): void; reject(error: unknown): void }[] = []
    ;(setup.adapter as { request: unknown }).request = () =>
      new Promise((resolve, reject) => answers.push({ resolve, reject }))
    const toast = () => setup.foyer.stores.toast.getState()
    const signing = request(setup.foyer, { method: 'personal_sign', params: ['0x68', testAccounts[0]] })
    expect(opened).toEqual(['zerion://'])
    expect(toast()).toMatchObject({
      open: true,
      type: 'loading',
      message: 'Check your phone: approve the request in your wallet',
    })
    answers[0]?.resolve('0xsigned')
    expect(await signing).toBe('0xsigned')
    expect(toast().open).toBe(false)

    const declined = request(setup.foyer, { method: 'personal_sign', params: ['0x68', testAccounts[0]] })
    expect(toast()).toMatchObject({ open: true, type: 'loading' })
    answers[1]?.reject({ code: 4001, message: 'User rejected the request.' })
    await expect(declined).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(toast().open).toBe(false)

    const pending = request(setup.foyer, { method: 'personal_sign', params: ['0x68', testAccounts[0]] })
    setup.foyer.showToast({ type: 'success', message: 'Address copied' })
    answers[2]?.resolve('0xsigned')
    await pending
    await vi.waitFor(() => expect(toast()).toMatchObject({ open: true, message: 'Address copied' }))
  })
})
