import { registerEnglish } from '@foyer/core/messages'
import { devnet, devnet2, mainnet } from '@foyer/core/test'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { uiMessages } from '../i18n/en.js'
import { ExplorerLink } from './ExplorerLink.js'

// ExplorerLink renders inside the modal, which registers the views' texts.
registerEnglish(uiMessages)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('default: a row to the address on the network explorer, in a new tab', () => {
  render(<ExplorerLink network={mainnet} address={address} />)
  const link = screen.getByRole('link', { name: 'View on Etherscan (opens in a new tab)' })
  expect(link).toHaveAttribute('href', `https://etherscan.io/address/${address}`)
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  expect(link).toHaveTextContent('View on Etherscan')
})

test('parameters: variant icon', () => {
  render(<ExplorerLink network={devnet} address={address} variant="icon" />)
  const link = screen.getByRole('link', { name: 'View address on Devnet Explorer (opens in a new tab)' })
  expect(link).toHaveAttribute('href', `http://127.0.0.1:5173/explorer/address/${address}`)
  expect(link).toHaveAttribute('title', 'View address on Devnet Explorer')
})

test('behavior: a network without explorer renders nothing', () => {
  const { container } = render(<ExplorerLink network={devnet2} address={address} />)
  expect(container).toBeEmptyDOMElement()
})

test('parameters: transaction links to the transaction page', () => {
  const hash = `0x${'5c'.repeat(32)}`
  render(<ExplorerLink network={mainnet} transaction={hash} />)
  const link = screen.getByRole('link', { name: 'View transaction on Etherscan (opens in a new tab)' })
  expect(link).toHaveAttribute('href', `https://etherscan.io/tx/${hash}`)
})
