import { base64, hex } from '@scure/base'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { bitcoinMainnet } from './networks.js'
import {
  connectWithWalletConnect,
  MAINNET,
  ORDINALS,
  PAYMENT,
  psbtOf,
  setupWithWalletConnect,
  TEST_ORDINALS,
  TESTNET,
  walletConnectId,
} from './test/index.js'

// The bip122 namespace of a WalletConnect session as a wallet: WalletConnect's Bitcoin RPC for signing,
// and the session's events.

afterEach(() => {
  vi.restoreAllMocks()
})

describe('signMessage', () => {
  test('default: BIP-322 by the address asked, the account named; the hex signature comes back base64', async () => {
    const { adapter, session } = await connectWithWalletConnect()
    const signature = '02473044'.padEnd(214, 'c')
    session.handlers.signMessage = (params) => ({
      address: params.address,
      signature,
      messageHash: 'ff'.repeat(32),
    })
    for (const address of [PAYMENT, ORDINALS]) {
      await expect(
        adapter.signMessage({ connectorId: walletConnectId, address, message: 'Sign in to Harbor' }),
      ).resolves.toBe(base64.encode(hex.decode(signature)))
      expect(session.calls.at(-1)).toEqual({
        method: 'signMessage',
        params: { account: PAYMENT, message: 'Sign in to Harbor', address, protocol: 'bip322' },
        chain: MAINNET,
      })
    }
    // Through request too: { address, signature }.
    await expect(
      adapter.request({
        connectorId: walletConnectId,
        method: 'signMessage',
        params: { address: PAYMENT, message: 'x' },
      }),
    ).resolves.toEqual({ address: PAYMENT, signature: base64.encode(hex.decode(signature)) })
  })

  test('behavior: the user declines (WalletConnect 5000, 5001, 5002): 4001', async () => {
    const { adapter, session } = await connectWithWalletConnect()
    for (const code of [5000, 5001, 5002]) {
      session.handlers.signMessage = () => {
        throw { code, message: 'User rejected.' }
      }
      await expect(
        adapter.signMessage({ connectorId: walletConnectId, address: PAYMENT, message: 'no' }),
      ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 'USER_REJECTED', rpcCode: 4001 })
    }
  })

  test('behavior: a garbage answer is InvalidWalletResponseError: no hex signature, another address', async () => {
    const { adapter, session } = await connectWithWalletConnect()
    const answers = [
      ['garbage', /^signMessage: result: /],
      [{ address: PAYMENT, signature: 'not hex' }, /^signMessage: signature: expected hex bytes/],
      [{ address: PAYMENT, signature: '0xabcd' }, /^signMessage: signature: expected hex bytes/],
      [{ address: ORDINALS, signature: 'abcd' }, /^signMessage: signed with bc1p/],
    ] as const
    for (const [answer, details] of answers) {
      session.handlers.signMessage = () => answer
      await expect(
        adapter.signMessage({ connectorId: walletConnectId, address: PAYMENT, message: 'x' }),
      ).rejects.toMatchObject({ name: 'InvalidWalletResponseError', details: expect.stringMatching(details) })
    }
  })
})

describe('request: signPsbt', () => {
  test('default: signInputs become WalletConnect’s [{ address, index }], the account named; the signed PSBT comes back', async () => {
    const { adapter, session } = await connectWithWalletConnect()
    const psbt = psbtOf(1, 2, 3)
    const signed = psbtOf(4, 5, 6)
    session.handlers.signPsbt = () => ({ psbt: signed })
    await expect(
      adapter.request({
        connectorId: walletConnectId,
        method: 'signPsbt',
        params: { psbt, signInputs: { [PAYMENT]: [0], [ORDINALS]: [1, 2] } },
      }),
    ).resolves.toEqual({ psbt: signed })
    expect(session.calls).toEqual([
      {
        method: 'signPsbt',
        params: {
          account: PAYMENT,
          psbt,
          signInputs: [
            { address: PAYMENT, index: 0 },
            { address: ORDINALS, index: 1 },
            { address: ORDINALS, index: 2 },
          ],
          broadcast: false,
        },
        chain: MAINNET,
      },
    ])
  })

  test('parameters: broadcast: the wallet’s txid comes back; a broadcast without one is InvalidWalletResponseError', async () => {
    const { adapter, session } = await connectWithWalletConnect()
    const params = { psbt: psbtOf(1), signInputs: { [PAYMENT]: [0] }, broadcast: true }
    const txid = 'f007551f169722ce74104d6673bd46ce193c624b8550889526d1b93820d725f7'
    session.handlers.signPsbt = () => ({ psbt: psbtOf(2), txid })
    await expect(
      adapter.request({ connectorId: walletConnectId, method: 'signPsbt', params }),
    ).resolves.toEqual({
      psbt: psbtOf(2),
      txid,
    })
    expect(session.calls.at(-1)?.params).toMatchObject({ broadcast: true })
    session.handlers.signPsbt = () => ({ psbt: psbtOf(2) })
    await expect(
      adapter.request({ connectorId: walletConnectId, method: 'signPsbt', params }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
      details: 'signPsbt: broadcast, but the wallet gave no txid',
    })
  })

  test('behavior: signInputs is required; a declined PSBT is 4001; a garbage answer InvalidWalletResponseError', async () => {
    const { adapter, session } = await connectWithWalletConnect()
    await expect(
      adapter.request({ connectorId: walletConnectId, method: 'signPsbt', params: { psbt: psbtOf(1) } }),
    ).rejects.toMatchObject({ name: 'InvalidParamsRpcError' })
    expect(session.calls).toEqual([])
    const params = { psbt: psbtOf(1), signInputs: { [PAYMENT]: [0] } }
    session.handlers.signPsbt = () => {
      throw { code: 5001, message: 'Rejected' }
    }
    await expect(
      adapter.request({ connectorId: walletConnectId, method: 'signPsbt', params }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
    for (const answer of [
      { signed: true },
      { psbt: psbtOf(2), txid: 'not a txid' },
      { psbt: 'bm90IGEgcHNidA==' },
    ]) {
      session.handlers.signPsbt = () => answer
      await expect(
        adapter.request({ connectorId: walletConnectId, method: 'signPsbt', params }),
      ).rejects.toMatchObject({ name: 'InvalidWalletResponseError' })
    }
  })
})

describe('session events', () => {
  test('default: the wallet ends the session (session_delete): disconnected, and calls are refused', async () => {
    const { adapter, events, session } = await connectWithWalletConnect()
    session.end()
    expect(events.accounts).toEqual([{ connectorId: walletConnectId, addresses: [] }])
    await expect(
      adapter.signMessage({ connectorId: walletConnectId, address: PAYMENT, message: 'x' }),
    ).rejects.toMatchObject({ name: 'UnauthorizedProviderError' })
  })

  test('behavior: a session update with other accounts is reported', async () => {
    const { events, session } = await connectWithWalletConnect()
    const other = 'bc1qm97vqzgj934vnaq9s53ynkyf9dgr05rargr04n'
    session.update([`${MAINNET}:${other}`])
    expect(events.accounts).toEqual([
      { connectorId: walletConnectId, addresses: [other], accountTypes: ['payment'] },
    ])
  })

  test('behavior: bip122_addressesChanged on the session’s chain tells the ordinals address', async () => {
    const { adapter, events, session } = await setupWithWalletConnect()
    session.approve([`${MAINNET}:${PAYMENT}`])
    await adapter.connect({ connectorId: walletConnectId, network: bitcoinMainnet })
    const addressesChanged = (chainId: string, data: unknown) =>
      session.emit('session_event', {
        topic: 'topic',
        params: { chainId, event: { name: 'bip122_addressesChanged', data } },
      })
    addressesChanged(TESTNET, [{ address: TEST_ORDINALS, intention: 'ordinal' }])
    expect(events.accounts).toEqual([])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    addressesChanged(MAINNET, 'garbage')
    expect(warn).toHaveBeenCalledTimes(1)
    addressesChanged(MAINNET, [
      { address: PAYMENT, intention: 'payment' },
      { address: ORDINALS, intention: 'ordinal' },
    ])
    expect(events.accounts).toEqual([
      { connectorId: walletConnectId, addresses: [PAYMENT, ORDINALS], accountTypes: ['payment', 'ordinal'] },
    ])
  })

  test('behavior: disconnect ends the session on both sides and stops following it', async () => {
    const { adapter, events, session } = await connectWithWalletConnect()
    await adapter.disconnect({ connectorId: walletConnectId })
    expect(session.log.at(-1)).toEqual({ call: 'disconnect' })
    session.end()
    expect(events.accounts).toEqual([])
  })
})
