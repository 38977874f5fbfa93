import type { LocalAccount } from 'viem'
import { toAccount } from 'viem/accounts'
import { type WalletKey, withAccount } from '../signer.js'

/**
 * The smart account's owner as a viem account whose every signature rebuilds the wallet's key from its
 * two shares and zeroes it afterwards (signer.ts's withAccount): no key outlives one signature.
 *
 * @example
 * const owner = toWalletOwner(wallet)
 * await owner.signTypedData(typedData) // rebuilds the key, signs, zeroes it
 */
export function toWalletOwner(wallet: WalletKey): LocalAccount {
  return toAccount({
    address: wallet.address,
    signMessage: ({ message }) => withAccount(wallet, (account) => account.signMessage({ message })),
    signTypedData: (typedData) => withAccount(wallet, (account) => account.signTypedData(typedData)),
    signTransaction: (transaction, options) =>
      withAccount(wallet, (account) => account.signTransaction(transaction, options)),
  })
}
