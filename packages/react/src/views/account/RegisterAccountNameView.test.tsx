import { createFakeAdapter } from '@foyer/core/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderConnected } from '../../test/connectedFoyer.js'
import { NAME_SUGGESTIONS_DELAY_MS } from './RegisterAccountNameView.js'

const apiUrl = 'http://127.0.0.1:9'

/** The fake Foyer server's registry: names taken, what a registration answers. */
let taken: Set<string>
let registration: { status: number; body: unknown } | undefined
let suggestionRequests: string[]

beforeEach(() => {
  taken = new Set(['alice.reown.id'])
  registration = undefined
  suggestionRequests = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:31337'], ws: [] })
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    if (url.pathname.startsWith('/v1/profile/suggestions/')) {
      const label = decodeURIComponent(url.pathname.split('/').pop() ?? '')
      suggestionRequests.push(label)
      return json({
        suggestions: [
          { name: `${label}.reown.id`, registered: taken.has(`${label}.reown.id`) },
          { name: `${label}-id.reown.id`, registered: false },
        ],
      })
    }
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
      if (registration) return json(registration.body, registration.status)
      const { message } = JSON.parse(String(init.body)) as { message: string }
      const { name } = JSON.parse(message) as { name: string }
      taken.add(name)
      return json({ name, registered: 1, updated: 1, addresses: {}, attributes: {} }, 201)
    }
    if (url.pathname.endsWith('/balance')) return json({ balances: [] })
    return json({ message: 'not found' }, 404)
  })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function openFromAccount() {
  const adapter = createFakeAdapter()
  const rendered = await renderConnected(<div />, {
    adapters: [adapter],
    options: { apiUrl },
    view: { view: 'Account' },
  })
  await rendered.user.click(await rendered.modal.findByRole('button', { name: 'Choose a name' }))
  await rendered.modal.findByRole('dialog', { name: 'Choose your name' })
  return { ...rendered, adapter }
}

test("default: a taken name says so, a suggestion fills the field, Register signs and the name becomes the account's", async () => {
  const { modal, user, foyer, adapter } = await openFromAccount()
  const field = await modal.findByRole('textbox', { name: 'Name' })
  // user-event types to document.activeElement, which is the shadow host: change events instead.
  fireEvent.change(field, { target: { value: 'ali' } })
  expect(modal.getByText('Use at least 4 characters')).toBeVisible()
  fireEvent.change(field, { target: { value: 'alice' } })
  expect(await modal.findByText('alice.reown.id is already taken')).toBeVisible()
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(modal.getByRole('button', { name: 'Register' })).toBeDisabled()

  const suggestions = modal.getByRole('list', { name: 'Suggestions' })
  await user.click(within(suggestions).getByRole('button', { name: 'alice-id.reown.id' }))
  expect(field).toHaveValue('alice-id')
  expect(await modal.findByText('alice-id.reown.id is available')).toBeVisible()
  const signed = vi.spyOn(adapter, 'signMessage')
  await user.click(modal.getByRole('button', { name: 'Register' }))

  expect(await modal.findByRole('dialog', { name: 'Name registered' })).toBeVisible()
  expect(await modal.findByText('alice-id.reown.id is now the name of this account.')).toBeVisible()
  expect(JSON.parse(signed.mock.calls[0]?.[0].message ?? '{}')).toMatchObject({ name: 'alice-id.reown.id' })
  await user.click(modal.getByRole('button', { name: 'Back to account' }))
  await modal.findByRole('dialog', { name: 'Account' })
  expect(modal.getByText('alice-id.reown.id')).toBeVisible()
  expect(modal.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.profileName).toBe('alice-id.reown.id')
})

test('behavior: a refused signature stays on the view with the reason; the typed name survives closing', async () => {
  const { modal, user, foyer, adapter } = await openFromAccount()
  adapter.behavior.signError = true
  fireEvent.change(await modal.findByRole('textbox', { name: 'Name' }), { target: { value: 'harbor' } })
  await modal.findByText('harbor.reown.id is available')
  await user.click(modal.getByRole('button', { name: 'Register' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('User rejected the request.')
  expect(modal.getByRole('dialog', { name: 'Choose your name' })).toBeVisible()

  act(() => foyer.close())
  act(() => foyer.open({ view: 'RegisterAccountName' }))
  expect(await modal.findByRole('textbox', { name: 'Name' })).toHaveValue('harbor')
})

test("behavior: the server's refusal is shown as it gave it", async () => {
  registration = { status: 429, body: { message: 'Too many registrations; try again in 60 seconds' } }
  const { modal, user } = await openFromAccount()
  fireEvent.change(await modal.findByRole('textbox', { name: 'Name' }), { target: { value: 'harbor' } })
  await modal.findByText('harbor.reown.id is available')
  await user.click(modal.getByRole('button', { name: 'Register' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('Too many registrations; try again in 60 seconds')
})

test('rule: suggestions are asked once typing pauses, for what is typed then', async () => {
  const { modal } = await openFromAccount()
  const field = await modal.findByRole('textbox', { name: 'Name' })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  for (const value of ['h', 'ha', 'har', 'harb']) fireEvent.change(field, { target: { value } })
  act(() => vi.advanceTimersByTime(NAME_SUGGESTIONS_DELAY_MS - 1))
  expect(suggestionRequests).toEqual([])
  act(() => vi.advanceTimersByTime(1))
  vi.useRealTimers()
  await waitFor(() => expect(suggestionRequests).toEqual(['harb']))
  expect(await modal.findByText('harb.reown.id is available')).toBeVisible()
  // Characters the rule refuses are not sent.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fireEvent.change(field, { target: { value: 'har b' } })
  expect(modal.getByText('Use letters, numbers and hyphens only')).toBeVisible()
  act(() => vi.advanceTimersByTime(NAME_SUGGESTIONS_DELAY_MS * 2))
  expect(suggestionRequests).toEqual(['harb'])
})

test('behavior: without a Foyer server the account offers no name', async () => {
  const { modal } = await renderConnected(<div />, { view: { view: 'Account' } })
  await modal.findByRole('dialog', { name: 'Account' })
  expect(modal.queryByRole('button', { name: 'Choose a name' })).toBeNull()
})
