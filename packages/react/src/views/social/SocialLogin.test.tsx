import type { FoyerOptions } from '@foyer/core'
import { FrameRequestError } from '@foyer/core/views'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

const authFrameUrl = 'http://127.0.0.1:9/frame'

/** A login window that the test closes or reads; `window.open` returns it (or null: blocked). */
function fakeWindow({ blocked = false } = {}) {
  const popup = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
  }
  const open = vi.spyOn(window, 'open').mockImplementation(() => (blocked ? null : (popup as never)))
  return { popup, open }
}

/** A login frame answering with `answer(type, payload)`, seeded as the instance's. */
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
    abort: () => undefined,
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

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent)

afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy
})

test('default: Connect offers the socials in the spec’s order after the email field, the rest behind "All socials"', async () => {
  const { modal } = await openConnect()
  const socials = modal.getByRole('list', { name: 'Social logins' })
  expect(names(socials)).toEqual([
    'Continue with Google',
    'Continue with X',
    'Continue with Discord',
    'All socials',
  ])
  // With an installed wallet the order is wallet, email, social (spec section 2).
  const email = modal.getByRole('textbox', { name: 'Email' })
  expect(email.compareDocumentPosition(socials) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  fireEvent.click(modal.getByRole('button', { name: 'All socials' }))
  await modal.findByRole('dialog', { name: 'All socials' })
  expect(names(modal.getByRole('list', { name: 'Social logins' }))).toEqual([
    'Continue with Google',
    'Continue with X',
    'Continue with Discord',
    'Continue with Farcaster',
    'Continue with GitHub',
    'Continue with Apple',
    'Continue with Facebook',
  ])
})

test('parameters: features.socials in the host’s order; false hides them; connectMethodsOrder places them', async () => {
  const listed = await openConnect({ features: { socials: ['github', 'google'] } })
  expect(names(listed.modal.getByRole('list', { name: 'Social logins' }))).toEqual([
    'Continue with GitHub',
    'Continue with Google',
  ])
  listed.unmount()

  const off = await openConnect({ features: { socials: false } })
  expect(off.modal.queryByRole('list', { name: 'Social logins' })).toBeNull()
  off.unmount()

  const first = await openConnect({ connectMethodsOrder: ['social', 'email', 'wallet'] })
  const socials = first.modal.getByRole('list', { name: 'Social logins' })
  const email = first.modal.getByRole('textbox', { name: 'Email' })
  expect(socials.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

test('behavior: in Telegram on Android, Facebook and X are not offered', async () => {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  )
  ;(window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = {}
  const { modal } = await openConnect()
  expect(names(modal.getByRole('list', { name: 'Social logins' }))).toEqual([
    'Continue with Google',
    'Continue with Discord',
    'Continue with Farcaster',
    'All socials',
  ])
  fireEvent.click(modal.getByRole('button', { name: 'All socials' }))
  await modal.findByRole('dialog', { name: 'All socials' })
  expect(names(modal.getByRole('list', { name: 'Social logins' }))).toEqual([
    'Continue with Google',
    'Continue with Discord',
    'Continue with Farcaster',
    'Continue with GitHub',
    'Continue with Apple',
  ])
})

test('default: a click opens the login window and ConnectingSocial; a known user lands on Account with the username', async () => {
  const { popup, open } = fakeWindow()
  let answer: (value: unknown) => void = () => undefined
  const rendered = await openConnect()
  withFrame(rendered, (type) => {
    if (type === '@w3m-app/GET_SOCIAL_REDIRECT_URI') return { uri: 'https://accounts.example/authorize' }
    if (type === '@w3m-app/CONNECT_SOCIAL') return new Promise((resolve) => (answer = resolve))
    return undefined
  })
  const { modal, foyer } = rendered
  fireEvent.click(modal.getByRole('button', { name: 'Continue with Google' }))
  // Inside the click.
  expect(open).toHaveBeenCalledTimes(1)
  expect(await modal.findByText('Log in with Google')).toBeVisible()
  expect(modal.getByRole('status')).toHaveTextContent('Connect in the provider tab')
  await waitFor(() => expect(popup.location.href).toBe('https://accounts.example/authorize'))
  await act(async () => answer({ action: 'CONNECT', userName: 'ada_lovelace' }))
  await waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
  act(() => foyer.open())
  const account = within(await findModalRoot())
  await account.findByRole('dialog', { name: 'Account' })
  expect(account.getByText('ada_lovelace').parentElement).toHaveTextContent('Username ada_lovelace')
  // An embedded wallet without an e-mail login: nothing to update, but its sessions can all end.
  expect(account.getByRole('button', { name: 'Sign out on every device' })).toBeVisible()
  expect(account.queryByRole('button', { name: 'Update email' })).toBeNull()
})

test('behavior: a provider error is shown in the page’s words, and Try again opens the window again', async () => {
  const { open } = fakeWindow()
  const rendered = await openConnect()
  withFrame(rendered, (type) => {
    if (type === '@w3m-app/GET_SOCIAL_REDIRECT_URI') return { uri: 'https://accounts.example/authorize' }
    throw new FrameRequestError({ message: 'state mismatch', code: 'SOCIAL_STATE_INVALID' })
  })
  const { modal } = rendered
  fireEvent.click(modal.getByRole('button', { name: 'Continue with X' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('The login could not be verified. Try again')
  expect(modal.getByText('Log in with X')).toBeVisible()
  fireEvent.click(modal.getByRole('button', { name: 'Try again' }))
  expect(open).toHaveBeenCalledTimes(2)
  await waitFor(() => expect(modal.getByRole('alert')).toBeVisible())
})

test('behavior: a blocked window says to allow pop-ups', async () => {
  fakeWindow({ blocked: true })
  const rendered = await openConnect()
  const asked = withFrame(rendered, () => undefined)
  fireEvent.click(rendered.modal.getByRole('button', { name: 'Continue with Google' }))
  expect(await rendered.modal.findByRole('alert')).toHaveTextContent(
    'Your browser blocked the login window. Allow pop-ups for this site and try again',
  )
  expect(rendered.modal.getByRole('button', { name: 'Try again' })).toBeEnabled()
  expect(asked).toHaveLength(0)
})
