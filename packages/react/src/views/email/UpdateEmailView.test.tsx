import { FrameRequestError, loadLoginFlows } from '@foyer/core/views'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderConnected } from '../../test/connectedFoyer.js'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

afterEach(() => {
  vi.restoreAllMocks()
})

type Answer = (payload: unknown) => unknown

/**
 * Signed in by email as ada@example.com, the modal on Account. The login frame (seeded into the
 * instance as core's tests do) answers the email change as `answers` say and records what it is asked.
 */
async function signedInByEmail(answers: Record<string, Answer> = {}) {
  // Without a Foyer server the account's tokens cannot load; that warning is not this test's subject.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const rendered = renderWithFoyer(<div />, { options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  const asked: { type: string; payload?: unknown }[] = []
  const all: Record<string, Answer> = {
    '@w3m-app/CONNECT_EMAIL': () => ({ action: 'CONNECT' }),
    '@w3m-app/UPDATE_EMAIL': () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP': () => ({ newEmail: 'ada@new.example' }),
    ...answers,
  }
  const frame = {
    async request(message: { type: string; payload?: unknown }) {
      asked.push(message)
      return all[message.type]?.(message.payload)
    },
  }
  rendered.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  await act(async () => {
    await (await loadLoginFlows()).connectEmail(rendered.foyer, { email: 'ada@example.com' })
  })
  act(() => rendered.foyer.open({ view: 'Account' }))
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Account' })
  return { ...rendered, modal, asked }
}

/** Types a whole code into the first box (user-event types to the shadow host: a change event instead). */
function typeCode(box: HTMLElement, code: string) {
  fireEvent.change(box, { target: { value: code } })
}

test('default: Update email → the new address → both codes → Account shows the new email', async () => {
  const { modal, user, foyer, asked } = await signedInByEmail()
  expect(modal.getByText('ada@example.com')).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Update email' }))

  await modal.findByRole('dialog', { name: 'Update email' })
  // The address is an element of its own in each sentence (kept whole on its line).
  expect(modal.getByText('ada@example.com').parentElement).toHaveTextContent(/Your email is ada@example\.com/)
  fireEvent.change(modal.getByRole('textbox', { name: 'New email' }), {
    target: { value: 'ada@new.example' },
  })
  await user.click(modal.getByRole('button', { name: 'Continue' }))

  await modal.findByRole('dialog', { name: 'Confirm current email' })
  expect(modal.getByText('ada@example.com').parentElement).toHaveTextContent(
    'Enter the code we sent to your current email, ada@example.com',
  )
  typeCode(modal.getByRole('textbox', { name: 'Digit 1 of 6' }), '111111')

  await modal.findByRole('dialog', { name: 'Confirm new email' })
  expect(modal.getByText('ada@new.example').parentElement).toHaveTextContent(
    'Enter the code we sent to your new email, ada@new.example',
  )
  typeCode(modal.getByRole('textbox', { name: 'Digit 1 of 6' }), '222222')

  await modal.findByRole('dialog', { name: 'Account' })
  expect(await modal.findByText('ada@new.example')).toBeVisible()
  expect(modal.queryByText('ada@example.com')).toBeNull()
  expect(foyer.stores.toast.getState()).toMatchObject({
    open: true,
    type: 'success',
    message: 'Email updated',
  })
  expect(asked.map((message) => message.type).slice(1)).toEqual([
    '@w3m-app/UPDATE_EMAIL',
    '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP',
    '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP',
  ])
})

test('behavior: a wrong code says so with the tries left, empties the boxes and offers the first code again', async () => {
  let wrong = true
  const { modal, user } = await signedInByEmail({
    '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP': () => {
      if (wrong)
        throw new FrameRequestError({
          message: 'Wrong code: 4 tries left',
          code: 'OTP_INVALID',
          triesLeft: 4,
        })
      return { newEmail: 'ada@new.example' }
    },
  })
  await user.click(modal.getByRole('button', { name: 'Update email' }))
  fireEvent.change(await modal.findByRole('textbox', { name: 'New email' }), {
    target: { value: 'ada@new.example' },
  })
  await user.click(modal.getByRole('button', { name: 'Continue' }))
  typeCode(await modal.findByRole('textbox', { name: 'Digit 1 of 6' }), '999999')
  await modal.findByRole('dialog', { name: 'Confirm new email' })
  typeCode(modal.getByRole('textbox', { name: 'Digit 1 of 6' }), '000000')

  expect(await modal.findByRole('alert')).toHaveTextContent('Wrong code. 4 tries left.')
  const first = modal.getByRole('textbox', { name: 'Digit 1 of 6' })
  await waitFor(() => expect(first).toHaveValue(''))
  expect(first).toHaveAttribute('aria-invalid', 'true')
  expect((first.getRootNode() as ShadowRoot).activeElement).toBe(first)

  // It may be the first code that was wrong: entering it again goes back one step.
  await user.click(modal.getByRole('button', { name: 'Enter the code sent to ada@example.com again' }))
  await modal.findByRole('dialog', { name: 'Confirm current email' })
  typeCode(modal.getByRole('textbox', { name: 'Digit 1 of 6' }), '111111')
  await modal.findByRole('dialog', { name: 'Confirm new email' })
  wrong = false
  typeCode(modal.getByRole('textbox', { name: 'Digit 1 of 6' }), '222222')
  await modal.findByRole('dialog', { name: 'Account' })
  expect(await modal.findByText('ada@new.example')).toBeVisible()
})

test('behavior: the current address, an invalid one and throttling are refused under the field, which keeps what was typed', async () => {
  const { modal, user, asked } = await signedInByEmail({
    '@w3m-app/UPDATE_EMAIL': () => {
      throw new FrameRequestError({ message: 'x', code: 'EMAIL_THROTTLED', retryAfter: 12 })
    },
  })
  await user.click(modal.getByRole('button', { name: 'Update email' }))
  const field = await modal.findByRole('textbox', { name: 'New email' })

  fireEvent.change(field, { target: { value: 'ada@' } })
  await user.click(modal.getByRole('button', { name: 'Continue' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('Enter a valid email address')
  expect(field).toHaveAttribute('aria-invalid', 'true')

  fireEvent.change(field, { target: { value: 'ada@example.com' } })
  await user.click(modal.getByRole('button', { name: 'Continue' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('This is already your email address')
  expect(asked.filter((message) => message.type === '@w3m-app/UPDATE_EMAIL')).toHaveLength(0)

  fireEvent.change(field, { target: { value: 'ada@new.example' } })
  await user.click(modal.getByRole('button', { name: 'Continue' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('Please try again after 12 seconds')
  expect(modal.getByRole('dialog', { name: 'Update email' })).toBeVisible()
  expect(field).toHaveValue('ada@new.example')
})

test('behavior: an account connected through a wallet has no Update email', async () => {
  const { modal } = await renderConnected(<div />, { view: { view: 'Account' } })
  await modal.findByRole('dialog', { name: 'Account' })
  expect(modal.queryByRole('button', { name: 'Update email' })).toBeNull()
})

test('behavior: EmailVerifyOtp on the shared boxes: typing moves on, Backspace moves back, a paste fills them all', async () => {
  const rendered = renderWithFoyer(<div />, { options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  const codes: unknown[] = []
  const frame = {
    async request(message: { type: string; payload?: unknown }) {
      if (message.type === '@w3m-app/CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
      codes.push(message.payload)
      throw new FrameRequestError({ message: 'Wrong code: 2 tries left', code: 'OTP_INVALID', triesLeft: 2 })
    },
  }
  rendered.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  act(() => rendered.foyer.open())
  await act(async () => {
    await (await loadLoginFlows()).connectEmail(rendered.foyer, { email: 'ada@example.com' })
  })
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Confirm your email' })
  const box = (n: number) => modal.getByRole('textbox', { name: `Digit ${n} of 6` })
  const focused = () => (box(1).getRootNode() as ShadowRoot).activeElement

  expect(focused()).toBe(box(1))
  fireEvent.change(box(1), { target: { value: '4' } })
  expect(focused()).toBe(box(2))
  fireEvent.keyDown(box(2), { key: 'Backspace' })
  expect(box(1)).toHaveValue('')
  expect(focused()).toBe(box(1))

  fireEvent.paste(box(1), { clipboardData: { getData: () => '12 34 56' } })
  expect(await modal.findByRole('alert')).toHaveTextContent('Wrong code. 2 tries left.')
  expect(codes).toEqual([{ otp: '123456' }])
  await waitFor(() => expect(box(1)).toHaveValue(''))
  expect(box(6)).toHaveValue('')
  expect(focused()).toBe(box(1))
})
