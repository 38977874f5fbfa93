import { type FoyerOptions, setLocale } from '@foyer/core'
import { FrameRequestError, getFarcasterUrl } from '@foyer/core/views'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

const authFrameUrl = 'http://127.0.0.1:9/frame'
const URI = 'https://farcaster.xyz/~/siwf?channelToken=c1'

type Answer = (type: string, payload: unknown) => unknown

/**
 * A login frame answering with `answer(type, payload)`, seeded as the instance's. As the real client,
 * `abort` ends the open requests it picks with 'Request was aborted'.
 */
function withFrame(rendered: ReturnType<typeof renderWithFoyer>, answer: Answer) {
  const asked: { type: string; payload?: unknown }[] = []
  const open = new Set<{ type: string; reject(error: Error): void }>()
  const frame = {
    request(message: { type: string; payload?: unknown }) {
      asked.push(message)
      return new Promise((resolve, reject) => {
        const entry = { type: message.type, reject }
        open.add(entry)
        Promise.resolve()
          .then(() => answer(message.type, message.payload))
          .then(resolve, reject)
          .finally(() => open.delete(entry))
      })
    },
    abort(filter?: (type: string) => boolean) {
      for (const entry of [...open])
        if (!filter || filter(entry.type)) {
          open.delete(entry)
          entry.reject(Object.assign(new Error('Request was aborted'), { code: 'FRAME_REQUEST_ABORTED' }))
        }
    },
    openPrompts: () => 0,
    cancelPrompts: () => undefined,
  } as never
  rendered.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  return asked
}

/** Connect, open, with the frame answering as `answer` says. */
async function openConnect(answer: Answer, options: Partial<FoyerOptions> = {}) {
  const rendered = renderWithFoyer(<div />, {
    options: { authFrameUrl, features: { socials: ['farcaster'] }, ...options },
  })
  const asked = withFrame(rendered, answer)
  act(() => rendered.foyer.open())
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...rendered, modal, asked }
}

/** CONNECT_FARCASTER's answer, given when the test likes. */
function later() {
  let settle: (value: unknown) => void = () => undefined
  return {
    wait: () => new Promise((resolve) => (settle = resolve)),
    answer: (value: unknown) => settle(value),
  }
}

const types = (asked: { type: string }[]) => asked.map((message) => message.type)
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent)

afterEach(async () => {
  vi.restoreAllMocks()
  await act(() => setLocale('en'))
})

test('default: Farcaster is one of the socials, after Discord, and in the host’s order', async () => {
  const all = await openConnect(() => undefined, { features: {} })
  fireEvent.click(all.modal.getByRole('button', { name: 'All socials' }))
  await all.modal.findByRole('dialog', { name: 'All socials' })
  expect(names(all.modal.getByRole('list', { name: 'Social logins' }))).toEqual([
    'Continue with Google',
    'Continue with X',
    'Continue with Discord',
    'Continue with Farcaster',
    'Continue with GitHub',
    'Continue with Apple',
    'Continue with Facebook',
  ])
  all.unmount()
  const placed = await openConnect(() => undefined, {
    features: { socials: ['apple', 'farcaster', 'google'] },
  })
  expect(names(placed.modal.getByRole('list', { name: 'Social logins' }))).toEqual([
    'Continue with Apple',
    'Continue with Farcaster',
    'Continue with Google',
  ])
  // Its mark is drawn in Farcaster's purple.
  const button = placed.modal.getByRole('button', { name: 'Continue with Farcaster' })
  expect(button.querySelector('[stroke="#855DCD"]')).not.toBeNull()
})

test('default: the button shows the QR code of the frame’s link without a window; the approval lands on Account with the username', async () => {
  const popup = vi.spyOn(window, 'open')
  const approval = later()
  const { modal, foyer, asked, user } = await openConnect((type) => {
    if (type === '@w3m-app/GET_FARCASTER_URI') return { uri: URI }
    if (type === '@w3m-app/CONNECT_FARCASTER') return approval.wait()
    return undefined
  })
  fireEvent.click(modal.getByRole('button', { name: 'Continue with Farcaster' }))
  expect(popup).not.toHaveBeenCalled()
  await modal.findByRole('dialog', { name: 'Farcaster login' })
  expect(modal.getByRole('heading', { name: 'Log in with Farcaster' })).toBeVisible()
  expect(await modal.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
  expect(modal.getByRole('status')).toHaveTextContent('Scan with your phone’s camera or the Farcaster app')
  expect(types(asked)).toEqual(['@w3m-app/GET_FARCASTER_URI', '@w3m-app/CONNECT_FARCASTER'])
  expect(getFarcasterUrl(foyer)).toBe(URI)
  // The link itself, for a visitor whose Farcaster app is on this device; not the main button here.
  expect(modal.getByRole('link', { name: 'Open Farcaster' })).toHaveAttribute('href', URI)
  expect(modal.getByRole('link', { name: 'Open Farcaster' })).toHaveClass('button-secondary')
  await user.click(modal.getByRole('button', { name: 'Copy link' }))
  expect(await navigator.clipboard.readText()).toBe(URI)
  expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'Link copied' })

  await act(async () => approval.answer({ action: 'CONNECT', userName: 'dwr' }))
  await waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
  act(() => foyer.open())
  const account = within(await findModalRoot())
  await account.findByRole('dialog', { name: 'Account' })
  expect(account.getByText('dwr').parentElement).toHaveTextContent('Username dwr')
})

test('behavior: on a phone, "Open Farcaster" is the main button, to the sign-in link', async () => {
  const { modal } = await openConnect(
    (type) => (type === '@w3m-app/GET_FARCASTER_URI' ? { uri: URI } : new Promise(() => undefined)),
    { isMobile: () => true },
  )
  fireEvent.click(modal.getByRole('button', { name: 'Continue with Farcaster' }))
  const link = await modal.findByRole('link', { name: 'Open Farcaster' })
  expect(link).toHaveAttribute('href', URI)
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  expect(link).not.toHaveClass('button-secondary')
})

test('behavior: Back without an address clears the link and ends the frame’s wait, quietly', async () => {
  const { modal, foyer, asked } = await openConnect((type) =>
    type === '@w3m-app/GET_FARCASTER_URI' ? { uri: URI } : new Promise(() => undefined),
  )
  fireEvent.click(modal.getByRole('button', { name: 'Continue with Farcaster' }))
  await modal.findByRole('img', { name: 'QR code to sign in with Farcaster' })
  await waitFor(() => expect(types(asked)).toContain('@w3m-app/CONNECT_FARCASTER'))
  fireEvent.click(modal.getByRole('button', { name: 'Back' }))
  await modal.findByRole('dialog', { name: 'Connect Wallet' })
  expect(getFarcasterUrl(foyer)).toBeUndefined()
  expect(types(asked).at(-1)).toBe('@w3m-app/CANCEL_PROMPTS')
  // The visitor chose to leave: no error toast.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(foyer.stores.toast.getState()).toMatchObject({ open: false })
})

test.each([
  [
    '@w3m-app/CONNECT_FARCASTER',
    'SOCIAL_TOKEN_INVALID',
    'The answer from Farcaster could not be verified. Try again',
  ],
  [
    '@w3m-app/GET_FARCASTER_URI',
    'SOCIAL_PROVIDER_UNAVAILABLE',
    'Farcaster is not responding. Try again later',
  ],
])(
  'behavior: %s failing with %s says so; Try again asks for a new link and shows its QR code',
  async (failing, code, message) => {
    let starts = 0
    const { modal, asked } = await openConnect((type) => {
      if (type === '@w3m-app/GET_FARCASTER_URI') starts++
      if (type === failing && starts === 1) throw new FrameRequestError({ message: 'English text', code })
      if (type === '@w3m-app/GET_FARCASTER_URI') return { uri: `${URI}-${starts}` }
      return new Promise(() => undefined)
    })
    fireEvent.click(modal.getByRole('button', { name: 'Continue with Farcaster' }))
    expect(await modal.findByRole('alert')).toHaveTextContent(message)
    expect(modal.getByRole('heading', { name: 'Log in with Farcaster' })).toBeVisible()
    // No QR code of a spent channel.
    expect(modal.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeNull()
    fireEvent.click(modal.getByRole('button', { name: 'Try again' }))
    expect(await modal.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
    expect(modal.queryByRole('alert')).toBeNull()
    expect(types(asked).filter((type) => type === '@w3m-app/GET_FARCASTER_URI')).toHaveLength(2)
  },
)

test('behavior: the view speaks the page’s language, its errors too', async () => {
  const { modal } = await openConnect((type) => {
    if (type === '@w3m-app/GET_FARCASTER_URI') return { uri: URI }
    throw new FrameRequestError({ message: 'English text', code: 'SOCIAL_TOKEN_INVALID' })
  })
  await act(() => setLocale('de'))
  fireEvent.click(modal.getByRole('button', { name: 'Weiter mit Farcaster' }))
  await modal.findByRole('dialog', { name: 'Farcaster-Anmeldung' })
  expect(await modal.findByRole('alert')).toHaveTextContent(
    'Die Antwort von Farcaster konnte nicht überprüft werden. Versuche es erneut',
  )
  expect(modal.getByRole('heading', { name: 'Mit Farcaster anmelden' })).toBeVisible()
  expect(modal.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled()
})

test('behavior: opened on its own, the view starts a login', async () => {
  const rendered = renderWithFoyer(<div />, { options: { authFrameUrl } })
  const asked = withFrame(rendered, (type) =>
    type === '@w3m-app/GET_FARCASTER_URI' ? { uri: URI } : new Promise(() => undefined),
  )
  act(() => rendered.foyer.open({ view: 'ConnectingFarcaster' }))
  const modal = within(await findModalRoot())
  expect(await modal.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
  expect(types(asked)).toEqual(['@w3m-app/GET_FARCASTER_URI', '@w3m-app/CONNECT_FARCASTER'])
})
