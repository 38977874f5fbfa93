// A host already built on wagmi: its own state comes from wagmi (watchAccount, sendTransaction), and
// Foyer is its connector (@foyer/wagmi). Connecting with Foyer's button is seen by wagmi, and wagmi's
// transactions go to the wallet Foyer connected.
import { createFoyer } from '@foyer/core'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { foyerConnector } from '@foyer/wagmi'
import {
  createConfig,
  type GetAccountReturnType,
  getAccount,
  sendTransaction,
  switchChain,
  watchAccount,
} from '@wagmi/core'
import { useEffect, useState } from 'react'
import { type Chain, http, parseEther } from 'viem'
import { demoOptions } from './demoSite.js'
import { networks } from './networks.js'
import { Brand, mount } from './shell.js'
import './styles.css'

const foyer = createFoyer(demoOptions())
const chains = networks
  .filter((network) => network.chainNamespace === 'eip155')
  .map(
    (network): Chain => ({
      id: Number(network.id),
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    }),
  ) as [Chain, ...Chain[]]
const config = createConfig({
  chains,
  connectors: [foyerConnector({ foyer })],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  storage: null,
  multiInjectedProviderDiscovery: false,
})

function WagmiState() {
  const [account, setAccount] = useState<GetAccountReturnType>(() => getAccount(config))
  const [sent, setSent] = useState<string>('—')
  useEffect(() => watchAccount(config, { onChange: setAccount }), [])
  const send = async () => {
    if (!account.address) return
    setSent('waiting for the wallet…')
    try {
      const hash = await sendTransaction(config, { to: account.address, value: parseEther('0.01') })
      setSent(hash)
    } catch (error) {
      setSent(`failed: ${(error as Error).name}`)
    }
  }
  const other = chains.find(
    (chain) => chain.id !== account.chainId && chain.rpcUrls.default.http[0]?.includes('127.0.0.1'),
  )
  return (
    <section className="card" aria-labelledby="wagmi-title">
      <h1 id="wagmi-title">What wagmi sees</h1>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{account.address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">{account.chainId ?? '—'}</dd>
        <dt>Transaction</dt>
        <dd data-testid="wagmi-sent">{sent}</dd>
      </dl>
      <div className="actions">
        <button type="button" disabled={!account.address} onClick={() => void send()}>
          Send 0.01 ETH to yourself with wagmi
        </button>
        {other ? (
          <button
            type="button"
            disabled={!account.address}
            onClick={() => void switchChain(config, { chainId: other.id }).catch(() => undefined)}
          >
            Switch to {other.name} with wagmi
          </button>
        ) : null}
      </div>
    </section>
  )
}

mount(
  <FoyerProvider foyer={foyer}>
    <div className="page">
      <header className="topbar">
        <Brand />
        <div className="wallet-buttons">
          <ConnectButton />
        </div>
      </header>
      <main>
        <WagmiState />
      </main>
    </div>
  </FoyerProvider>,
)
