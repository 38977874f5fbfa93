import { useDisconnect, useFoyer, useFoyerAccount, useFoyerNetwork } from '@foyer/react'
import { SignedIn } from './SignedIn.js'

/** The connected session as facts (status, address, network, sign-in, balance) and the modal's entry points. */
export function SessionCard() {
  const account = useFoyerAccount()
  const network = useFoyerNetwork()
  const { open } = useFoyer()
  const { disconnect } = useDisconnect()

  return (
    <section className="card" aria-labelledby="session-title">
      <h2 id="session-title">Your session</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="demo-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="demo-address">{account.address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">
          {network.caipNetwork?.name ?? '—'} {network.caipNetworkId ? `(${network.caipNetworkId})` : ''}
        </dd>
        <dt>Signed in</dt>
        <dd>
          <SignedIn />
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-balance">
          {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '—'}
        </dd>
      </dl>
      <div className="actions">
        {account.isConnected ? (
          <>
            <button type="button" onClick={() => open({ view: 'Account' })}>
              Open account
            </button>
            <button type="button" onClick={() => open({ view: 'Networks' })}>
              Switch network
            </button>
            <button type="button" onClick={() => open({ view: 'WalletSend' })}>
              Send tokens
            </button>
            <button type="button" onClick={() => open({ view: 'Receive' })}>
              Receive funds
            </button>
            <button type="button" onClick={() => void disconnect()}>
              Sign out
            </button>
          </>
        ) : (
          <button type="button" onClick={() => open()}>
            Open wallet list
          </button>
        )}
      </div>
    </section>
  )
}
