import { UnauthorizedProviderError, UnsupportedProviderMethodError } from '@foyer/core/adapter'
import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { WalletClient } from './client.js'
import { parseAccounts } from './parseAccounts.js'
import { isBitcoinChain } from './toBitcoinChain.js'
import { toWalletError } from './toWalletError.js'
import { getFeature, type KnownFeatures } from './walletFeatures.js'

/** Calls a wallet's method and turns what it throws into a typed error. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error)
  }
}

/** The wallet's feature, or `UnsupportedProviderMethodError` (4200) naming it. */
function featureOrThrow<F extends keyof KnownFeatures>(wallet: Wallet, feature: F): KnownFeatures[F] {
  const found = getFeature(wallet, feature)
  if (!found) throw new UnsupportedProviderMethodError({ details: feature })
  return found
}

/** Reads a getter of the wallet that may throw (an untrusted object). */
function read<T>(get: () => T, fallback: T, what: string): T {
  try {
    return get()
  } catch (error) {
    console.warn(`Foyer: the wallet's ${what} could not be read`, error)
    return fallback
  }
}

/**
 * A Wallet Standard wallet with the Bitcoin extension as a `WalletClient`. The standard has no active
 * network: the wallet's accounts name their networks, and the app names the chain in `signTransaction`.
 * Approved accounts are in `wallet.accounts` on load (no silent connect in the extension).
 */
export function createStandardClient(wallet: Wallet): WalletClient {
  /** The wallet's own account object for an address (its features may rely on it). */
  const accountOf = (address: string): WalletAccount => {
    const accounts = read(() => wallet.accounts, [], 'accounts')
    const account = accounts.find((item) => item.address === address)
    if (!account)
      throw new UnauthorizedProviderError({ details: `${address} is not an account the wallet gave` })
    return account
  }
  return {
    kind: 'standard',
    chains: () => read(() => wallet.chains, [], 'chains').filter(isBitcoinChain),
    async connect({ purposes }) {
      const feature = featureOrThrow(wallet, 'bitcoin:connect')
      const output = await call(() => feature.connect({ purposes: [...purposes] }))
      return { accounts: parseAccounts(output?.accounts), chain: undefined }
    },
    async restore() {
      const accounts = parseAccounts(read(() => wallet.accounts, [], 'accounts'))
      return accounts.length > 0 ? { accounts, chain: undefined } : undefined
    },
    async disconnect() {
      const feature = getFeature(wallet, 'standard:disconnect')
      if (feature) await call(() => feature.disconnect())
    },
    async signMessage({ address, message }) {
      const feature = featureOrThrow(wallet, 'bitcoin:signMessage')
      const account = accountOf(address)
      const bytes = new TextEncoder().encode(message)
      const [output] = await call(() => feature.signMessage({ account, message: bytes }))
      if (!(output?.signature instanceof Uint8Array) || output.signature.length === 0)
        throw new InvalidWalletResponseError({ details: 'bitcoin:signMessage gave no signature' })
      return base64.encode(output.signature)
    },
    async signPsbt({ psbt, signInputs, broadcast, chain }) {
      if (broadcast)
        throw new UnsupportedProviderMethodError({
          details:
            'Wallet Standard Bitcoin wallets sign only (bitcoin:signTransaction): broadcast the PSBT yourself',
        })
      const feature = featureOrThrow(wallet, 'bitcoin:signTransaction')
      const inputsToSign = Object.entries(signInputs ?? {}).map(([address, signingIndexes]) => ({
        account: accountOf(address),
        signingIndexes,
      }))
      const [output] = await call(() =>
        feature.signTransaction({ psbt: base64.decode(psbt), inputsToSign, chain }),
      )
      if (!(output?.signedPsbt instanceof Uint8Array))
        throw new InvalidWalletResponseError({ details: 'bitcoin:signTransaction gave no PSBT' })
      return { psbt: base64.encode(output.signedPsbt) }
    },
    watch(listener) {
      const events = getFeature(wallet, 'standard:events')
      if (!events) return () => undefined
      let off: () => void
      try {
        off = events.on('change', (properties) => {
          if (typeof properties !== 'object' || properties === null || !('accounts' in properties)) return
          listener({ accounts: parseAccounts(properties.accounts) })
        })
      } catch (error) {
        console.warn('Foyer: could not listen to the wallet’s change events', error)
        return () => undefined
      }
      return () => {
        try {
          off()
        } catch (error) {
          console.warn('Foyer: could not stop listening to the wallet’s change events', error)
        }
      }
    },
  }
}
