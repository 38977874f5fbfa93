import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { OutScript, RawWitness, Script, Transaction } from '@scure/btc-signer'

/** BIP-340 tagged hash: sha256(sha256(tag) ‖ sha256(tag) ‖ data). */
function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag))
  const joined = new Uint8Array(tagHash.length * 2 + data.length)
  joined.set(tagHash, 0)
  joined.set(tagHash, tagHash.length)
  joined.set(data, tagHash.length * 2)
  return sha256(joined)
}

/** BIP-322's `message_hash`: the tagged hash ('BIP0322-signed-message') of the message as is. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return taggedHash('BIP0322-signed-message', message)
}

/** Virtual transactions are never relayed: their scripts (OP_0 push, OP_RETURN) are not payments. */
const virtualOptions = {
  version: 0,
  lockTime: 0,
  allowUnknownInputs: true,
  allowUnknownOutputs: true,
  disableScriptCheck: true,
} as const

/**
 * BIP-322's `to_spend` transaction for a message and the signer's scriptPubKey (`message_challenge`):
 * version 0, locktime 0, one input spending 000…000:0xFFFFFFFF with sequence 0 and scriptSig
 * `OP_0 PUSH32[message_hash]`, one output of 0 sats paying `message_challenge`.
 */
export function bip322ToSpend(scriptPubKey: Uint8Array, message: Uint8Array): Transaction {
  const tx = new Transaction(virtualOptions)
  // The output first: an input with a final scriptSig counts as signed, and signed inputs lock the outputs.
  tx.addOutput({ script: scriptPubKey, amount: 0n })
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  return tx
}

/**
 * BIP-322's `to_sign` transaction, unsigned: version 0, locktime 0, one input spending `to_spend`'s
 * output 0 with sequence 0 (its witness UTXO: 0 sats to `message_challenge`, what the signature
 * commits to), one output of 0 sats to `OP_RETURN`. `tapInternalKey` for a key-path taproot signer.
 */
export function bip322ToSign(
  scriptPubKey: Uint8Array,
  message: Uint8Array,
  tapInternalKey?: Uint8Array,
): Transaction {
  const toSpend = bip322ToSpend(scriptPubKey, message)
  // Plain RFC 6979 nonces (no low-R grinding): BIP-322's test vectors list this signature too.
  const tx = new Transaction(virtualOptions)
  tx.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

export interface SignBip322SimpleParameters {
  /** The signer's 32-byte secp256k1 secret key. */
  privateKey: Uint8Array
  /** The signer's scriptPubKey: a p2wpkh (`OP_0 <20 bytes>`) or p2tr (`OP_1 <32 bytes>`) output script. */
  scriptPubKey: Uint8Array
  /** For p2tr: the untweaked x-only public key the output key commits to (BIP-86, no script tree). */
  tapInternalKey?: Uint8Array
  message: Uint8Array
}

/**
 * A BIP-322 "simple" signature: `to_sign`'s first input signed with SIGHASH_ALL (p2wpkh: ECDSA over
 * BIP-143's digest; p2tr: a BIP-340 Schnorr signature over BIP-341's, with SIGHASH_DEFAULT), and its
 * witness stack serialized as in a transaction, base64-encoded. Segwit and taproot addresses only.
 *
 * @example
 * const signature = signBip322Simple({ privateKey, scriptPubKey, message: utf8('Hello World') })
 */
export function signBip322Simple({
  privateKey,
  scriptPubKey,
  tapInternalKey,
  message,
}: SignBip322SimpleParameters): string {
  const type = OutScript.decode(scriptPubKey).type
  if (type !== 'wpkh' && type !== 'tr')
    throw new Error(`BIP-322 simple signatures here are for p2wpkh and p2tr only, not ${type}`)
  const toSign = bip322ToSign(scriptPubKey, message, type === 'tr' ? tapInternalKey : undefined)
  toSign.signIdx(privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the signed input has no witness')
  return base64.encode(RawWitness.encode(witness))
}
