import { base64 } from '@scure/base'
import { SigHash, Transaction } from '@scure/btc-signer'
import { t } from '../t.js'
import type { ApprovalQueue } from '../wallet/createApprovalQueue.js'
import { createListeners } from '../wallet/createListeners.js'
import { disconnected, invalidParams, unauthorized } from '../wallet/errors.js'
import type { KeyValueStorage } from '../wallet/types.js'
import { signBip322Simple } from './bip322.js'
import {
  type BitcoinDevChain,
  type BitcoinDevKey,
  type BitcoinDevPurpose,
  bitcoinDevKeys,
} from './bitcoinDevKeys.js'

/** A SIGHASH flag as the Bitcoin Wallet Standard names it ('ALL', 'SINGLE|ANYONECANPAY'…). */
export type BitcoinSigHashName =
  | 'ALL'
  | 'NONE'
  | 'SINGLE'
  | 'ALL|ANYONECANPAY'
  | 'NONE|ANYONECANPAY'
  | 'SINGLE|ANYONECANPAY'

export interface CreateBitcoinDevSignerParameters {
  /** The approval panel's key for this wallet (like an EIP-6963 rdns). */
  rdns: string
  /** The wallet's name, as the approval panel shows it. */
  name: string
  chains: readonly BitcoinDevChain[]
  storage: KeyValueStorage
  origin: string
  approvals: ApprovalQueue
}

/**
 * What the dev wallet's two faces (Wallet Standard, sats-connect) share: its keys, the site's
 * authorisation (kept in `storage`), the approval prompts, and signing. Every error is a wallet error
 * with an EIP-1193 code (4001 rejected, 4100 unauthorised, 4900 vanished, -32602 bad parameters).
 */
export interface BitcoinDevSigner {
  readonly keys: readonly BitcoinDevKey[]
  /** The connected keys (empty before connect, after disconnect or once vanished). */
  connected(): BitcoinDevKey[]
  /** Whether the site was approved earlier (a reload keeps the approval). */
  authorized(): boolean
  /** Asks to connect the keys of `purposes` (no prompt for an approved site), payment first when both. */
  connect(purposes: readonly BitcoinDevPurpose[]): Promise<BitcoinDevKey[]>
  disconnect(): void
  /** A BIP-322 simple signature (base64) of `message` by the connected key of `address`. */
  signMessage(address: string, message: Uint8Array): Promise<string>
  /** Signs the PSBT's inputs `indexes` with the connected key of each `address`; returns the PSBT. */
  signPsbt(
    psbt: Uint8Array,
    toSign: readonly { address: string; indexes: readonly number[]; sigHash?: BitcoinSigHashName }[],
  ): Promise<Uint8Array>
  /** Follows the connected keys' changes. */
  onChange(listener: (keys: BitcoinDevKey[]) => void): () => void
  /** The wallet disappears: requests fail with 4900, and it reports no key. */
  vanish(): void
  readonly vanished: boolean
}

const purposeOrder: readonly BitcoinDevPurpose[] = ['payment', 'ordinals']

/** The dev wallet's keys, approvals and signing, shared by its Wallet Standard and sats-connect faces. */
export function createBitcoinDevSigner(parameters: CreateBitcoinDevSignerParameters): BitcoinDevSigner {
  const { rdns, name, origin, approvals, storage } = parameters
  const keys = bitcoinDevKeys(parameters.chains)
  const authorizedKey = `foyer-devwallet:${rdns}:authorized`
  const listeners = createListeners<(keys: BitcoinDevKey[]) => void>(`${name}`)
  let vanished = false
  let connected: BitcoinDevKey[] = []

  const authorized = () => !vanished && storage.getItem(authorizedKey) === 'true'
  if (authorized()) connected = [...keys]
  const emit = () => listeners.emit('change', [...connected])
  const ask = async (method: string, summary: string) => {
    if (vanished) throw disconnected()
    await approvals.ask({ rdns, wallet: name, method, origin, summary })
    if (vanished) throw disconnected()
  }
  const keyOf = (address: string): BitcoinDevKey => {
    if (vanished) throw disconnected()
    const key = connected.find((item) => item.address === address)
    if (!key) throw unauthorized()
    return key
  }

  return {
    keys,
    connected: () => (vanished ? [] : [...connected]),
    authorized,
    async connect(purposes) {
      const wanted = purposeOrder.filter((purpose) => purposes.includes(purpose))
      if (wanted.length === 0) throw invalidParams('no known purpose (payment, ordinals)')
      const chosen = keys.filter((key) => wanted.includes(key.purpose))
      if (!authorized())
        await ask(
          'bitcoin:connect',
          t('summary.connect', { accounts: chosen.map((key) => key.address).join(', ') }),
        )
      storage.setItem(authorizedKey, 'true')
      connected = chosen
      emit()
      return [...connected]
    },
    disconnect() {
      storage.removeItem(authorizedKey)
      if (connected.length === 0) return
      connected = []
      emit()
    },
    async signMessage(address, message) {
      const key = keyOf(address)
      await ask(
        'bitcoin:signMessage',
        t('summary.sign', { message: new TextDecoder().decode(message), account: address }),
      )
      return signBip322Simple({
        privateKey: key.privateKey,
        scriptPubKey: key.script,
        ...(key.addressType === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
        message,
      })
    },
    async signPsbt(psbt, toSign) {
      const signers = toSign.map((item) => ({ ...item, key: keyOf(item.address) }))
      const tx = decodePsbt(psbt)
      await ask(
        'bitcoin:signTransaction',
        t('summary.other', { method: `signPsbt (${tx.inputsLength} inputs)` }),
      )
      signInputs(tx, signers)
      return tx.toPSBT()
    },
    onChange(listener) {
      listeners.add('change', listener)
      return () => listeners.remove('change', listener)
    },
    vanish() {
      if (vanished) return
      vanished = true
      approvals.cancel(rdns, disconnected())
      connected = []
      emit()
    },
    get vanished() {
      return vanished
    },
  }
}

/** A PSBT's transaction; -32602 when it does not decode. */
function decodePsbt(psbt: Uint8Array): Transaction {
  try {
    return Transaction.fromPSBT(psbt)
  } catch (error) {
    throw invalidParams(
      `the PSBT does not decode (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}

/** Signs each signer's inputs (their SIGHASH, when one is named); -32602 for an input it cannot sign. */
function signInputs(
  tx: Transaction,
  signers: readonly { key: BitcoinDevKey; indexes: readonly number[]; sigHash?: BitcoinSigHashName }[],
): void {
  for (const { key, indexes, sigHash } of signers) {
    const allowed = sigHash ? [SigHash[sigHash.replace('|', '_') as keyof typeof SigHash]] : undefined
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength)
        throw invalidParams(`no input ${index}`)
      try {
        tx.signIdx(key.privateKey, index, allowed)
      } catch (error) {
        throw invalidParams(
          `input ${index} cannot be signed by ${key.address} (${error instanceof Error ? error.message : String(error)})`,
        )
      }
    }
  }
}

/** A base64 string's bytes (a BIP-322 signature as the Wallet Standard's `signature` bytes). */
export const base64Bytes = (text: string): Uint8Array => base64.decode(text)
