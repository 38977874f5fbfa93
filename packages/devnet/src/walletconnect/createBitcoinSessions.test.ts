import { base64, hex } from '@scure/base'
import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { bitcoinDevKeys } from '../bitcoin/bitcoinDevKeys.js'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'
import { finalizedWitnesses, unsignedTestPsbt, validlySignedInputs } from './bitcoinPsbtTesting.js'
import { BITCOIN_METHODS, createBitcoinSessions } from './createBitcoinSessions.js'

// No relay: what the Bitcoin side answers (the relay test is createWalletConnectWallet.families.test.ts).
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const signet = 'bip122:00000008819873e925422c1ff0f99f7c'
// The Bitcoin dev wallet's keys: the same addresses as the installed wallet.
const [payment, ordinals] = bitcoinDevKeys(['bitcoin:testnet']) as [
  ReturnType<typeof bitcoinDevKeys>[number],
  ReturnType<typeof bitcoinDevKeys>[number],
]
const [mainPayment] = bitcoinDevKeys(['bitcoin:mainnet'])

function setup(mode: 'approve' | 'reject' | 'ask' = 'approve') {
  const approvals = createApprovalQueue({ mode })
  const sessions = createBitcoinSessions({
    chains: [mainnet, testnet, signet],
    approvals,
    wallet: { name: 'Foyer Mobile Wallet', rdns: 'dev.foyer.mobilewallet' },
  })
  const answer = (method: string, params: unknown, chainId: string = testnet) =>
    sessions.answer('http://127.0.0.1:3000', { chainId, method, params })
  return { approvals, sessions, answer }
}

/** A hex signature as bip322-js takes it (base64). */
const asBase64 = (signature: string) => base64.encode(hex.decode(signature))

describe('createBitcoinSessions', () => {
  test('default: the namespace of the networks asked for: the payment address as the account, three methods', async () => {
    const { sessions } = setup()
    const namespace = await sessions.namespaceFor({
      optionalNamespaces: {
        bip122: { chains: [testnet, signet, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'] },
      },
    })
    expect(namespace).toEqual({
      chains: [testnet, signet],
      accounts: [`${testnet}:${payment.address}`, `${signet}:${payment.address}`],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    })
    expect(payment.address).toMatch(/^tb1q/)
    expect(BITCOIN_METHODS).not.toContain('sendTransfer')
    // Testnet and signet share their addresses: the approval carries them, and an event per network.
    const listed = [
      { address: payment.address, publicKey: hex.encode(payment.publicKey), intention: 'payment' },
      { address: ordinals.address, publicKey: hex.encode(ordinals.publicKey), intention: 'ordinal' },
    ]
    expect(await sessions.sessionProperties(namespace!)).toEqual({
      bip122_getAccountAddresses: JSON.stringify(listed),
    })
    expect(await sessions.approvedEvents(namespace!)).toEqual([
      { chainId: testnet, event: { name: 'bip122_addressesChanged', data: listed } },
      { chainId: signet, event: { name: 'bip122_addressesChanged', data: listed } },
    ])
  })

  test('parameters: `bip122:<ref>` keys, required or optional; mainnet has its own addresses', async () => {
    const { sessions } = setup()
    const namespace = await sessions.namespaceFor({
      requiredNamespaces: { [`${mainnet}`]: {} },
      optionalNamespaces: { bip122: { chains: [testnet] } },
    })
    expect(namespace?.accounts).toEqual([
      `${mainnet}:${mainPayment?.address}`,
      `${testnet}:${payment.address}`,
    ])
    expect(mainPayment?.address).toMatch(/^bc1q/)
    // Two address families: no single getAccountAddresses answer to put in the session properties.
    expect(await sessions.sessionProperties(namespace!)).toEqual({})
    expect(await sessions.namespaceFor({ optionalNamespaces: { eip155: { chains: ['eip155:1'] } } })).toBe(
      undefined,
    )
  })

  test('default: getAccountAddresses lists the payment and ordinal addresses, filtered by intention', async () => {
    const { answer } = setup('ask')
    expect(await answer('getAccountAddresses', { account: payment.address })).toEqual({
      result: [
        { address: payment.address, publicKey: hex.encode(payment.publicKey), intention: 'payment' },
        { address: ordinals.address, publicKey: hex.encode(ordinals.publicKey), intention: 'ordinal' },
      ],
    })
    expect(
      await answer('getAccountAddresses', { account: payment.address, intentions: ['ordinal'] }),
    ).toEqual({
      result: [
        { address: ordinals.address, publicKey: hex.encode(ordinals.publicKey), intention: 'ordinal' },
      ],
    })
  })

  test('default: signMessage asks with the text; the ECDSA (BIP-137) and BIP-322 signatures verify', async () => {
    const { answer, approvals } = setup('ask')
    const signing = answer('signMessage', { account: payment.address, message: 'Hello Foyer' })
    await expect.poll(() => approvals.pending().length).toBe(1)
    expect(approvals.pending()[0]).toMatchObject({
      method: 'signMessage',
      summary: `Sign "Hello Foyer" with ${payment.address}`,
      origin: 'http://127.0.0.1:3000',
    })
    approvals.approve()
    const ecdsa = (await signing) as { result: { address: string; signature: string } }
    expect(ecdsa.result.address).toBe(payment.address)
    expect(ecdsa.result.signature).toMatch(/^[0-9a-f]{130}$/)
    // Strict: the header byte must say p2wpkh.
    expect(
      Verifier.verifySignature(payment.address, 'Hello Foyer', asBase64(ecdsa.result.signature), true),
    ).toBe(true)
    approvals.setMode('approve')
    for (const key of [payment, ordinals]) {
      const { result } = (await answer('signMessage', {
        account: payment.address,
        address: key.address,
        message: 'Hello Foyer',
        protocol: 'bip322',
      })) as { result: { address: string; signature: string } }
      expect(result.address).toBe(key.address)
      expect(result.signature).toMatch(/^[0-9a-f]+$/)
      expect(Verifier.verifySignature(key.address, 'Hello Foyer', asBase64(result.signature))).toBe(true)
      expect(Verifier.verifySignature(key.address, 'Hello Fooyer', asBase64(result.signature))).toBe(false)
    }
  })

  test('default: signPsbt signs the inputs named, with their keys; the signatures verify and finalize', async () => {
    const { answer, approvals } = setup('ask')
    const signing = answer('signPsbt', {
      account: payment.address,
      psbt: unsignedTestPsbt(payment, ordinals),
      signInputs: [
        { address: payment.address, index: 0, sighashTypes: [1] },
        { address: ordinals.address, index: 1 },
      ],
    })
    await expect.poll(() => approvals.pending().length).toBe(1)
    expect(approvals.pending()[0]).toMatchObject({
      method: 'signPsbt',
      summary: `Sign 2 inputs of a Bitcoin transaction: #0 ${payment.address}, #1 ${ordinals.address}`,
    })
    approvals.approve()
    const { result } = (await signing) as { result: { psbt: string; txid?: string } }
    expect(Object.keys(result)).toEqual(['psbt'])
    // Input 2 is someone else's: left unsigned.
    expect(validlySignedInputs(result.psbt)).toEqual([0, 1])
    const [p2wpkhWitness, p2trWitness] = finalizedWitnesses(result.psbt, [0, 1])
    expect(p2wpkhWitness?.[1]).toEqual(payment.publicKey)
    expect(p2trWitness?.[0]).toHaveLength(64)
  })

  test('behavior: the user rejects: WalletConnect’s 5000', async () => {
    const { answer } = setup('reject')
    const rejected = { error: { code: 5000, message: 'User rejected.' } }
    expect(await answer('signMessage', { account: payment.address, message: 'no' })).toEqual(rejected)
    expect(
      await answer('signPsbt', {
        account: payment.address,
        psbt: unsignedTestPsbt(payment, ordinals),
        signInputs: [{ address: payment.address, index: 0 }],
      }),
    ).toEqual(rejected)
  })

  test('behavior: a broadcast is refused (no Bitcoin node), before the user is asked; no txid is made up', async () => {
    const { answer, approvals } = setup('ask')
    expect(
      await answer('signPsbt', {
        account: payment.address,
        psbt: unsignedTestPsbt(payment, ordinals),
        signInputs: [{ address: payment.address, index: 0 }],
        broadcast: true,
      }),
    ).toEqual({
      error: {
        code: 4200,
        message:
          'This wallet cannot broadcast: the devnet has no Bitcoin node. Ask without broadcast and send the signed transaction yourself.',
      },
    })
    expect(approvals.pending()).toEqual([])
  })

  test('behavior: bad params are -32602 and nobody is asked; unknown methods 4200', async () => {
    const { answer, approvals } = setup('ask')
    const psbt = unsignedTestPsbt(payment, ordinals)
    const codeOf = async (method: string, params: unknown, chainId?: string) =>
      ((await answer(method, params, chainId)) as { error?: { code: number } }).error?.code
    // Not the account on this network (the mainnet one), or not an address of the wallet.
    expect(await codeOf('signMessage', { account: mainPayment?.address, message: 'x' })).toBe(-32602)
    expect(
      await codeOf('signMessage', { account: payment.address, address: mainPayment?.address, message: 'x' }),
    ).toBe(-32602)
    // BIP-137 has no taproot form.
    expect(
      await answer('signMessage', { account: payment.address, address: ordinals.address, message: 'x' }),
    ).toMatchObject({ error: { code: -32602, message: expect.stringMatching(/protocol "bip322"/) } })
    expect(await codeOf('signMessage', { account: payment.address, message: 'x', protocol: 'schnorr' })).toBe(
      -32602,
    )
    expect(
      await codeOf('signPsbt', { account: payment.address, psbt: 'bm90IGEgcHNidA==', signInputs: [] }),
    ).toBe(-32602)
    expect(await codeOf('signPsbt', { account: payment.address, psbt, signInputs: [] })).toBe(-32602)
    expect(
      await codeOf('signPsbt', {
        account: payment.address,
        psbt,
        signInputs: [{ address: payment.address, index: 3 }],
      }),
    ).toBe(-32602)
    // The payment key cannot sign the ordinals input.
    expect(
      await codeOf('signPsbt', {
        account: payment.address,
        psbt,
        signInputs: [{ address: payment.address, index: 1 }],
      }),
    ).toBe(-32602)
    expect(
      await codeOf(
        'getAccountAddresses',
        { account: payment.address },
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      ),
    ).toBe(-32602)
    expect(
      await codeOf('sendTransfer', {
        account: payment.address,
        recipientAddress: payment.address,
        amount: '1',
      }),
    ).toBe(4200)
    expect(approvals.pending()).toEqual([])
  })
})
