import { ConnectButton, NetworkButton, useFoyerAccount } from '@foyer/react'
import { ConsentBanner } from './ConsentBanner.js'
import { LanguagePicker } from './LanguagePicker.js'
import { SessionCard } from './SessionCard.js'
import { Brand } from './shell.js'
import { WalletRequests } from './WalletRequests.js'

export function App() {
  const account = useFoyerAccount()

  return (
    <div className="page">
      <header className="topbar">
        <Brand />
        <nav className="nav" aria-label="Main">
          <a href="#markets">Markets</a>
          <a href="#pools">Pools</a>
          <a href="#docs">Docs</a>
        </nav>
        <div className="wallet-buttons">
          <LanguagePicker />
          {account.isConnected ? <NetworkButton /> : null}
          {/* Room for the balance the account button gains after a connect (see styles.css). */}
          <span className="account-slot">
            <ConnectButton />
          </span>
        </div>
      </header>

      <main>
        <section className="hero">
          <h1>Trade on your own terms.</h1>
          <p>
            Harbor is a demo exchange. Connect a wallet to see your account on the local chains: the modal you
            get is Foyer, served entirely from this machine.
          </p>
        </section>

        <SessionCard />

        <ConsentBanner />
        <WalletRequests />

        <section id="markets" className="grid">
          {['ETH / USDC', 'WBTC / ETH', 'ETH / DAI'].map((pair) => (
            <article key={pair} className="market">
              <h3>{pair}</h3>
              <p>Local pool · demo data</p>
            </article>
          ))}
        </section>
      </main>
      <footer className="footer">
        Demo host site for Foyer · runs on 127.0.0.1 only ·{' '}
        <nav aria-label="Sign-in mode" className="modes">
          <a href="/">No sign-in</a> · <a href="/?signIn=optional">Optional sign-in</a> ·{' '}
          <a href="/?signIn=required">Required sign-in</a> ·{' '}
          <a href="/?signIn=backend">Sign-in checked by the server</a>
        </nav>
      </footer>
    </div>
  )
}
