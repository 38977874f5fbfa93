import { createPublicKey, verify } from 'node:crypto'
import { fromBase58, toBase58 } from '../base58.js'
import { invalidParams } from '../rpc/RpcError.js'
import { loadAddresses } from './loadAddresses.js'
import {
  parseWireTransaction,
  sanitizeError,
  WireFormatError,
  type WireTransaction,
} from './parseWireTransaction.js'
import { namedTransactionError } from './transactionErrors.js'
import type { ReadAccount } from './transactionOutcome.js'
import type { LoadedTransaction } from './types.js'

/**
 * A wire transaction parsed, its address-table lookups loaded from the ledger's accounts and sanitized, as
 * the RPC does before it runs one; an unreadable or malformed one is the RPC's invalid-params error.
 */
export function loadTransaction(bytes: Uint8Array, getAccount: ReadAccount): LoadedTransaction {
  let wire: WireTransaction
  try {
    wire = parseWireTransaction(bytes)
  } catch (error) {
    if (!(error instanceof WireFormatError)) throw error
    throw invalidParams(
      `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${error.message}`,
    )
  }
  const loaded = loadAddresses(wire.addressTableLookups ?? [], getAccount)
  if (typeof loaded === 'string') {
    throw invalidParams(`invalid transaction: ${namedTransactionError(loaded).text}`)
  }
  const loadedKeys = [...loaded.writable, ...loaded.readonly]
  const sanitizeFailure = sanitizeError(wire, wire.signatures.length, loadedKeys)
  if (sanitizeFailure)
    throw invalidParams(`invalid transaction: ${namedTransactionError(sanitizeFailure).text}`)
  return {
    ...wire,
    signature: toBase58(wire.signatures[0]!),
    loadedAddresses: loaded,
    accountKeys: [...wire.staticAccounts, ...loadedKeys],
  }
}

/** Whether every signature of the transaction is its signer's Ed25519 signature of the message. */
// The server's verifySolanaSignature makes the same node:crypto check for sign-in; the devnet depends on neither the server nor @foyer/protocol.
export function verifySignatures(transaction: LoadedTransaction): boolean {
  return transaction.signatures.every((signature, index) => {
    const x = Buffer.from(fromBase58(transaction.staticAccounts[index]!)).toString('base64url')
    try {
      const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
      return verify(null, transaction.messageBytes, key, signature)
    } catch {
      return false // not a point of the curve: no signature can match it
    }
  })
}
