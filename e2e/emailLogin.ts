import { DEVNET_ACCOUNT_ABSTRACTION } from '@foyer/devnet/aa'
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { chains, expect, modal, openModal } from './fixtures.js'

// The email login's steps as the browser tests take them: the demo's Connect, the codes
// the Foyer server mails to the local mail catcher (FOYER_MAIL_URL), the recovery password.

export const mailUrl = () => {
  const url = process.env.FOYER_MAIL_URL
  if (!url) throw new Error('FOYER_MAIL_URL is not set: the global setup did not run')
  return url
}

/** An address no other test (or earlier run against a kept database) has used. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@foyer.test`

export const RECOVERY_PASSWORD = 'harbour lights at dawn'

/** The mails the catcher holds for `email`, newest first. */
export async function mails(email: string): Promise<{ subject?: string; text?: string }[]> {
  const response = await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(email)}`)
  return (await response.json()) as { subject?: string; text?: string }[]
}

/**
 * The code of the newest mail to `email`; waits for one that is not `notCode`, and for more than `after`
 * mails to that address.
 */
export async function mailedCode(
  email: string,
  { notCode, after = 0 }: { notCode?: string; after?: number } = {},
) {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const list = await mails(email)
        code = /\bis (\d{6})\b/.exec(list[0]?.text ?? '')?.[1]
        return list.length > after && code !== undefined && code !== notCode
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return code as string
}

/**
 * Types the email in Connect and continues; resolves when the code boxes show (for every address: the
 * server answers a known account's new device with a code too).
 */
export async function startEmailLogin(page: Page, email: string) {
  await openModal(page)
  await modal(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal(page).getByText(`Enter the code we sent to ${email}`)).toBeVisible({ timeout: 20_000 })
}

/** Fills the six code boxes at once (the first box takes the whole code, as a paste would). */
export async function enterCode(page: Page, code: string) {
  await modal(page).getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code)
}

/** The secure frame's prompt (consent or recovery password), drawn in its own origin over the modal. */
export function framePrompt(page: Page) {
  return page.frameLocator('#w3m-iframe').getByRole('dialog')
}

/** Answers the frame's prompt as a person does: a real click, once the button is armed. */
export async function answerInFrame(page: Page, name: 'Sign' | 'Approve' | 'Reject') {
  const button = framePrompt(page).getByRole('button', { name, exact: true })
  await expect(button).toBeEnabled({ timeout: 20_000 })
  await button.click()
}

/** Types a recovery password in the frame's form (`confirm`: the first login's second field). */
export async function typePasswordInFrame(page: Page, password: string, { confirm = false } = {}) {
  const prompt = framePrompt(page)
  await prompt.getByLabel('Recovery password').fill(password)
  if (confirm) await prompt.getByLabel('Type it again').fill(password)
  await prompt.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** The first login's recovery password; resolves with the embedded wallet's address once connected. */
export async function choosePassword(page: Page): Promise<`0x${string}`> {
  await expect(modal(page).getByRole('heading', { name: 'Choose a recovery password' })).toBeVisible()
  await expect(framePrompt(page).getByRole('heading', { name: 'Create a recovery password' })).toBeVisible()
  await typePasswordInFrame(page, RECOVERY_PASSWORD, { confirm: true })
  await expect(modal(page)).toBeHidden({ timeout: 30_000 })
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address as `0x${string}`
}

/** A first login in the demo: the code, then the recovery password. */
export async function signUp(page: Page, email: string): Promise<{ address: `0x${string}`; code: string }> {
  await startEmailLogin(page, email)
  const code = await mailedCode(email)
  await enterCode(page, code)
  return { address: await choosePassword(page), code }
}

/**
 * A new email wallet on Foyer Local with `ether` from the Hardhat account of `funderKey` (each spec its
 * own account, so that two specs never race for a nonce); resolves with a client of that chain.
 */
export async function fundOnLocalChain(address: `0x${string}`, ether: string, funderKey: `0x${string}`) {
  const chain = localChain()
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const funder = createWalletClient({
    account: privateKeyToAccount(funderKey),
    transport: http(chain.rpcUrl),
  })
  const hash = await funder.sendTransaction({ chain: null, to: address, value: parseEther(ether) })
  await client.waitForTransactionReceipt({ hash })
  return client
}

function localChain() {
  const chain = chains.find((item) => item.chainId === 31337)
  if (!chain) throw new Error('Foyer Local is not running')
  return chain
}

/** A client of Foyer Local. */
export const localClient = () => createPublicClient({ transport: http(localChain().rpcUrl) })

/**
 * Whether `signature` is `address`'s personal_sign of `message` as a verifier checks it on Foyer Local: an
 * EOA's, or a smart account's (ERC-1271, or ERC-6492 while it is not deployed). The email wallet is a
 * smart account by default (#29).
 */
export const signedBy = (address: Address, message: string, signature: Hex) =>
  localClient().verifyMessage({ address, message, signature })

const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])

/** The embedded wallet's smart account for the key `owner`: the devnet factory's account, salt 0. */
export const smartAccountOf = (owner: Address) =>
  localClient().readContract({
    address: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
