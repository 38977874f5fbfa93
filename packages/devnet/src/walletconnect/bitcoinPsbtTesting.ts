// Test helpers (not used by the wallet): a PSBT spending from the dev wallet's two addresses, and the check
// that a signed one carries valid signatures and finalizes into a transaction.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { OutScript, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { BitcoinDevKey } from '../bitcoin/bitcoinDevKeys.js'

/** Someone else's testnet address (BIP-84's test vector): the PSBT's recipient. */
const recipient = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl'

/**
 * An unsigned testnet PSBT (base64) with three inputs: 50 000 sats to the payment key (p2wpkh), 20 000
 * sats to the ordinals key (p2tr, its internal key given) and 10 000 sats to someone else's address.
 */
export function unsignedTestPsbt(payment: BitcoinDevKey, ordinals: BitcoinDevKey): string {
  const tx = new Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(0xaa),
    index: 0,
    witnessUtxo: { script: payment.script, amount: 50_000n },
  })
  tx.addInput({
    txid: new Uint8Array(32).fill(0xbb),
    index: 1,
    witnessUtxo: { script: ordinals.script, amount: 20_000n },
    tapInternalKey: ordinals.publicKey,
  })
  tx.addInput({
    txid: new Uint8Array(32).fill(0xcc),
    index: 2,
    witnessUtxo: {
      script: OutScript.encode({ type: 'wpkh', hash: new Uint8Array(20).fill(7) }),
      amount: 10_000n,
    },
  })
  tx.addOutputAddress(recipient, 79_000n, TEST_NETWORK)
  return base64.encode(tx.toPSBT())
}

/**
 * Which inputs of a signed PSBT (base64) carry a valid signature: a p2wpkh input's ECDSA partial signature
 * over its BIP-143 digest, a p2tr input's Schnorr key-path signature over its BIP-341 digest.
 */
export function validlySignedInputs(psbt: string): number[] {
  const tx = Transaction.fromPSBT(base64.decode(psbt))
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => tx.getInput(index))
  const scripts = inputs.map((input) => input.witnessUtxo?.script ?? new Uint8Array())
  const amounts = inputs.map((input) => input.witnessUtxo?.amount ?? 0n)
  return inputs.flatMap((input, index) => {
    const script = OutScript.decode(scripts[index] as Uint8Array)
    if (script.type === 'wpkh') {
      const [entry] = input.partialSig ?? []
      if (!entry) return []
      const [publicKey, signature] = entry
      const digest = tx.preimageWitnessV0(
        index,
        OutScript.encode({ type: 'pkh', hash: script.hash }),
        signature[signature.length - 1] as number,
        amounts[index] as bigint,
      )
      const der = signature.subarray(0, -1)
      return secp256k1.verify(der, digest, publicKey, { prehash: false, format: 'der' }) ? [index] : []
    }
    if (script.type === 'tr' && input.tapKeySig) {
      const sighash = input.tapKeySig.length === 65 ? (input.tapKeySig[64] as number) : SigHash.DEFAULT
      const digest = tx.preimageWitnessV1(index, scripts, sighash, amounts)
      return schnorr.verify(input.tapKeySig.subarray(0, 64), digest, script.pubkey) ? [index] : []
    }
    return []
  })
}

/** The signed PSBT's inputs `indexes` finalized: their witnesses, as a transaction would carry them. */
export function finalizedWitnesses(psbt: string, indexes: readonly number[]): Uint8Array[][] {
  const tx = Transaction.fromPSBT(base64.decode(psbt))
  return indexes.map((index) => {
    tx.finalizeIdx(index)
    return tx.getInput(index).finalScriptWitness ?? []
  })
}
