import { createBackendSiwx, createFoyer } from '@foyer/core'
import { evmSiwx } from '@foyer/evm'
import { FoyerProvider } from '@foyer/react'
import { App } from './App.js'
import { apiUrl, demoOptions, projectId } from './demoSite.js'
import { mount } from './shell.js'
import './styles.css'

// Sign-in with Ethereum is off by default; `?signIn=optional` or `?signIn=required` turns it on (sessions
// kept in the browser), `?signIn=backend` verifies and keeps them on the Foyer server.
const signInMode = new URLSearchParams(window.location.search).get('signIn')
const statement = 'Sign in to Harbor Exchange.'
const siwx =
  signInMode === 'optional' || signInMode === 'required'
    ? evmSiwx({ statement, required: signInMode === 'required' })
    : signInMode === 'backend' && apiUrl
      ? createBackendSiwx({ url: apiUrl, projectId, statement })
      : undefined

// `?consent=required`: Foyer sends no analytics until the visitor answers the page's consent banner.
const consentRequired = new URLSearchParams(window.location.search).get('consent') === 'required'
// `?history=off`: the host turns the Activity tab off (features.history).
const historyOff = new URLSearchParams(window.location.search).get('history') === 'off'
// `?legal=on`: the wallets wait until the visitor ticks that they agree to the site's terms and policy.
const legalOn = new URLSearchParams(window.location.search).get('legal') === 'on'
const legal = {
  termsConditionsUrl: `${window.location.origin}/legal/terms.html`,
  privacyPolicyUrl: `${window.location.origin}/legal/privacy.html`,
}

const site = demoOptions()
const foyer = createFoyer({
  ...site,
  ...legal,
  features: {
    ...site.features,
    ...(historyOff ? { history: false } : {}),
    ...(legalOn ? { legalCheckbox: true } : {}),
  },
  ...(siwx ? { siwx } : {}),
  ...(consentRequired ? { consent: { required: true } } : {}),
})

mount(
  <FoyerProvider foyer={foyer}>
    <App />
  </FoyerProvider>,
)
