// bench/open's measure of what embedding Foyer costs a page on load: react-only/'s shell (the baseline)
// with Foyer's ConnectButton where its plain button is, under a FoyerProvider, with the demo site's
// options (adapters, networks, server). The demo's own page also renders panels of its own (the session
// card, the wallet requests, the language picker, the consent banner: host code that reads Foyer's
// hooks), which the React-alone baseline does not have; this page differs from the baseline by Foyer
// alone.
import { createFoyer } from '@foyer/core'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { demoOptions } from './demoSite.js'
import { BarePage, mount } from './shell.js'
import './styles.css'

const foyer = createFoyer(demoOptions())

mount(
  <FoyerProvider foyer={foyer}>
    <BarePage button={<ConnectButton />} />
  </FoyerProvider>,
)
