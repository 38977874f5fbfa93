import { randomUUID } from 'node:crypto'
import { apiUrl, connect, demoUrl, expect, modal, networkButton, openFromButton, test } from './fixtures.js'

interface StoredEvent {
  url: string
  props: { event: string; address?: string; properties?: Record<string, unknown> }
}

/** What the Foyer server stored for pages whose URL carries `run` (the events API, with its read token). */
async function storedEvents(run: string): Promise<StoredEvent[]> {
  const token = process.env.FOYER_ANALYTICS_TOKEN
  const response = await fetch(
    `${apiUrl()}/v1/analytics/events?projectId=foyer-demo&st=e2e&sv=0&limit=1000&urlContains=${run}`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { events: StoredEvent[] }).events
}

test('default: the events of a visit reach the server, in order, with the address', async ({
  page,
  wallet,
}) => {
  const run = randomUUID()
  await page.goto(`${demoUrl()}/?run=${run}`)
  await connect(page, wallet)
  await expect(modal(page)).toBeHidden()
  await openFromButton(page, networkButton(page))
  await modal(page)
    .getByRole('button', { name: /Foyer Local B/ })
    .click()
  await wallet.approve()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  await expect
    .poll(async () => (await storedEvents(run)).map((event) => event.props.event))
    .toEqual([
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'SWITCH_NETWORK',
      'MODAL_CLOSE',
      'DISCONNECT_SUCCESS',
    ])
  const events = await storedEvents(run)
  expect(events.find((event) => event.props.event === 'CONNECT_SUCCESS')?.props.address).toBe(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  expect(events.map((event) => event.props.event)).not.toContain('MODAL_CREATED')
})

test('behavior: with consent required, nothing is sent until the visitor allows it', async ({
  page,
  wallet,
}) => {
  const run = randomUUID()
  await page.goto(`${demoUrl()}/?consent=required&run=${run}`)
  await connect(page, wallet)
  await expect(modal(page)).toBeHidden()
  await page.waitForTimeout(500)
  expect(await storedEvents(run)).toEqual([])

  await page.getByRole('button', { name: 'Allow analytics' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect
    .poll(async () => (await storedEvents(run)).map((event) => event.props.event))
    .toEqual(['DISCONNECT_SUCCESS'])
})
