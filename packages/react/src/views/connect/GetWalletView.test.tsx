import type { Wallet } from '@foyer/core'
import { act, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'
import { safeHttpUrl } from './GetWalletView.js'

const wallet: Wallet = {
  id: 'harbor',
  name: 'Harbor Wallet',
  homepage: 'https://harbor.example/',
  image_id: 'img-harbor',
  desktop_link: 'harbor://open',
  mobile_link: 'https://harbor.example/',
  webapp_link: 'https://app.harbor.example/',
  app: {
    chrome: 'https://chromewebstore.google.com/detail/harbor',
    ios: 'javascript:alert(1)',
    android: null,
  },
}

async function openGetWallet(known: Wallet[] = [wallet]) {
  const rendered = renderWithFoyer(<div />, {
    options: { apiUrl: 'http://127.0.0.1:9', features: { analytics: false } },
  })
  act(() => {
    rendered.foyer.stores.directory.setState({ featured: known })
    rendered.foyer.open({ view: 'GetWallet', data: { wallet: { id: wallet.id, name: wallet.name } } })
  })
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Get Harbor Wallet' })
  return { ...rendered, modal }
}

test('default: only http(s) links, each once, opening in a new tab without opener', async () => {
  const { modal } = await openGetWallet()
  const links = within(modal.getByRole('list', { name: 'Ways to get Harbor Wallet' })).getAllByRole('link')
  expect(
    links.map((link) => [
      link.textContent?.replace(' (opens in a new tab)', '').trim(),
      link.getAttribute('href'),
    ]),
  ).toEqual([
    ['Mobile app', 'https://harbor.example/'],
    ['Web app', 'https://app.harbor.example/'],
    ['Chrome extension', 'https://chromewebstore.google.com/detail/harbor'],
  ])
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  expect(modal.getByText(/Harbor Wallet is not installed in this browser/)).toBeVisible()
})

test('behavior: a wallet no longer known', async () => {
  const { modal } = await openGetWallet([])
  expect(modal.getByText('This wallet is not in the list any more.')).toBeVisible()
})

test('behavior: safeHttpUrl refuses other schemes and relative paths', () => {
  expect(safeHttpUrl('https://a.example/x')).toBe('https://a.example/x')
  expect(safeHttpUrl('http://a.example')).toBe('http://a.example/')
  expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined()
  expect(safeHttpUrl('metamask://')).toBeUndefined()
  expect(safeHttpUrl('/relative')).toBeUndefined()
  expect(safeHttpUrl(null)).toBeUndefined()
})
