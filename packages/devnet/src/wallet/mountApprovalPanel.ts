import { localeDirection } from '@foyer/core/messages'
import { devnetLocale, t } from '../t.js'
import type { ApprovalQueue } from './createApprovalQueue.js'
import { panelStyles } from './panelStyles.js'
import { renderKeyed } from './renderKeyed.js'
import type { ApprovalMode, WalletInfo } from './types.js'

export interface MountApprovalPanelParameters {
  document: Document
  approvals: ApprovalQueue
  wallets: readonly Pick<WalletInfo, 'name' | 'rdns' | 'icon'>[]
}

const modes: ApprovalMode[] = ['ask', 'approve', 'reject']
const modeLabel = {
  ask: 'panel.mode.ask',
  approve: 'panel.mode.approve',
  reject: 'panel.mode.reject',
} as const

/**
 * Mounts the floating approve/reject panel (bottom-left, inside its own shadow root): one dialog per
 * wallet with a waiting request, and a small 'Dev wallets' disclosure with each wallet's mode.
 * Returns a function that removes it.
 */
export function mountApprovalPanel(parameters: MountApprovalPanelParameters): () => void {
  const { document, approvals, wallets } = parameters
  const host = document.createElement('foyer-devwallet-panel')
  const shadow = host.attachShadow({ mode: 'open' })
  // Like an extension's own UI, the panel is not the page's: a constructed sheet keeps it clear of the
  // page's Content-Security-Policy (a <style> is the fallback where there are none, e.g. jsdom).
  const View = document.defaultView
  const style = document.createElement('style')
  if (View && 'adoptedStyleSheets' in shadow && 'replaceSync' in View.CSSStyleSheet.prototype) {
    const sheet = new View.CSSStyleSheet()
    sheet.replaceSync(panelStyles)
    shadow.adoptedStyleSheets = [sheet]
  } else style.textContent = panelStyles
  // A landmark of its own, so that the page's landmark structure stays valid around it.
  const root = element(document, 'aside', {
    class: 'root',
    'aria-label': t('panel.walletsLabel'),
    lang: devnetLocale(),
    dir: localeDirection(devnetLocale()),
  })
  const requests = document.createElement('div')
  requests.style.display = 'contents'
  const settings = renderSettings(document, approvals, wallets)
  root.append(requests, settings.element)
  shadow.append(...(style.textContent ? [style] : []), root)
  document.body.append(host)

  const render = () => {
    settings.update()
    const shown = wallets.flatMap((wallet) => {
      const queue = approvals.pending().filter((request) => request.rdns === wallet.rdns)
      return queue[0] ? [{ wallet, request: queue[0], count: queue.length }] : []
    })
    renderKeyed(
      requests,
      shown,
      ({ request }) => String(request.id),
      ({ wallet, request, count }) => {
        const dialog = element(document, 'section', {
          role: 'dialog',
          'aria-label': t('panel.label', { wallet: wallet.name }),
        })
        const header = element(document, 'header')
        const icon = element(document, 'img', { src: wallet.icon, alt: '' })
        const title = element(document, 'h2', {}, wallet.name)
        const queued = element(document, 'span', { class: 'queue' }, t('panel.queue', { index: 1, count }))
        header.append(icon, title, queued)
        const approve = element(
          document,
          'button',
          { type: 'button', class: 'approve', 'aria-label': t('panel.approveLabel') },
          t('panel.approve'),
        )
        const reject = element(
          document,
          'button',
          { type: 'button', class: 'reject', 'aria-label': t('panel.rejectLabel') },
          t('panel.reject'),
        )
        approve.addEventListener('click', () => approvals.approve(request.id))
        reject.addEventListener('click', () => approvals.reject(request.id))
        const actions = element(document, 'div', { class: 'actions' })
        actions.append(reject, approve)
        dialog.append(
          header,
          element(document, 'p', { class: 'method' }, request.method),
          element(document, 'p', { class: 'origin' }, t('panel.origin', { origin: request.origin })),
          element(document, 'p', { class: 'summary' }, request.summary),
          actions,
        )
        return dialog
      },
      // A request queued behind the shown one changes only the count.
      (dialog, { count }) => {
        const queued = dialog.querySelector('.queue')
        const text = t('panel.queue', { index: 1, count })
        if (queued && queued.textContent !== text) queued.textContent = text
      },
    )
  }
  const unsubscribe = approvals.subscribe(render)
  render()
  return () => {
    unsubscribe()
    host.remove()
  }
}

function renderSettings(
  document: Document,
  approvals: ApprovalQueue,
  wallets: MountApprovalPanelParameters['wallets'],
): { element: HTMLElement; update(): void } {
  const details = element(document, 'details')
  details.append(element(document, 'summary', {}, t('panel.walletsLabel')))
  const selects = wallets.map((wallet) => {
    const label = element(document, 'label')
    const select = element(document, 'select', {
      'aria-label': t('panel.modeLabel', { wallet: wallet.name }),
    })
    for (const mode of modes) select.append(element(document, 'option', { value: mode }, t(modeLabel[mode])))
    select.addEventListener('change', () => approvals.setMode(select.value as ApprovalMode, wallet.rdns))
    label.append(element(document, 'span', {}, wallet.name), select)
    details.append(label)
    return { select, rdns: wallet.rdns }
  })
  return {
    element: details,
    update() {
      for (const { select, rdns } of selects) select.value = approvals.getMode(rdns)
    },
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  if (text !== undefined) node.textContent = text
  return node
}
