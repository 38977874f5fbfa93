// The dev mobile wallet as a page (served at /wallet by the demo server): paste a wc: URI, approve or reject
// the proposal (or the one-click sign-in) and the requests (EVM, Solana, Bitcoin, Polkadot), disconnect
// sessions. Reads `window.__FOYER_MOBILE_WALLET__`.
import { devAccounts } from '../accounts.js'
import { t } from '../t.js'
import { renderKeyed } from '../wallet/renderKeyed.js'
import { solanaDevSeed } from '../wallet/solana/solanaDevSeeds.js'
import type { DevWalletChain } from '../wallet/types.js'
import type { WalletConnectSolanaChain } from './createSolanaSessions.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './createWalletConnectWallet.js'
import { m } from './messages.js'
import {
  allWalletConnectBitcoinChains,
  type WalletConnectBitcoinChain,
} from './walletConnectBitcoinChains.js'
import {
  allWalletConnectPolkadotChains,
  type WalletConnectPolkadotChain,
} from './walletConnectPolkadotChains.js'

export interface MobileWalletPageConfig {
  relayUrl: string
  chains: DevWalletChain[]
  /** The chains known at first (others must be added by the site); all by default. */
  knownChainIds?: number[]
  /**
   * The Solana clusters (the local ledger): with them the wallet is two-family and also holds the
   * ledger's funded dev accounts #4 and #6, for the sites that ask for these clusters (accounts no other
   * dev wallet holds: what a browser test sends through the phone never shows in another's Activity).
   */
  solana?: { chains: WalletConnectSolanaChain[] }
  /**
   * The Bitcoin networks of its Bitcoin side (the Bitcoin dev wallet's keys; no node needed): mainnet,
   * testnet and signet by default.
   */
  bitcoin?: { chains: WalletConnectBitcoinChain[] }
  /** The chains of its Polkadot side (the Polkadot dev wallet's accounts): Polkadot, Kusama and Westend by default. */
  polkadot?: { chains: WalletConnectPolkadotChain[] }
}

/**
 * Page options from the query string (tests): `?addChains=0` — the wallet cannot add chains (no
 * wallet_addEthereumChain in its sessions); `?authenticate=0` — it ignores one-click sign-in.
 */
function queryOptions(): { canAddChains: boolean; authenticate: boolean } {
  const query = new URLSearchParams(window.location.search)
  return { canAddChains: query.get('addChains') !== '0', authenticate: query.get('authenticate') !== '0' }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

interface Row {
  key: string
  build(): Element
}

/** The addresses of a family's accounts in a session, each once (an account is `<family>:<ref>:<address>`). */
function addressesIn(
  session: { namespaces: Record<string, { accounts: string[] }> },
  family: string,
): string[] {
  const namespaces = Object.entries(session.namespaces).filter(
    ([key]) => key === family || key.startsWith(`${family}:`),
  )
  return [
    ...new Set(
      namespaces.flatMap(([, ns]) => ns.accounts.map((account) => account.split(':')[2] ?? account)),
    ),
  ]
}

/** A line per family of the session with accounts: its addresses. */
function accountLines(session: {
  namespaces: Record<string, { accounts: string[] }>
}): HTMLParagraphElement[] {
  const families = [
    // A Solana account is one address on every cluster of the session: shown once.
    ['solana', (accounts: string) => m('solanaAccounts', { accounts })],
    ['bip122', (accounts: string) => t('walletconnect.bitcoinAccounts', { accounts })],
    ['polkadot', (accounts: string) => t('walletconnect.polkadotAccounts', { accounts })],
  ] as const
  return families.flatMap(([family, text]) => {
    const addresses = addressesIn(session, family)
    return addresses.length > 0 ? [element('p', { textContent: text(addresses.join(', ')) })] : []
  })
}

const showRows = (container: Element, rows: Row[]) =>
  renderKeyed(
    container,
    rows,
    (row) => row.key,
    (row) => row.build(),
  )

function render(root: HTMLElement, wallet: WalletConnectWallet, status: HTMLElement): void {
  const requests = root.querySelector<HTMLElement>('#requests')!
  const sessions = root.querySelector<HTMLElement>('#sessions')!
  const pending = wallet.approvals.pending()
  showRows(
    requests,
    pending.length === 0
      ? [{ key: 'none', build: () => element('p', { textContent: m('noRequests') }) }]
      : pending.map((request) => ({
          key: `request:${request.id}`,
          build: () =>
            element('li', {}, [
              element('p', { textContent: `${request.method}: ${request.summary}` }),
              element('button', {
                type: 'button',
                textContent: m('approve'),
                onclick: () => wallet.approvals.approve(request.id),
              }),
              element('button', {
                type: 'button',
                textContent: m('reject'),
                onclick: () => wallet.approvals.reject(request.id),
              }),
            ]),
        })),
  )
  const active = Object.values(wallet.walletKit.getActiveSessions())
  showRows(
    sessions,
    active.length === 0
      ? [{ key: 'none', build: () => element('p', { textContent: m('noSessions') }) }]
      : active.map((session) => {
          const chains = Object.values(session.namespaces)
            .flatMap((ns) => ns.chains ?? [])
            .join(', ')
          return {
            // The chains are part of the key: a session that gains a chain is shown anew.
            key: `session:${session.topic}:${chains}`,
            build: () =>
              element('li', {}, [
                element('span', { textContent: `${session.peer.metadata.name} (${chains})` }),
                ...accountLines(session),
                element('button', {
                  type: 'button',
                  textContent: m('disconnect', { name: session.peer.metadata.name }),
                  onclick: () => {
                    wallet.walletKit
                      .disconnectSession({
                        topic: session.topic,
                        reason: { code: 6000, message: 'User disconnected.' },
                      })
                      .then(() => render(root, wallet, status))
                      .catch((error: unknown) => {
                        status.textContent = String(error)
                      })
                  },
                }),
              ]),
          }
        }),
  )
}

async function main(): Promise<void> {
  const config = (window as unknown as { __FOYER_MOBILE_WALLET__?: MobileWalletPageConfig })
    .__FOYER_MOBILE_WALLET__
  if (!config) throw new Error('window.__FOYER_MOBILE_WALLET__ is missing')
  const account = devAccounts[0]!
  const wallet = await createWalletConnectWallet({
    relayUrl: config.relayUrl,
    privateKeys: [account.privateKey],
    chains: config.chains,
    knownChainIds: config.knownChainIds,
    ...(config.solana
      ? {
          solana: {
            seeds: () => Promise.all([solanaDevSeed(4), solanaDevSeed(6)]),
            chains: config.solana.chains,
          },
        }
      : {}),
    bitcoin: { chains: config.bitcoin?.chains ?? allWalletConnectBitcoinChains },
    polkadot: { chains: config.polkadot?.chains ?? allWalletConnectPolkadotChains },
    mode: 'ask',
    ...queryOptions(),
    customStoragePrefix: `foyer-mobile-wallet-${Date.now()}`,
  })
  document.title = m('title')
  const status = element('p', { role: 'status' } as Partial<HTMLParagraphElement>)
  const input = element('textarea', { id: 'uri', rows: 3, cols: 60 })
  const form = element('form', {}, [
    element('label', { htmlFor: 'uri', textContent: m('uriLabel') }),
    input,
    element('button', { type: 'submit', textContent: m('pair') }),
  ])
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    status.textContent = m('pairing')
    wallet.pair(input.value.trim()).then(
      () => {
        status.textContent = m('paired')
        input.value = ''
      },
      (error: unknown) => {
        status.textContent = m('pairFailed', {
          reason: error instanceof Error ? error.message : String(error),
        })
      },
    )
  })
  const root = element('main', {}, [
    element('h1', { textContent: m('title') }),
    element('p', { textContent: m('intro') }),
    element('p', { textContent: m('account', { address: account.address }) }),
    form,
    status,
    element('h2', { textContent: m('requests') }),
    element('ul', { id: 'requests', ariaLabel: m('requests') } as Partial<HTMLUListElement>),
    element('h2', { textContent: m('sessions') }),
    element('ul', { id: 'sessions', ariaLabel: m('sessions') } as Partial<HTMLUListElement>),
  ])
  document.body.replaceChildren(root)
  const update = () => render(root, wallet, status)
  wallet.approvals.subscribe(update)
  // Not 'session_authenticate': a listener there makes the SDK ignore the proposal sent alongside
  // (?authenticate=0); its approval request updates the page through the queue.
  for (const event of ['session_proposal', 'session_request', 'session_delete'] as const)
    wallet.walletKit.on(event, () => setTimeout(update, 0))
  // Approving a proposal creates the session a moment later.
  wallet.walletKit.engine.signClient.events.on('session_update', update)
  setInterval(update, 1_000)
  update()
  // Opened through a wallet link (`/wallet/wc?uri=…`, as a site's 'Open' button does): pair at once.
  const linked = new URLSearchParams(window.location.search).get('uri')
  if (linked?.startsWith('wc:')) {
    input.value = linked
    form.requestSubmit()
  }
  ;(window as unknown as { foyerMobileWallet?: WalletConnectWallet }).foyerMobileWallet = wallet
}

main().catch((error: unknown) => {
  document.body.textContent = String(error)
  console.error(error)
})
