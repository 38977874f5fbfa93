import { createFakeAdapter, testToken } from '@foyer/core/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderConnected } from '../../test/connectedFoyer.js'

const receiver = '0x000000000000000000000000000000000000bEEF'
const depositHelp = 'A one-time deposit that opens the receiver’s account for this token.'
/** A token of the fake chain, beside its native ETH (the fake adapter prices a deposit for tokens only). */
const token = testToken

/** Send on the fake chain: 1 gwei gas price, 50 000 gas for a token transfer, ETH at 150 USD. */
async function openSend(deposit: bigint) {
  const adapter = createFakeAdapter({ deposit })
  adapter.request = async ({ method }) => {
    if (method === 'eth_gasPrice') return '0x3b9aca00'
    if (method === 'eth_estimateGas') return '0xc350'
    return null
  }
  const rendered = await renderConnected(<div />, { adapters: [adapter], view: { view: 'WalletSend' } })
  const { modal, foyer, user } = rendered
  const select = await modal.findByRole('combobox', { name: 'Token' })
  await within(select).findByRole('option', { name: /^ETH/ })
  const store = foyer.stores.send
  act(() =>
    store.setState({
      tokens: [...store.getState().tokens.map((item) => ({ ...item, price: 150 })), token],
    }),
  )
  await user.selectOptions(select, `TUSD:${token.address}`)
  await modal.findByText('Network fee: 0.00005 ETH ≈ $0.01')
  return rendered
}

/** `button` once it can be pressed (the receiver is read after a short pause in typing). */
async function enabled(button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled())
  return button
}

test('default: a token transfer that opens the receiver’s account shows its deposit apart from the network fee, explained, in the form and the preview', async () => {
  const { modal, user } = await openSend(2_039_280_000_000_000n)
  // No receiver yet: no deposit.
  expect(modal.queryByText(/Receiver’s token account/)).toBeNull()

  // Typed text goes in with fireEvent.change, as in the other views' tests (user.type left this
  // modal's controlled inputs unchanged).
  fireEvent.change(modal.getByRole('textbox', { name: 'To' }), { target: { value: receiver } })
  const line = await modal.findByText('Receiver’s token account: 0.00204 ETH ≈ $0.31')
  expect(line).toHaveAccessibleDescription(depositHelp)
  // The network fee stays the fee alone.
  expect(modal.getByText('Network fee: 0.00005 ETH ≈ $0.01')).toBeVisible()

  fireEvent.change(modal.getByRole('textbox', { name: 'Amount' }), { target: { value: '2' } })
  await user.click(await enabled(modal.getByRole('button', { name: 'Preview send' })))
  const deposit = await modal.findByRole('definition', { description: depositHelp })
  expect(deposit).toHaveTextContent('0.00204 ETH ≈ $0.31')
  // After the network fee, the deposit's term, its amount, then the explanation as a second definition.
  const summary = deposit.closest('dl')
  if (!summary) throw new Error('The preview is a description list')
  const lines = [...summary.children].map((item) => item.textContent)
  expect(lines.slice(lines.indexOf('Network fee'))).toEqual([
    'Network fee',
    '0.00005 ETH ≈ $0.01',
    'Receiver’s token account',
    '0.00204 ETH ≈ $0.31',
    depositHelp,
  ])
})

test('behavior: a receiver that already has its account: no deposit line, in the form or the preview', async () => {
  const { modal, user } = await openSend(0n)
  fireEvent.change(modal.getByRole('textbox', { name: 'To' }), { target: { value: receiver } })
  fireEvent.change(modal.getByRole('textbox', { name: 'Amount' }), { target: { value: '2' } })
  await user.click(await enabled(modal.getByRole('button', { name: 'Preview send' })))
  const summary = (await modal.findByText('Network fee')).closest('dl')
  if (!summary) throw new Error('The preview is a description list')
  const lines = [...summary.children].map((item) => item.textContent)
  // The network fee is the summary's last line.
  expect(lines.slice(lines.indexOf('Network fee'))).toEqual(['Network fee', '0.00005 ETH ≈ $0.01'])
  // The receiver in full, so that it can be checked against the one meant before the wallet asks.
  expect(lines.slice(lines.indexOf('To'), lines.indexOf('To') + 2)).toEqual(['To', receiver])
  expect(modal.queryByText(/Receiver’s token account/)).toBeNull()
  expect(modal.queryByText(depositHelp)).toBeNull()
})
