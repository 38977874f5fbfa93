import { type AccountTab, getAccount, getAccountTabs, setAccountTab } from '@foyer/core'
import { formatPendingCount } from '@foyer/core/views'
import { type KeyboardEvent, useId, useRef } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

const panels = { tokens: TokensTab, nfts: NftsTab, activity: ActivityTab } as const

/**
 * The account panel's Tokens / NFTs / Activity tabs (Activity only with `features.history`): an ARIA
 * tablist (arrow keys, Home and End move between tabs, which activate on focus) whose current tab is
 * core's account state `currentTab`.
 */
export function AccountTabs() {
  const foyer = useFoyerInstance()
  const t = useT()
  const id = useId()
  const buttons = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})
  const tabs = getAccountTabs(foyer)
  const chosen = useStoreSelector(foyer.stores.chains, () => getAccount(foyer)?.currentTab ?? 'tokens')
  const current: AccountTab = tabs.includes(chosen) ? chosen : 'tokens'
  const pending = useStoreSelector(
    foyer.stores.accountData,
    (state) =>
      state.transactions.items.filter((transaction) => transaction.metadata.status === 'pending').length,
  )
  const pendingLabel = formatPendingCount(pending)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current)
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = targets[event.key]
    const tab = target === undefined ? undefined : tabs[target]
    if (!tab) return
    event.preventDefault()
    setAccountTab(foyer, tab)
    buttons.current[tab]?.focus()
  }

  return (
    <div className="stack">
      <div role="tablist" aria-label={t('account.tabs')} className="tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-tab-${tab}`}
            aria-controls={`${id}-panel-${tab}`}
            aria-selected={tab === current}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setAccountTab(foyer, tab)}
          >
            {t(`account.tab.${tab}`)}
            {tab === 'activity' && pendingLabel ? (
              <span className="tab-badge">
                <span aria-hidden="true">{pendingLabel}</span>
                <span className="visually-hidden">{t('account.pendingCount', { count: pendingLabel })}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {tabs.map((tab) => {
        const Panel = panels[tab]
        return (
          <div
            key={tab}
            role="tabpanel"
            className="tab-panel"
            id={`${id}-panel-${tab}`}
            aria-labelledby={`${id}-tab-${tab}`}
            hidden={tab !== current}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern) and scrolls
            tabIndex={0}
          >
            {tab === current ? <Panel /> : null}
          </div>
        )
      })}
    </div>
  )
}
