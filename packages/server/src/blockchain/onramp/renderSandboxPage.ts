import { formatUnits } from 'viem'
import { escapeHtml } from '../../http/escapeHtml.js'
import { t } from '../messages.js'
import type { OnrampOrder } from './createOrderStore.js'
import { formatCents } from './fiatCents.js'

export type SandboxPageView =
  | {
      kind: 'order'
      order: OnrampOrder
      providerName: string
      networkName: string
      completeUrl: string
      /** The checkout's one-time token, posted back by the form. */
      checkout: string
    }
  | { kind: 'completed'; order: OnrampOrder; providerName: string; networkName: string }
  | { kind: 'error'; message: string }

/** The page's whole style: no external asset is loaded (the CSP forbids it). */
const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(360px, 100% - 32px); padding: 24px; border-radius: 16px; border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); }
  h1 { font-size: 18px; margin: 0 0 8px; }
  p { margin: 0 0 16px; font-size: 14px; opacity: 0.8; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; font-size: 14px; }
  dt { opacity: 0.7; }
  dd { margin: 0; text-align: right; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 12px; font: inherit; font-weight: 600; background: #3b82f6; color: white; cursor: pointer; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
`

/**
 * The on-ramp sandbox's HTML: the order with a 'Complete purchase' button (a form POST), the receipt
 * once the funds were sent, or a failure. Every value is escaped; the page has no script and loads
 * nothing from elsewhere.
 *
 * @example
 * c.html(renderSandboxPage({ kind: 'error', message: 'No on-ramp order 42' }), 404)
 */
export function renderSandboxPage(view: SandboxPageView): string {
  const e = escapeHtml
  let title: string
  let content: string
  if (view.kind === 'error') {
    title = t('sandbox.errorTitle')
    content = `<p role="alert">${e(view.message)}</p>`
  } else {
    const { order } = view
    const amount = formatUnits(order.cryptoUnits, order.assetDecimals)
    const rows: [string, string][] = [
      [t('sandbox.provider'), view.providerName],
      [t('sandbox.buy'), `${amount} ${order.assetSymbol}`],
      [t('sandbox.pay'), `${formatCents(order.fiatCents)} ${order.fiatCurrency}`],
      [t('sandbox.fee'), `${formatCents(order.providerFeeCents)} ${order.fiatCurrency}`],
      [t('sandbox.networkFee'), `${formatCents(order.networkFeeCents)} ${order.fiatCurrency}`],
      [t('sandbox.network'), view.networkName],
      [t('sandbox.wallet'), order.destination],
    ]
    if (view.kind === 'completed' && order.txHash) rows.push([t('sandbox.transaction'), order.txHash])
    const list = `<dl>${rows.map(([term, value]) => `<dt>${e(term)}</dt><dd>${e(value)}</dd>`).join('')}</dl>`
    if (view.kind === 'order') {
      title = t('sandbox.title')
      content = `<p>${e(t('sandbox.notice'))}</p>${list}
        <form method="post" action="${e(view.completeUrl)}">
          <input type="hidden" name="checkout" value="${e(view.checkout)}">
          <button type="submit">${e(t('sandbox.complete'))}</button>
        </form>`
    } else {
      title = t('sandbox.completedTitle')
      const done = t('sandbox.completed', { amount, symbol: order.assetSymbol, address: order.destination })
      content = `<p role="status">${e(done)}</p>${list}<p>${e(t('sandbox.close'))}</p>`
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${e(title)}</h1>
${content}
</main>
</body>
</html>
`
}
