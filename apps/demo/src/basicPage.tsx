// Basic WalletConnect mode (spec section 2): the demo's app on a site with no chain adapter, whose visitors
// connect through WalletConnect alone (`walletConnectBasic`). Not yet connected, the modal opens on the QR
// code (All Wallets on a phone); one pairing connects the EVM and Solana networks, and no installed wallet
// or email login is offered. A page of its own, so that the main page (what bench/bundle measures) does
// not carry it.
import { createFoyer } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import { walletConnectBasic } from '@foyer/walletconnect'
import { App } from './App.js'
import { apiUrl, locale, metadata, projectId, relayUrl, withSolana } from './demoSite.js'
import { local, networks } from './networks.js'
import { mount } from './shell.js'
import './styles.css'

const foyer = createFoyer({
  projectId,
  ...(apiUrl ? { apiUrl } : {}),
  networks: withSolana ? networks : networks.filter((network) => network.chainNamespace !== 'solana'),
  defaultNetwork: local[0] ?? networks[0],
  walletConnect: walletConnectBasic({ projectId, relayUrl }),
  metadata,
  ...(locale ? { locale } : {}),
  features: { socials: false },
})

mount(
  <FoyerProvider foyer={foyer}>
    <App />
  </FoyerProvider>,
)
