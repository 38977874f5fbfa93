import {
  type CreatePolkadotDevWalletParameters,
  createPolkadotDevWallet,
  type PolkadotDevWallet,
} from './createPolkadotDevWallet.js'
import type { InjectedWindow } from './types.js'

/**
 * Injects a Polkadot dev wallet into `window` as an extension's content script does
 * (`injectedWeb3[name] = { version, enable }`, keeping the other extensions' entries). `vanish()` also
 * takes the entry off the window, as disabling an extension does.
 *
 * @example
 * const wallet = injectPolkadotDevWallet(window, { mode: 'approve', origin: location.origin })
 */
export function injectPolkadotDevWallet(
  window: InjectedWindow,
  parameters: CreatePolkadotDevWalletParameters = {},
): PolkadotDevWallet {
  const wallet = createPolkadotDevWallet(parameters)
  window.injectedWeb3 ??= {}
  window.injectedWeb3[wallet.name] = wallet.provider
  return {
    ...wallet,
    vanish() {
      wallet.vanish()
      if (window.injectedWeb3?.[wallet.name] === wallet.provider) delete window.injectedWeb3[wallet.name]
    },
  }
}
