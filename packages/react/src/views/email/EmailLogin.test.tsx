import type { FoyerOptions } from '@foyer/core'
import { FrameRequestError } from '@foyer/core/views'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

const authFrameUrl = 'http://127.0.0.1:9/frame'

/** A login frame that answers every request with `answer(type, payload)`, seeded as the instance's. */
function withFrame(
  rendered: ReturnType<typeof renderWithFoyer>,
  answer: (type: string, payload: unknown) => unknown,
) {
  const asked: { type: string; payload?: unknown }[] = []
  const frame = {
    async request(message: { type: string; payload?: unknown }) {
      asked.push(message)
      return answer(message.type, message.payload)
    },
    openPrompts: () => 0,
    cancelPrompts: () => undefined,
  } as never
  rendered.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  return asked
}

async function openConnect(options: Partial<FoyerOptions> = {}) {
  const rendered = renderWithFoyer(<div />, { options: { authFrameUrl, ...options } })
  act(() => rendered.foyer.open())
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...rendered, modal }
}

test('default: Connect has the email field after the installed wallet; Continue shows the code boxes', async () => {
  const rendered = await openConnect()
  const asked = withFrame(rendered, () => ({ action: 'VERIFY_OTP' }))
  const { modal } = rendered
  const wallets = modal.getByRole('list', { name: 'Wallets' })
  const email = modal.getByRole('textbox', { name: 'Email' })
  // An installed wallet puts wallets first (spec section 2).
  expect(wallets.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  fireEvent.change(email, { target: { value: 'ada@' } })
  fireEvent.click(modal.getByRole('button', { name: 'Continue' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('Enter a valid email address')
  expect(asked).toHaveLength(0)
  fireEvent.change(email, { target: { value: 'ada@example.com' } })
  fireEvent.click(modal.getByRole('button', { name: 'Continue' }))
  // The address is an element of its own in the sentence (kept whole on its line).
  expect((await modal.findByText('ada@example.com')).parentElement).toHaveTextContent(
    'Enter the code we sent to ada@example.com',
  )
  expect(modal.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6)
  expect(modal.getByRole('button', { name: /Resend code in 30 s/ })).toBeDisabled()
})

test('behavior: a pasted code fills the six boxes and is checked; a wrong one says the tries left and empties them', async () => {
  const rendered = await openConnect()
  withFrame(rendered, (type) => {
    if (type === '@w3m-app/CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
    throw new FrameRequestError({ message: 'Invalid code', code: 'INVALID_OTP', triesLeft: 4 })
  })
  const { modal } = rendered
  fireEvent.change(modal.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } })
  fireEvent.click(modal.getByRole('button', { name: 'Continue' }))
  const first = await modal.findByRole('textbox', { name: 'Digit 1 of 6' })
  fireEvent.paste(first, { clipboardData: { getData: () => '12 34 56' } })
  expect(await modal.findByRole('alert')).toHaveTextContent('Invalid code 4 tries left.')
  await waitFor(() => expect(first).toHaveValue(''))
})

test('parameters: features.emailShowWallets false keeps the wallets behind "Continue with a wallet"', async () => {
  const { modal } = await openConnect({ features: { emailShowWallets: false } })
  expect(modal.queryByRole('list', { name: 'Wallets' })).toBeNull()
  fireEvent.click(modal.getByRole('button', { name: 'Continue with a wallet' }))
  expect(await modal.findByRole('list', { name: 'Wallets' })).toBeVisible()
})

test('behavior: ApproveTransaction only says where the question is: the host page draws no Approve of its own, and the view goes once the frame answered', async () => {
  const { createFakeAdapter } = await import('@foyer/core/test')
  const adapter = createFakeAdapter()
  let answer: (value: string) => void = () => undefined
  adapter.behavior.requestResult = new Promise<string>((resolve) => {
    answer = resolve
  })
  const rendered = renderWithFoyer(<div />, { options: { authFrameUrl }, adapters: [adapter] })
  const asked = withFrame(rendered, () => ({ action: 'CONNECT' }))
  const { connectEmail } = await (await import('@foyer/core/views')).loadLoginFlows()
  await act(() => connectEmail(rendered.foyer, { email: 'ada@example.com' }))
  const signing = rendered.foyer.request({ method: 'personal_sign', params: ['0x48656c6c6f', '0x01'] })
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Approve request' })
  expect(modal.getByText(/secure window/)).toBeVisible()
  expect(modal.queryByRole('button', { name: 'Approve' })).toBeNull()
  expect(modal.queryByText('Hello')).toBeNull()
  // The modal's look goes to the frame, for its prompt.
  await waitFor(() => expect(asked.some((message) => message.type === '@w3m-app/SYNC_THEME')).toBe(true))
  await act(async () => answer('0xsigned'))
  expect(await signing).toBe('0xsigned')
  await waitFor(() => expect(rendered.foyer.stores.modal.getState().open).toBe(false))
})
