import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, hex } from '@scure/base'
import { NETWORK, OutScript, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { bitcoinMainnet } from '../networks.js'
import { devWalletId, setupWithDevWallet } from '../test/index.js'

/** A payee of the test transaction (any key will do). */
const payee = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(7), true), NETWORK)

/**
 * An unsigned PSBT spending a UTXO of the payment (p2wpkh) address as input 0 and one of the ordinals
 * (p2tr, key path: its internal key given) as input 1, paying `payee`.
 */
function testPsbt(
  keys: readonly { purpose: string; script: Uint8Array; publicKey: Uint8Array; chains: string[] }[],
) {
  const [payment, ordinals] = keys.filter((key) => key.chains.includes('bitcoin:mainnet'))
  const tx = new Transaction()
  tx.addInput({ txid: 'aa'.repeat(32), index: 0, witnessUtxo: { script: payment!.script, amount: 50_000n } })
  tx.addInput({
    txid: 'bb'.repeat(32),
    index: 1,
    witnessUtxo: { script: ordinals!.script, amount: 10_000n },
    tapInternalKey: ordinals!.publicKey,
  })
  tx.addOutput({ script: payee.script, amount: 55_000n })
  return { psbt: base64.encode(tx.toPSBT()), payment: payment!, ordinals: ordinals! }
}

describe('request: signPsbt', () => {
  test('default: the wallet signs the inputs asked; the PSBT finalizes and each signature verifies over its sighash', async () => {
    const { adapter, signer } = await setupWithDevWallet()
    const { addresses } = await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    const { psbt, payment, ordinals } = testPsbt(signer.keys)
    const result = (await adapter.request({
      connectorId: devWalletId,
      method: 'signPsbt',
      params: { psbt, signInputs: { [addresses[0]!]: [0], [addresses[1]!]: [1] } },
    })) as { psbt: string }
    const signed = Transaction.fromPSBT(base64.decode(result.psbt))
    // Input 0: an ECDSA signature (BIP-143 digest) by the payment key.
    const [publicKey, derSignature] = (signed.getInput(0).partialSig ?? [])[0] ?? []
    expect(hex.encode(publicKey!)).toBe(hex.encode(payment.publicKey))
    const scriptCode = OutScript.encode({
      type: 'pkh',
      hash: (OutScript.decode(payment.script) as { hash: Uint8Array }).hash,
    })
    const digest0 = signed.preimageWitnessV0(0, scriptCode, SigHash.ALL, 50_000n)
    expect(derSignature!.at(-1)).toBe(SigHash.ALL)
    expect(
      secp256k1.verify(derSignature!.slice(0, -1), digest0, publicKey!, { prehash: false, format: 'der' }),
    ).toBe(true)
    // Input 1: a BIP-340 signature (BIP-341 digest, SIGHASH_DEFAULT) by the tweaked ordinals key.
    const tapKeySig = signed.getInput(1).tapKeySig as Uint8Array
    const digest1 = signed.preimageWitnessV1(1, [payment.script, ordinals.script], SigHash.DEFAULT, [
      50_000n,
      10_000n,
    ])
    const outputKey = (OutScript.decode(ordinals.script) as { pubkey: Uint8Array }).pubkey
    expect(schnorr.verify(tapKeySig, digest1, outputKey)).toBe(true)
    signed.finalize()
    expect(signed.extract().length).toBeGreaterThan(0)
  })

  test('behavior: the user rejects: 4001', async () => {
    const { adapter, signer, approvals } = await setupWithDevWallet()
    const { address } = await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    approvals.setMode('reject')
    await expect(
      adapter.request({
        connectorId: devWalletId,
        method: 'signPsbt',
        params: { psbt: testPsbt(signer.keys).psbt, signInputs: { [address]: [0] } },
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', rpcCode: 4001 })
  })

  test('behavior: malformed params are -32602 before the wallet is asked; an unknown method 4200', async () => {
    const { adapter, signer, approvals } = await setupWithDevWallet()
    const { address } = await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    approvals.setMode('ask')
    const { psbt } = testPsbt(signer.keys)
    const invalid = [
      { psbt: 'not a psbt', signInputs: { [address]: [0] } },
      { psbt: base64.encode(new Uint8Array([1, 2, 3])), signInputs: { [address]: [0] } },
      { psbt, signInputs: { [address]: [-1] } },
      { psbt },
    ]
    for (const params of invalid)
      await expect(
        adapter.request({ connectorId: devWalletId, method: 'signPsbt', params }),
      ).rejects.toMatchObject({
        name: 'InvalidParamsRpcError',
      })
    await expect(
      adapter.request({ connectorId: devWalletId, method: 'sendTransfer', params: {} }),
    ).rejects.toMatchObject({
      name: 'UnsupportedProviderMethodError',
    })
    expect(approvals.pending()).toEqual([])
  })
})
