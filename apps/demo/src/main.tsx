import { createFoyer } from '@foyer/core'
import { FoyerProvider } from '@foyer/react'
import { App } from './App.js'
import { demoSignIn } from './demoSignIn.js'
import { demoOptions } from './demoSite.js'
import { mount } from './shell.js'
import './styles.css'

const siwx = demoSignIn()

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
