// The four chain families of spec section 1: the demo's app with the Bitcoin and Polkadot adapters beside
// EVM and Solana. A page of its own, so that the main page (what bench/bundle measures) carries neither:
// each family's code loads only on the sites that configure it (issue #28). The demo server adds the
// Bitcoin and Polkadot dev wallets to this page only (scripts/demo-server.ts).
import { bitcoinAdapter, bitcoinMainnet, bitcoinSignet, bitcoinTestnet } from '@foyer/bitcoin'
import { createFoyer } from '@foyer/core'
import { kusama, polkadot, polkadotAdapter, westend } from '@foyer/polkadot'
import { FoyerProvider } from '@foyer/react'
import { App } from './App.js'
import { demoSignIn } from './demoSignIn.js'
import { demoOptions, demoWalletConnect } from './demoSite.js'
import { mount } from './shell.js'
import './styles.css'

const options = demoOptions()
const siwx = demoSignIn()
// The page's one WalletConnect connector, the EVM and Solana adapters' too: a phone wallet pairs once for
// the four families (bip122 and polkadot in the same session as eip155 and solana).
const connector = demoWalletConnect()
const withConnector = connector ? { walletConnect: connector } : {}
const foyer = createFoyer({
  ...options,
  ...(siwx ? { siwx } : {}),
  networks: [...options.networks, bitcoinSignet, bitcoinTestnet, bitcoinMainnet, westend, polkadot, kusama],
  adapters: [...(options.adapters ?? []), bitcoinAdapter(withConnector), polkadotAdapter(withConnector)],
})

mount(
  <FoyerProvider foyer={foyer}>
    <App />
  </FoyerProvider>,
)
