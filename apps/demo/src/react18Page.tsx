// The demo's app on React 18 (this page's build aliases react and react-dom to compat/react18): Foyer's
// peer range says >=18, and this page is where a browser test holds it to that.
import { createFoyer } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import { version } from 'react'
import { App } from './App.js'
import { demoOptions } from './demoSite.js'
import { mount } from './shell.js'
import './styles.css'

const foyer = createFoyer(demoOptions())
document.documentElement.dataset.reactVersion = version

mount(
  <FoyerProvider foyer={foyer}>
    <App />
  </FoyerProvider>,
)
