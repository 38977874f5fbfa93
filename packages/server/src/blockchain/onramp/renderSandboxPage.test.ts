import { describe, expect, test } from 'vitest'
import type { OnrampOrder } from './createOrderStore.js'
import { formatCents, toCents } from './fiatCents.js'
import { renderSandboxPage } from './renderSandboxPage.js'

const order: OnrampOrder = {
  id: '6d1f2c8e-1f7b-4f51-9a43-1c0a1b2c3d4e',
  projectId: 'demo',
  provider: 'foyer-pay',
  chain: 'eip155:31337',
  destination: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  assetSymbol: 'ETH',
  assetAddress: undefined,
  assetDecimals: 18,
  cryptoUnits: 32_000_000_000_000_000n,
  fiatCents: 100_00n,
  fiatCurrency: 'USD',
  providerFeeCents: 150n,
  networkFeeCents: 1n,
  status: 'pending',
  txHash: undefined,
  error: undefined,
}

describe('renderSandboxPage', () => {
  test('default: the order and its button', () => {
    const html = renderSandboxPage({
      kind: 'order',
      order,
      providerName: 'Foyer Pay (sandbox)',
      networkName: 'Foyer Local',
      completeUrl: '/onramp/sandbox/complete?projectId=demo',
      checkout: 'tok"en',
    })
    expect(html).toContain('<dt>You buy</dt><dd>0.032 ETH</dd>')
    expect(html).toContain('<dt>You pay</dt><dd>100.00 USD</dd>')
    expect(html).toContain('<dt>Provider fee</dt><dd>1.50 USD</dd>')
    expect(html).toContain('action="/onramp/sandbox/complete?projectId=demo"')
    expect(html).toContain('<input type="hidden" name="checkout" value="tok&quot;en">')
    expect(html).toContain('<button type="submit">Complete purchase</button>')
    expect(html).not.toMatch(/<script|<link|src=/)
  })

  test('behavior: every value is escaped', () => {
    const html = renderSandboxPage({ kind: 'error', message: '<img src=x onerror="alert(1)"> & \'' })
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;')
    expect(html).not.toContain('<img')
    const hostile = renderSandboxPage({
      kind: 'completed',
      order: { ...order, status: 'completed', txHash: '0xabc' },
      providerName: '<b>evil</b>',
      networkName: '"quoted"',
    })
    expect(hostile).toContain('&lt;b&gt;evil&lt;/b&gt;')
    expect(hostile).toContain('&quot;quoted&quot;')
    expect(hostile).toContain('Purchase complete')
  })
})

describe('fiat cents', () => {
  test('default', () => {
    expect(toCents('12.3')).toBe(1230n)
    expect(toCents('7500')).toBe(750000n)
    expect(formatCents(5n)).toBe('0.05')
    expect(formatCents(123456n)).toBe('1234.56')
  })
})
