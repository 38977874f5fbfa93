import type { Page } from '@playwright/test'
import { parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { framePrompt, fundOnLocalChain, signUp, uniqueEmail } from './emailLogin.js'
import { demoUrl, expect, test } from './fixtures.js'

// Issue #24, attack 1: a script on the host page posts the signing methods straight to the login frame.
// Before, the frame signed what an allowed page asked (0.5 ETH went to a stranger with no click). Now
// the frame draws each request in its own origin and signs only after a trusted click there, on a
// prompt that has been fully in view: a page that keeps the frame hidden, or shows it transparently and
// lets the visitor click where Approve is (clickjacking), gets nothing signed and moves nothing.

// Hardhat account #7 (a public test key), which no other browser test spends from.
const FUNDER_KEY = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'

declare global {
  interface Window {
    attackReplies: { id?: string; type: string; payload?: { code?: string } }[]
  }
}

/** The host page's own script: posts requests to the login frame and keeps every answer it gets. */
async function postToFrame(page: Page, requests: unknown[]) {
  await page.evaluate((messages) => {
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
    const origin = new URL(iframe.src).origin
    if (!window.attackReplies) {
      window.attackReplies = []
      window.addEventListener('message', (event) => {
        if (event.origin === origin) window.attackReplies.push(event.data)
      })
    }
    for (const message of messages) iframe.contentWindow?.postMessage(message, origin)
  }, requests)
}

const replies = (page: Page) => page.evaluate(() => window.attackReplies)

test('error: a host page script posting every signing method to the frame gets no signature and moves no balance, hidden or clickjacked', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const { address } = await signUp(page, uniqueEmail('consent'))
  const client = await fundOnLocalChain(address, '1', FUNDER_KEY)
  const stranger = privateKeyToAccount(generatePrivateKey()).address

  const typedData = {
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Attack', chainId: 31337 },
    message: { contents: 'give me everything' },
  }
  await postToFrame(page, [
    {
      id: 'attack-sign',
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'personal_sign', params: [toHex('I agree'), address] },
    },
    {
      id: 'attack-typed',
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'eth_signTypedData_v4', params: [address, typedData] },
    },
    {
      id: 'attack-send',
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'eth_sendTransaction', params: [{ to: stranger, value: toHex(parseEther('0.5')) }] },
    },
  ])
  // Hidden, the frame's prompt waits for a person who cannot see it: nothing is answered.
  await page.waitForTimeout(3_000)
  expect(await replies(page)).toEqual([])

  // The page shows the frame over everything, but transparent, and the visitor clicks where Sign is.
  await page.evaluate(() => {
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
    Object.assign(iframe.style, { display: 'block', inset: '0', width: '100%', height: '100%', opacity: '0' })
  })
  const sign = framePrompt(page).getByRole('button', { name: 'Sign', exact: true })
  const box = await sign.boundingBox()
  if (!box) throw new Error('the prompt is not laid out')
  for (let click = 0; click < 4; click++) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(500)
  }
  // The prompt never counted as visible: Sign stayed disabled and said why.
  await expect(sign).toBeDisabled()
  await expect(framePrompt(page).getByRole('status')).toHaveText(
    'You can answer once this window is fully in view.',
  )
  expect(await replies(page)).toEqual([])

  // The page gives up (CANCEL_PROMPTS): each request ends unsigned.
  await postToFrame(page, [{ id: 'attack-cancel', type: '@w3m-app/CANCEL_PROMPTS' }])
  await expect.poll(async () => (await replies(page)).length).toBe(4)
  const answers = await replies(page)
  for (const id of ['attack-sign', 'attack-typed', 'attack-send'])
    expect(answers.find((reply) => reply.id === id)).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { code: 'ABORTED' },
    })
  expect(await client.getBalance({ address: stranger })).toBe(0n)
  expect(await client.getBalance({ address })).toBe(parseEther('1'))
  expect(await client.getTransactionCount({ address })).toBe(0)
})

test("error: another site cannot frame the demo's page to lay its own page over the modal", async ({
  page,
}) => {
  const response = await page.request.get(demoUrl())
  expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'self'")
  const strict = await page.request.get(`${demoUrl()}/?csp=strict`)
  expect(strict.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
})
