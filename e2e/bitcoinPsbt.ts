// Checks a PSBT a wallet signed, with @scure/btc-signer and @noble/curves alone (not Foyer's code nor the
// dev wallet's): the input's signature is verified against the input's own BIP-143 (segwit v0) sighash, for
// the key the address commits to.
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'

/**
 * Whether input `index` of the signed PSBT carries a valid signature by the key of `address` (a test
 * network's p2wpkh `tb1q…`, the dev wallets' payment address).
 */
export function verifyPsbtInput(signed: string, address: string, index = 0): boolean {
  const tx = Transaction.fromPSBT(base64.decode(signed))
  const input = tx.getInput(index)
  const utxo = input.witnessUtxo
  if (!utxo) return false
  const decoded = OutScript.decode(OutScript.encode(Address(TEST_NETWORK).decode(address)))
  if (decoded.type === 'wpkh') {
    const [entry] = input.partialSig ?? []
    if (!entry) return false
    const [publicKey, signature] = entry
    const hashType = signature[signature.length - 1] as number
    // BIP-143: the script code of a p2wpkh input is the p2pkh script of its key hash.
    const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
    const hash = tx.preimageWitnessV0(index, scriptCode, hashType, utxo.amount)
    return secp256k1.verify(signature.subarray(0, -1), hash, publicKey, { format: 'der', prehash: false })
  }
  throw new Error(`${address} is not a p2wpkh address: this check knows segwit v0 inputs only`)
}
