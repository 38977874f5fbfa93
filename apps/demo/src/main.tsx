import { createBackendSiwx, createFoyer } from '@foyer/core'
import { evmAdapter, evmSiwx } from '@foyer/evm'
import { FoyerProvider } from '@foyer/react'
import { walletConnect } from '@foyer/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { local, networks } from './networks.js'
import './styles.css'

// Sign-in with Ethereum is off by default; `?signIn=optional` or `?signIn=required` turns it on (sessions
// kept in the browser), `?signIn=backend` verifies and keeps them on the Foyer server.
const signInMode = new URLSearchParams(window.location.search).get('signIn')
const apiUrl = import.meta.env.FOYER_API_URL as string
const projectId = import.meta.env.FOYER_PROJECT_ID as string
// The local WalletConnect relay started beside the chains; the dev mobile wallet is at /wallet.
const relayUrl = import.meta.env.FOYER_RELAY_URL as string
const metadata = {
  name: 'Harbor Exchange',
  description: 'A demo dapp that embeds Foyer',
  url: window.location.origin,
  icons: [],
}
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

const foyer = createFoyer({
  projectId,
  // The Foyer server started beside the chains (wallet directory, balances, analytics).
  ...(apiUrl ? { apiUrl } : {}),
  networks,
  defaultNetwork: local[0] ?? networks[0],
  adapters: [evmAdapter(relayUrl ? { walletConnect: walletConnect({ projectId, relayUrl, metadata }) } : {})],
  metadata,
  // Email and social logins land in a later issue; keep their entry points off until then.
  ...legal,
  features: {
    email: false,
    socials: false,
    ...(historyOff ? { history: false } : {}),
    ...(legalOn ? { legalCheckbox: true } : {}),
  },
  ...(siwx ? { siwx } : {}),
  ...(consentRequired ? { consent: { required: true } } : {}),
  themeMode: window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <App />
    </FoyerProvider>
  </StrictMode>,
)
