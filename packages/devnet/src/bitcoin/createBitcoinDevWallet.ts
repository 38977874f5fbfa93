import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { createListeners } from '../wallet/createListeners.js'
import { invalidParams } from '../wallet/errors.js'
import type { BitcoinDevKey } from './bitcoinDevKeys.js'
import { bitcoinDevWalletIcon } from './bitcoinDevWalletIcon.js'
import {
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  type BitcoinStandardFeatures,
} from './bitcoinStandardFeatures.js'
import { type BitcoinDevSigner, base64Bytes } from './createBitcoinDevSigner.js'

/** The Wallet Standard account of a key: its address, its networks, and (as Exodus' reference wallet) its purpose. */
export type BitcoinDevWalletAccount = WalletAccount & {
  readonly purpose: BitcoinDevKey['purpose']
  readonly addressType: BitcoinDevKey['addressType']
}

export interface CreateBitcoinDevWalletParameters {
  signer: BitcoinDevSigner
  name: string
  icon?: WalletIcon
}

export interface BitcoinDevWallet {
  /** The Wallet Standard wallet: what `registerWallet` announces to the page. */
  readonly wallet: Wallet
}

const accountFeatures = [BitcoinSignMessage, BitcoinSignTransaction] as const

function toAccount(key: BitcoinDevKey): BitcoinDevWalletAccount {
  return Object.freeze({
    address: key.address,
    publicKey: key.publicKey.slice(),
    chains: [...key.chains],
    features: [...accountFeatures],
    purpose: key.purpose,
    addressType: key.addressType,
  })
}

/**
 * The Bitcoin dev wallet's Wallet Standard face, as Bitcoin wallets of the Wallet Standard's Bitcoin
 * extension register: `bitcoin:connect` (`purposes`: one account per purpose and address family, in the
 * order asked, each naming its networks), `bitcoin:signMessage` (BIP-322 simple signatures, the witness
 * bytes), `bitcoin:signTransaction` (PSBTs, the inputs asked), `standard:events` and
 * `standard:disconnect`. A site approved earlier finds its accounts in `wallet.accounts` on load.
 *
 * @example
 * const signer = createBitcoinDevSigner({ rdns, name, chains, storage, origin, approvals })
 * registerWallet(createBitcoinDevWallet({ signer, name }).wallet)
 */
export function createBitcoinDevWallet({
  signer,
  name,
  icon,
}: CreateBitcoinDevWalletParameters): BitcoinDevWallet {
  const listeners = createListeners<StandardEventsListeners['change']>(name)
  let accounts: BitcoinDevWalletAccount[] = signer.connected().map(toAccount)
  signer.onChange((keys) => {
    accounts = keys.map(toAccount)
    listeners.emit('change', { accounts })
  })
  const accountOf = (account: WalletAccount | undefined) => {
    if (typeof account?.address !== 'string') throw invalidParams('an input names no account')
    return account.address
  }
  const features: BitcoinStandardFeatures & StandardEventsFeature & StandardDisconnectFeature = {
    [BitcoinConnect]: {
      version: '1.0.0',
      connect: async (input) => {
        if (!Array.isArray(input?.purposes)) throw invalidParams('purposes must be a list')
        await signer.connect(input.purposes)
        return { accounts }
      },
    },
    [BitcoinSignMessage]: {
      version: '1.0.0',
      signMessage: async (...inputs) => {
        const outputs = []
        for (const input of inputs) {
          if (!(input?.message instanceof Uint8Array)) throw invalidParams('message must be bytes')
          const signature = await signer.signMessage(accountOf(input.account), input.message)
          outputs.push({ signedMessage: input.message, signature: base64Bytes(signature) })
        }
        return outputs
      },
    },
    [BitcoinSignTransaction]: {
      version: '1.0.0',
      signTransaction: async (...inputs) => {
        const outputs = []
        for (const input of inputs) {
          if (!(input?.psbt instanceof Uint8Array)) throw invalidParams('psbt must be bytes')
          const toSign = (input.inputsToSign ?? []).map((item) => ({
            address: accountOf(item.account),
            indexes: item.signingIndexes,
            ...(item.sigHash ? { sigHash: item.sigHash } : {}),
          }))
          outputs.push({ signedPsbt: await signer.signPsbt(input.psbt, toSign) })
        }
        return outputs
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => undefined
        listeners.add('change', listener)
        return () => listeners.remove('change', listener)
      },
    },
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => signer.disconnect() },
  }
  const chains = [...new Set(signer.keys.flatMap((key) => key.chains))]
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: icon ?? bitcoinDevWalletIcon,
    chains,
    get accounts() {
      return signer.vanished ? [] : accounts
    },
    features,
  }
  return { wallet }
}
