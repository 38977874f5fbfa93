import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { createTestTransaction, setupWithWallet, testDevnet, walletError, walletId } from '../test/index.js'

async function connected(parameters: Parameters<typeof setupWithWallet>[0] = {}) {
  const setup = await setupWithWallet(parameters)
  await setup.adapter.connect({ connectorId: walletId, network: testDevnet })
  const address = setup.signers[0]!.address
  const request = (method: string, params?: unknown) =>
    setup.adapter.request({ connectorId: walletId, method, params })
  return { ...setup, address, request }
}

/** The transaction's signatures by signer, base58 (null where none). */
function signaturesOf(base64: string) {
  const { signatures } = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  return Object.fromEntries(
    Object.entries(signatures).map(([signer, bytes]) => [signer, bytes && getBase58Decoder().decode(bytes)]),
  )
}

async function verifiesOver(address: string, signature: string, bytes: Uint8Array) {
  const key = await getPublicKeyFromAddress(address as Address)
  return verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, bytes)
}

describe('request', () => {
  test('solana_signMessage: base58 message in, base58 signature out', async () => {
    const { request, address } = await connected()
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    const result = (await request('solana_signMessage', {
      message: getBase58Decoder().decode(bytes),
      pubkey: address,
    })) as { signature: string }
    expect(await verifiesOver(address, result.signature, bytes)).toBe(true)
  })

  test('solana_signTransaction: base64 wire transaction in, its signature and the signed transaction out', async () => {
    const { request, address, calls } = await connected()
    const transaction = createTestTransaction(address)
    const result = (await request('solana_signTransaction', { transaction })) as {
      signature: string
      transaction: string
    }
    expect(signaturesOf(result.transaction)).toEqual({ [address]: result.signature })
    const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    expect(await verifiesOver(address, result.signature, new Uint8Array(messageBytes))).toBe(true)
    expect(calls.at(-1)?.inputs[0]).toMatchObject({ account: { address }, chain: 'solana:devnet' })
  })

  test('solana_signAllTransactions: every transaction signed, in order', async () => {
    const { request, address, calls } = await connected()
    const transactions = [
      createTestTransaction(address, address, 1n),
      createTestTransaction(address, address, 2n),
    ]
    const result = (await request('solana_signAllTransactions', { transactions })) as {
      transactions: string[]
    }
    expect(result.transactions).toHaveLength(2)
    for (const signed of result.transactions)
      expect(signaturesOf(signed)[address]).toEqual(expect.any(String))
    expect(calls.at(-1)).toMatchObject({ feature: 'solana:signTransaction', inputs: [{}, {}] })
  })

  test('solana_signAndSendTransaction: the wallet signs and sends on the session’s cluster; base58 signature out', async () => {
    const { request, address, calls, sent } = await connected()
    const transaction = createTestTransaction(address)
    const result = (await request('solana_signAndSendTransaction', {
      transaction,
      sendOptions: { skipPreflight: true, preflightCommitment: 'finalized', encoding: 'ignored' },
    })) as { signature: string }
    expect(calls.at(-1)?.inputs[0]).toMatchObject({
      account: { address },
      chain: 'solana:devnet',
      options: { skipPreflight: true, preflightCommitment: 'finalized' },
    })
    expect(sent).toHaveLength(1)
    const { signatures } = getTransactionDecoder().decode(sent[0]!)
    expect(getBase58Decoder().decode(signatures[address as Address]!)).toBe(result.signature)
  })

  test('behavior: a method that is not a Solana wallet method is 4200, before anything reaches the wallet', async () => {
    const { request, calls } = await connected()
    for (const method of [
      'eth_sendTransaction',
      'personal_sign',
      'solana_getAccounts',
      'toString',
      '__proto__',
    ])
      await expect(request(method, {})).rejects.toMatchObject({
        name: 'UnsupportedProviderMethodError',
        rpcCode: 4200,
      })
    expect(calls).toHaveLength(1)
  })

  test('behavior: solana_signAllTransactions without solana:signTransaction is 4200', async () => {
    const { request, address } = await connected({ without: ['solana:signTransaction'] })
    await expect(
      request('solana_signAllTransactions', { transactions: [createTestTransaction(address)] }),
    ).rejects.toMatchObject({ rpcCode: 4200 })
  })

  test.each([
    ['solana_signMessage', undefined],
    ['solana_signMessage', ['message']],
    ['solana_signMessage', { message: '0OIl', pubkey: 'x' }],
    ['solana_signTransaction', { transaction: 'not base64!' }],
    ['solana_signTransaction', { transaction: 'AAAA' }],
    ['solana_signAllTransactions', { transactions: [] }],
    ['solana_signAllTransactions', { transactions: [42] }],
    ['solana_signAndSendTransaction', { transaction: 42 }],
  ])('behavior: %s with params %j is -32602', async (method, params) => {
    const { request, calls } = await connected()
    await expect(request(method, params)).rejects.toMatchObject({
      name: 'InvalidParamsRpcError',
      rpcCode: -32602,
    })
    expect(calls).toHaveLength(1)
  })

  test('behavior: a transaction that no connected account signs is -32602', async () => {
    const { request } = await connected()
    const stranger = createTestTransaction('11111111111111111111111111111112')
    await expect(request('solana_signTransaction', { transaction: stranger })).rejects.toMatchObject({
      rpcCode: -32602,
    })
  })

  test('behavior: the user rejects, or the wallet cannot pay: typed errors', async () => {
    const { request, address, switches } = await connected()
    const transaction = createTestTransaction(address)
    switches.failures['solana:signAndSendTransaction'] = walletError(4001, 'User rejected the request.')
    await expect(request('solana_signAndSendTransaction', { transaction })).rejects.toMatchObject({
      rpcCode: 4001,
    })
    switches.failures['solana:signAndSendTransaction'] = walletError(
      -32002,
      'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    )
    await expect(request('solana_signAndSendTransaction', { transaction })).rejects.toMatchObject({
      name: 'InsufficientFundsError',
      code: 'TX_INSUFFICIENT_FUNDS',
    })
  })

  test('behavior: a signed transaction without the account’s signature is an invalid answer', async () => {
    const { request, address, switches } = await connected()
    const transaction = createTestTransaction(address)
    switches.answers['solana:signTransaction'] = [
      { signedTransaction: getBase64Encoder().encode(transaction) },
    ]
    await expect(request('solana_signTransaction', { transaction })).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
    })
  })

  test('behavior: not connected is 4100', async () => {
    const setup = await setupWithWallet()
    await expect(
      setup.adapter.request({ connectorId: walletId, method: 'solana_signTransaction', params: {} }),
    ).rejects.toMatchObject({ rpcCode: 4100 })
  })
})
