import { describe, expect, test, vi } from 'vitest'
import { reply, startTestServer } from '../api/test/startTestServer.js'
import { RpcTimeoutError, RpcUnreachableError } from '../kernel/errors/transport.js'
import { loadLocale } from '../kernel/messages/catalog.js'
import { isSolanaAddress } from '../kernel/utils/isSolanaAddress.js'
import { solanaAccount, solanaServerBalances } from '../test/accountFixtures.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet2, solanaDevnet, testAccounts, testToken } from '../test/testNetworks.js'
import type { TransferParameters } from '../types/adapter.js'
import { connect } from './connect.js'
import {
  canPreviewSend,
  editSend,
  finishSend,
  getSendFormErrors,
  loadSendTokens,
  previewSend,
  setSendAmount,
  setSendMax,
  setSendReceiver,
  setSendToken,
} from './send.js'
import { sendTokens } from './sendTokens.js'
import { switchNetwork } from './switchNetwork.js'

const receiver = '0x000000000000000000000000000000000000bEEF'
/** A receiver that already has its account (no deposit), in the deposit tests. */
const holder = '0x000000000000000000000000000000000000dead'

async function ready() {
  const events: string[] = []
  const setup = createTestFoyer({ options: { onEvent: (event) => events.push(event.event) } })
  const sent: unknown[] = []
  setup.adapter.request = async ({ method, params }) => {
    if (method === 'eth_gasPrice') return '0x3b9aca00' // 1 gwei
    if (method === 'eth_estimateGas') return '0xc350'
    if (method === 'eth_getTransactionReceipt') return { status: '0x1' }
    if (method === 'eth_sendTransaction') {
      sent.push(params)
      if (setup.adapter.behavior.requestError)
        throw { code: 4001, message: 'User denied transaction signature.' }
      return '0xhash'
    }
    return null
  }
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  await vi.waitFor(() =>
    expect(setup.foyer.stores.chains.getState().chains.eip155?.accountState.balance).toBe('10000'),
  )
  await loadSendTokens(setup.foyer)
  const store = setup.foyer.stores.send
  await vi.waitFor(() => expect(store.getState().fee).toBeDefined())
  return { ...setup, store, sent, events }
}

describe('send', () => {
  test('default: native send: form → preview → sent through the wallet, tracked, toast, success state until done', async () => {
    const { foyer, store, sent, events } = await ready()
    expect(store.getState().token).toMatchObject({ symbol: 'ETH', balance: '10000', address: undefined })
    expect(store.getState().fee).toMatchObject({ native: '0.000021', symbol: 'ETH' })
    setSendAmount(foyer, '1.5')
    await setSendReceiver(foyer, receiver)
    await previewSend(foyer)
    expect(store.getState().step).toBe('preview')
    await expect(sendTokens(foyer)).resolves.toBe('0xhash')
    expect(sent).toEqual([[{ from: testAccounts[0], to: receiver, value: '0x14d1120d7b160000' }]])
    expect(events).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']))
    expect(foyer.stores.toast.getState()).toMatchObject({ type: 'success', message: 'Transaction started' })
    expect(store.getState()).toMatchObject({
      amount: '',
      receiver: '',
      step: 'sent',
      // The token list and fee stay: nothing flashes 'No tokens to send' or an unknown fee.
      token: { symbol: 'ETH' },
      fee: { native: '0.000021' },
      sent: { hash: '0xhash', amount: '1.5', symbol: 'ETH', receiverAddress: receiver },
    })
    await vi.waitFor(() => expect(store.getState().sent?.status).toBe('confirmed'))
    finishSend(foyer)
    expect(store.getState()).toMatchObject({ step: 'form', sent: undefined, token: { symbol: 'ETH' } })
    expect(store.getState().tokens).not.toEqual([])
  })

  test('behavior: in a language with a decimal comma, "1,5" sends 1.5', async () => {
    const { foyer, store, sent } = await ready()
    await loadLocale('de')
    try {
      setSendAmount(foyer, '1,5')
      expect(store.getState().amount).toBe('1.5')
      await setSendReceiver(foyer, receiver)
      expect(getSendFormErrors(store.getState())).toEqual({ amount: undefined, receiver: undefined })
      await previewSend(foyer)
      await expect(sendTokens(foyer)).resolves.toBe('0xhash')
      expect(sent).toEqual([[{ from: testAccounts[0], to: receiver, value: '0x14d1120d7b160000' }]])
    } finally {
      await loadLocale('en')
    }
  })

  test('default: the preview shows the simulated balance changes before the wallet is asked', async () => {
    const { foyer, store, adapter } = await ready()
    setSendAmount(foyer, '1.5')
    await setSendReceiver(foyer, receiver)
    const previewed = previewSend(foyer)
    expect(store.getState().simulation).toEqual({ status: 'loading' })
    // The wallet is not asked while the simulation runs.
    await expect(sendTokens(foyer)).resolves.toBeUndefined()
    await previewed
    expect(store.getState().simulation).toEqual({
      status: 'ready',
      changes: [{ symbol: 'ETH', change: '-1.5' }],
    })
    adapter.behavior.simulation = {
      reverted: false,
      changes: [{ token: undefined, change: 25n * 10n ** 16n }],
    }
    editSend(foyer)
    expect(store.getState().simulation).toBeUndefined()
    await previewSend(foyer)
    await vi.waitFor(() =>
      expect(store.getState().simulation).toEqual({
        status: 'ready',
        changes: [{ symbol: 'ETH', change: '+0.25' }],
      }),
    )
  })

  test('behavior: a simulated revert keeps the wallet closed; no simulation says "unavailable" and sends', async () => {
    const { foyer, store, adapter, sent } = await ready()
    adapter.behavior.simulation = { reverted: true, reason: 'ERC20InvalidReceiver' }
    setSendAmount(foyer, '1')
    await setSendReceiver(foyer, receiver)
    await previewSend(foyer)
    await vi.waitFor(() =>
      expect(store.getState().simulation).toEqual({ status: 'reverts', reason: 'ERC20InvalidReceiver' }),
    )
    await expect(sendTokens(foyer)).resolves.toBeUndefined()
    expect(sent).toEqual([])

    adapter.behavior.simulation = 'unavailable'
    editSend(foyer)
    await previewSend(foyer)
    await vi.waitFor(() => expect(store.getState().simulation).toEqual({ status: 'unavailable' }))
    await expect(sendTokens(foyer)).resolves.toBe('0xhash')
  })

  test('behavior: bad input is an inline error and nothing is sent', async () => {
    const { foyer, store, sent, adapter } = await ready()
    setSendAmount(foyer, '20000')
    await setSendReceiver(foyer, '0x1234')
    expect(getSendFormErrors(store.getState())).toEqual({
      amount: 'Insufficient balance',
      receiver: 'Enter a valid address (0x…) or a name',
    })
    // An adapter words the same error for its addresses (Solana's have no 0x); an unknown key is not shown.
    const worded = (key: string) =>
      getSendFormErrors({ ...store.getState(), receiverInvalidMessage: key }).receiver
    expect(worded('send.invalidAddressSolana')).toBe('Enter a valid Solana address or a name')
    expect(worded('send.noSuchKey')).toBe('Enter a valid address (0x…) or a name')
    // The active adapter's wording is what setSendReceiver keeps (@foyer/solana's names a Solana address).
    adapter.invalidAddressMessage = 'send.invalidAddressSolana'
    await setSendReceiver(foyer, '0x1234')
    expect(getSendFormErrors(store.getState()).receiver).toBe('Enter a valid Solana address or a name')
    setSendAmount(foyer, '1.2.3')
    expect(getSendFormErrors(store.getState()).amount).toBe('Enter an amount such as 1.5')
    setSendAmount(foyer, '0')
    expect(getSendFormErrors(store.getState()).amount).toBe('Enter an amount greater than 0')
    await previewSend(foyer)
    expect(store.getState().step).toBe('form')
    await expect(sendTokens(foyer)).resolves.toBeUndefined()
    expect(sent).toEqual([])
  })

  test('behavior: a mixed-case address with a wrong EIP-55 checksum is refused; all lower or upper is taken', async () => {
    const { foyer, store, sent } = await ready()
    setSendAmount(foyer, '1')
    await setSendReceiver(foyer, '0x70997970c51812dc3A010C7d01b50e0d17dc79C8')
    expect(getSendFormErrors(store.getState()).receiver).toBe(
      'This address has a typo: its capital letters do not match its checksum (EIP-55)',
    )
    expect(canPreviewSend(store.getState())).toBe(false)
    await previewSend(foyer)
    expect(store.getState().step).toBe('form')
    expect(sent).toEqual([])
    for (const address of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      '0x70997970C51812DC3A010C7D01B50E0D17DC79C8',
    ]) {
      await setSendReceiver(foyer, address)
      expect(getSendFormErrors(store.getState()).receiver, address).toBeUndefined()
      expect(store.getState().receiverAddress).toBe(address)
    }
  })

  test('behavior: Max leaves twice the fee for gas on native sends', async () => {
    const { foyer, store } = await ready()
    setSendMax(foyer)
    expect(store.getState().amount).toBe('9999.999958')
  })

  test('behavior: Max also leaves the receiver’s account deposit on native sends', async () => {
    const { foyer, store } = await ready()
    store.setState({ deposit: { native: '0.5', symbol: 'ETH', usd: undefined } })
    setSendMax(foyer)
    expect(store.getState().amount).toBe('9999.499958')
  })

  test('behavior: a transfer that opens the receiver’s account: its deposit beside the fee, asked for the typed receiver only', async () => {
    const { foyer, store, adapter } = await ready()
    adapter.behavior.deposit = 2_000_000_000_000_000n // 0.002 ETH
    const token = testToken
    store.setState({ tokens: [...store.getState().tokens, token] })
    setSendToken(foyer, token)
    await vi.waitFor(() => expect(store.getState().fee).toMatchObject({ native: '0.00005' }))
    // No receiver yet: the fee is probed with the sender, and no deposit is asked for.
    expect(store.getState().deposit).toBeUndefined()
    expect(adapter.calls.estimateTransferDeposit).toEqual([])

    await setSendReceiver(foyer, receiver)
    await vi.waitFor(() =>
      expect(store.getState().deposit).toEqual({ native: '0.002', symbol: 'ETH', usd: undefined }),
    )
    expect(adapter.calls.estimateTransferDeposit).toEqual([
      expect.objectContaining({ from: testAccounts[0], to: receiver, token: token.address }),
    ])
    // The fee stays the network fee alone.
    expect(store.getState().fee).toMatchObject({ native: '0.00005', symbol: 'ETH' })

    // Another receiver that already has its account: no deposit.
    adapter.behavior.deposit = 0n
    await setSendReceiver(foyer, holder)
    expect(store.getState().deposit).toBeUndefined()
    await vi.waitFor(() => expect(adapter.calls.estimateTransferDeposit).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.getState().deposit).toBeUndefined()

    // Back to the first receiver, then the receiver cleared: the deposit goes with it.
    adapter.behavior.deposit = 2_000_000_000_000_000n
    await setSendReceiver(foyer, receiver)
    await vi.waitFor(() => expect(store.getState().deposit).toMatchObject({ native: '0.002' }))
    await setSendReceiver(foyer, '')
    expect(store.getState().deposit).toBeUndefined()

    // A deposit that cannot be priced is unknown (no line); the fee still shows.
    adapter.behavior.deposit = { error: new Error('RPC down') }
    await setSendReceiver(foyer, receiver)
    await vi.waitFor(() => expect(adapter.calls.estimateTransferDeposit).toHaveLength(4))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.getState()).toMatchObject({ deposit: undefined, fee: { native: '0.00005' } })

    // The native token opens no account.
    adapter.behavior.deposit = 2_000_000_000_000_000n
    const native = store.getState().tokens.find((item) => item.address === undefined)
    if (!native) throw new Error('ETH is listed')
    setSendToken(foyer, native)
    await vi.waitFor(() => expect(store.getState().fee).toMatchObject({ native: '0.000021' }))
    expect(store.getState().deposit).toBeUndefined()
  })

  test('behavior: an estimate for a receiver the form no longer has is dropped', async () => {
    const { foyer, store, adapter } = await ready()
    const token = testToken
    store.setState({ tokens: [...store.getState().tokens, token] })
    setSendToken(foyer, token)
    const held: ((deposit: bigint) => void)[] = []
    adapter.estimateTransferDeposit = (p) =>
      p.to === receiver ? new Promise((resolve) => held.push(resolve)) : Promise.resolve(0n)
    const fees: Promise<bigint>[] = []
    const estimateFee = adapter.estimateTransferFee
    adapter.estimateTransferFee = (p) => {
      const fee = estimateFee(p)
      fees.push(fee)
      return fee
    }
    await setSendReceiver(foyer, receiver)
    await vi.waitFor(() => expect(held).toHaveLength(1))
    await setSendReceiver(foyer, holder)
    // The estimate for the holder is stored; the first receiver's deposit answers only now.
    await vi.waitFor(() => expect(fees).toHaveLength(2))
    await Promise.all(fees)
    await new Promise((resolve) => setTimeout(resolve, 0))
    held[0]?.(2_000_000_000_000_000n)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.getState()).toMatchObject({ receiverAddress: holder, deposit: undefined })
  })

  test('behavior: the wallet declining keeps the form, says why, tracks SEND_ERROR', async () => {
    const { foyer, store, adapter, events } = await ready()
    adapter.behavior.requestError = true
    setSendAmount(foyer, '1')
    await setSendReceiver(foyer, receiver)
    await previewSend(foyer)
    await expect(sendTokens(foyer)).resolves.toBeUndefined()
    expect(store.getState()).toMatchObject({
      amount: '1',
      receiver,
      step: 'preview',
      sending: false,
      error: 'The wallet declined the transaction',
    })
    expect(foyer.stores.toast.getState().message).toBe('Something went wrong')
    expect(events).toContain('SEND_ERROR')
  })

  test('behavior: a network that cannot be reached says so and keeps the form', async () => {
    const { foyer, store, adapter } = await ready()
    setSendAmount(foyer, '1')
    await setSendReceiver(foyer, receiver)
    await previewSend(foyer)
    adapter.sendTransfer = async () => {
      throw new RpcUnreachableError({ details: 'HTTP status 503' })
    }
    await expect(sendTokens(foyer)).resolves.toBeUndefined()
    expect(store.getState()).toMatchObject({
      amount: '1',
      receiver,
      step: 'preview',
      sending: false,
      error: 'The network could not be reached.',
    })
    adapter.sendTransfer = async () => {
      throw new RpcTimeoutError()
    }
    await sendTokens(foyer)
    expect(store.getState().error).toBe('The network took too long to respond.')
  })

  test('behavior: changing the active network resets the form', async () => {
    const { foyer, store } = await ready()
    setSendAmount(foyer, '2')
    await setSendReceiver(foyer, receiver)
    await switchNetwork(foyer, { network: devnet2 })
    expect(store.getState()).toMatchObject({ amount: '', receiver: '' })
  })

  test('behavior: the sent transaction is pending in Activity, then failed when its receipt says so', async () => {
    const { foyer, adapter } = await ready()
    let receipt: unknown = null
    const request = adapter.request
    adapter.request = async (args) =>
      args.method === 'eth_getTransactionReceipt' ? receipt : request?.(args)
    setSendAmount(foyer, '0.25')
    await setSendReceiver(foyer, receiver)
    await previewSend(foyer)
    await sendTokens(foyer)
    const history = () => foyer.stores.accountData.getState().transactions.items
    expect(history()).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ hash: '0xhash', status: 'pending', operationType: 'send' }),
        transfers: [expect.objectContaining({ quantity: { numeric: '0.25' } })],
      }),
    ])
    expect(foyer.stores.send.getState().sent?.status).toBe('pending')
    receipt = { status: '0x0' }
    await vi.waitFor(() => expect(history()[0]?.metadata.status).toBe('failed'), { timeout: 3000 })
    expect(foyer.stores.send.getState().sent?.status).toBe('failed')
  })

  test('behavior: destroy() stops following a sent transaction and watching the network', async () => {
    const { foyer, adapter, store } = await ready()
    let receipts = 0
    const request = adapter.request
    adapter.request = async (args) => {
      if (args.method !== 'eth_getTransactionReceipt') return request?.(args)
      receipts += 1
      return null
    }
    setSendAmount(foyer, '0.25')
    await setSendReceiver(foyer, receiver)
    await previewSend(foyer)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await sendTokens(foyer)
      await vi.waitFor(() => expect(receipts).toBe(1))
      foyer.destroy()
      await vi.advanceTimersByTimeAsync(10_000)
      expect(receipts).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    // The form no longer follows the chains store of a destroyed instance.
    setSendAmount(foyer, '3')
    await switchNetwork(foyer, { network: devnet2 }).catch(() => undefined)
    expect(store.getState().amount).toBe('3')
  })

  test('behavior: a wallet whose adapter cannot send says so; the fee stays unknown and nothing is sent', async () => {
    const { foyer, adapter, store, sent, events } = await ready()
    const withoutSend = adapter as Partial<typeof adapter>
    delete withoutSend.estimateTransferFee
    delete withoutSend.sendTransfer
    delete withoutSend.getTransferStatus
    setSendAmount(foyer, '1')
    await setSendReceiver(foyer, receiver)
    await loadSendTokens(foyer)
    expect(store.getState().fee).toBeUndefined()
    await previewSend(foyer)
    await expect(sendTokens(foyer)).resolves.toBeUndefined()
    expect(sent).toEqual([])
    expect(store.getState()).toMatchObject({
      step: 'preview',
      amount: '1',
      error: 'Sending is not available on this network with this wallet',
    })
    expect(events).toContain('SEND_ERROR')
  })

  test('behavior: a name without a server is not found', async () => {
    const { foyer, store } = await ready()
    await setSendReceiver(foyer, 'friend.reown.id')
    expect(getSendFormErrors(store.getState()).receiver).toBe('No address found for this name')
  })

  test('behavior: on Solana the server’s SOL (placeholder address So111…111) is the native token: chosen first, priced, sent as SOL; an SPL token is sent by its mint', async () => {
    const server = await startTestServer()
    let destroy: (() => void) | undefined
    let sol = '998.75'
    try {
      server.handle((request, response) => {
        if (request.path === '/v1/supported-chains')
          return reply(response, 200, { http: [solanaDevnet.caipNetworkId], ws: [] })
        if (!request.path.endsWith('/balance')) return reply(response, 404, { message: 'not found' })
        const [native, ...tokens] = solanaServerBalances(solanaDevnet.caipNetworkId)
        reply(response, 200, {
          balances: [{ ...native, quantity: { decimals: '9', numeric: sol } }, ...tokens],
        })
      })
      const solana = createFakeAdapter({
        namespace: 'solana',
        connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })],
        accounts: [solanaAccount],
      })
      const transfers: Omit<TransferParameters, 'request'>[] = []
      solana.readReceiver = async ({ text }) =>
        isSolanaAddress(text) ? { kind: 'address', address: text } : { kind: 'other' }
      solana.estimateTransferFee = async () => 5000n
      // The rent of a new token account, for a token transfer (the receiver has none yet).
      solana.estimateTransferDeposit = async ({ token }) => (token === undefined ? 0n : 2_039_280n)
      solana.sendTransfer = async ({ request: _, ...transfer }) => {
        transfers.push(transfer)
        return `signature${transfers.length}`
      }
      solana.getTransferStatus = async () => 'confirmed'
      const { foyer } = createTestFoyer({
        options: {
          adapters: [solana],
          networks: [solanaDevnet],
          defaultNetwork: solanaDevnet,
          apiUrl: server.url,
        },
      })
      destroy = () => foyer.destroy()
      await connect(foyer, { connectorId: 'phantom' })
      await loadSendTokens(foyer)
      const store = foyer.stores.send
      expect(store.getState().tokens.map((token) => [token.symbol, token.address])).toEqual([
        ['SOL', undefined],
        ['fUSD', '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV'],
        ['FOY', '91jxKCXMhhMbgT7axZt2LGEKBzzDhkeXjQ1paUx5Mbqv'],
      ])
      expect(store.getState().token).toMatchObject({ symbol: 'SOL', balance: '998.75' })
      // The fee is in SOL, priced with SOL's price from the server.
      await vi.waitFor(() =>
        expect(store.getState().fee).toMatchObject({ native: '0.000005', symbol: 'SOL' }),
      )
      expect(store.getState().fee?.usd).toBeCloseTo(0.00075)
      // Max keeps twice the fee back, as for any native token.
      setSendMax(foyer)
      expect(store.getState().amount).toBe('998.74999')

      const receiverSol = 'GSdGYLq2bsr2ZM9y8vvGjv6jqmV8U4CGnb9fUQStJR1w'
      setSendAmount(foyer, '1.5')
      await setSendReceiver(foyer, receiverSol)
      // SOL opens no account: no deposit.
      await vi.waitFor(() => expect(store.getState().fee).toMatchObject({ native: '0.000005' }))
      expect(store.getState().deposit).toBeUndefined()
      await previewSend(foyer)
      expect(store.getState().simulation).toEqual({
        status: 'ready',
        changes: [{ symbol: 'SOL', change: '-1.5' }],
      })
      await expect(sendTokens(foyer)).resolves.toBe('signature1')
      expect(transfers[0]).toMatchObject({
        from: solanaAccount,
        to: receiverSol,
        token: undefined,
        amount: 1_500_000_000n,
      })
      await vi.waitFor(() => expect(store.getState().sent?.status).toBe('confirmed'))

      finishSend(foyer)
      const fUSD = store.getState().tokens.find((token) => token.symbol === 'fUSD')
      if (!fUSD) throw new Error('fUSD is listed')
      setSendToken(foyer, fUSD)
      setSendAmount(foyer, '2.25')
      await setSendReceiver(foyer, receiverSol)
      // fUSD to a receiver without its token account: the account's rent, in SOL and USD, beside the fee.
      await vi.waitFor(() =>
        expect(store.getState().deposit).toMatchObject({ native: '0.00203928', symbol: 'SOL' }),
      )
      expect(store.getState().deposit?.usd).toBeCloseTo(0.305892)
      expect(store.getState().fee).toMatchObject({ native: '0.000005', symbol: 'SOL' })
      await previewSend(foyer)
      sol = '997.25'
      await expect(sendTokens(foyer)).resolves.toBe('signature2')
      expect(transfers[1]).toMatchObject({
        token: '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV',
        amount: 2_250_000n,
      })
      // Once mined, the balances are read again: the account's balance is SOL's entry, and so is Send's.
      await vi.waitFor(() =>
        expect(foyer.stores.chains.getState().chains.solana?.accountState).toMatchObject({
          balance: '997.25',
          balanceSymbol: 'SOL',
        }),
      )
      await vi.waitFor(() =>
        expect(store.getState().tokens[0]).toMatchObject({
          symbol: 'SOL',
          address: undefined,
          balance: '997.25',
        }),
      )
    } finally {
      destroy?.()
      await server.close()
    }
  })
})
