// Entry of dist/familieswallet.js: the Bitcoin dev wallets (Wallet Standard and sats-connect) and the
// Polkadot one (an injected extension, 'foyer-dev'), for the
// pages of sites that configure that family (scripts/demo-server.ts serves it on /families/ only). Loaded
// before dist/devwallet.js, it leaves an installer that `installDevWallets` runs on its approval queue and
// panel, so that their prompts show and `window.foyerDevWallet` drives them like the others.

import { bitcoinDevWalletIcon } from '../bitcoin/bitcoinDevWalletIcon.js'
import {
  BITCOIN_DEV_RDNS,
  BITCOIN_DEV_WALLET_NAME,
  registerBitcoinDevWallets,
  SATS_DEV_RDNS,
  SATS_DEV_WALLET_NAME,
} from '../bitcoin/registerBitcoinDevWallet.js'
import { injectPolkadotDevWallet } from '../polkadot/injectPolkadotDevWallet.js'
import type { DevFamilyInstaller } from './familyInstaller.js'

/** How the panel names the Polkadot dev wallet (its `injectedWeb3` key is 'foyer-polkadot-dev'). */
const POLKADOT_DEV_WALLET_NAME = 'Foyer Polkadot Dev'
/** The panel's icon for it: a pink disc (the protocol gives an extension no icon). */
const polkadotDevWalletIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#e6007a"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
)}`

const page = window as Window & { __FOYER_DEV_FAMILIES__?: DevFamilyInstaller[] }
const installers = page.__FOYER_DEV_FAMILIES__ ?? []
installers.push(({ target, approvals, storage }) => {
  const { standard, sats } = registerBitcoinDevWallets({ target, approvals, storage })
  const polkadot = injectPolkadotDevWallet(target as Parameters<typeof injectPolkadotDevWallet>[0], {
    approvals,
    storage,
    origin: target.location.origin,
    // Listed by Foyer as 'Foyer Polkadot Dev' (an extension is known by its key alone).
    name: 'foyer-polkadot-dev',
  })
  return [
    {
      name: POLKADOT_DEV_WALLET_NAME,
      rdns: polkadot.rdns,
      icon: polkadotDevWalletIcon,
      vanish: () => polkadot.vanish(),
    },
    {
      name: BITCOIN_DEV_WALLET_NAME,
      rdns: BITCOIN_DEV_RDNS,
      icon: bitcoinDevWalletIcon,
      vanish: () => standard.vanish(),
    },
    ...(sats
      ? [
          {
            name: SATS_DEV_WALLET_NAME,
            rdns: SATS_DEV_RDNS,
            icon: bitcoinDevWalletIcon,
            vanish: () => sats.vanish(),
          },
        ]
      : []),
  ]
})
page.__FOYER_DEV_FAMILIES__ = installers
