// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { PromptCancelledError } from '../errors.js'
import { createDomPrompts } from './createDomPrompts.js'
import type { ConsentRequest } from './types.js'

// The prompts in a DOM. A script's events are never trusted (`isTrusted` is false for every event a
// script dispatches, here as in a browser), so these tests show what a script cannot do; the person's
// real clicks are the browser tests' (e2e/email.spec.ts, e2e/email-consent.spec.ts).

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const message = (text: string): ConsentRequest => ({
  kind: 'message',
  origin: 'https://app.example.com',
  account: ACCOUNT,
  text,
  hex: false,
})
const network = { name: 'Foyer Local', symbol: 'ETH', decimals: 18 }

function setup() {
  document.body.replaceChildren()
  const prompts = createDomPrompts(window)
  const dialog = () => document.querySelector('[role="dialog"]')
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((item) => item.textContent === name) as HTMLButtonElement
  return { prompts, dialog, button }
}

/** Settles or not within a few ticks: whether `promise` is still open. */
async function isOpen(promise: Promise<unknown>): Promise<boolean> {
  const open = Symbol('open')
  const result = await Promise.race([
    promise.catch(() => undefined),
    new Promise((r) => setTimeout(r, 20, open)),
  ])
  return result === open
}

test('default: a consent prompt says who asks, with which account, and exactly what; text stays text', async () => {
  const { prompts, dialog } = setup()
  const shown = prompts.consent(
    message('<img src=x onerror=alert(1)>'),
    network,
    new AbortController().signal,
  )
  await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(dialog()?.getAttribute('aria-modal')).toBe('true')
  expect(dialog()?.textContent).toContain('Signature request')
  expect(dialog()?.textContent).toContain('https://app.example.com asks you to approve this.')
  expect(dialog()?.textContent).toContain(ACCOUNT)
  expect(dialog()?.querySelector('pre')?.textContent).toBe('<img src=x onerror=alert(1)>')
  expect(document.querySelector('img')).toBeNull()
  prompts.cancelAll()
  await expect(shown).rejects.toBeInstanceOf(PromptCancelledError)
  expect(dialog()).toBeNull()
})

test('error: a script clicking Sign, Reject or pressing Enter answers nothing', async () => {
  const { prompts, button } = setup()
  const shown = prompts.consent(message('hello'), network, new AbortController().signal)
  await new Promise((resolve) => setTimeout(resolve, 0))
  const sign = button('Sign')
  expect(sign.disabled).toBe(true)
  // Even enabled by the script, its click is not a person's.
  sign.disabled = false
  sign.click()
  button('Reject').click()
  sign.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  expect(await isOpen(shown)).toBe(true)
  prompts.cancelAll()
  await expect(shown).rejects.toThrow('Request was aborted')
})

test('behavior: one prompt at a time, in order; one aborted while waiting is never drawn', async () => {
  const { prompts, dialog } = setup()
  const first = prompts.consent(message('first'), network, new AbortController().signal)
  const controller = new AbortController()
  const second = prompts.consent(message('second'), network, controller.signal)
  const third = prompts.consent(
    {
      kind: 'transaction',
      origin: 'https://app.example.com',
      account: ACCOUNT,
      chainId: 31337,
      to: ACCOUNT,
      value: 5n * 10n ** 17n,
      data: '0x',
    },
    network,
    new AbortController().signal,
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(dialog()?.textContent).toContain('first')
  controller.abort(new Error('gone'))
  await expect(second).rejects.toThrow('gone')
  // The first ends (the modal closed): the third, not the aborted second, is drawn next.
  prompts.cancelAll()
  await expect(first).rejects.toBeInstanceOf(PromptCancelledError)
  await expect(third).rejects.toBeInstanceOf(PromptCancelledError)
})

test('behavior: a transaction shows its amount in the network currency, its receiver and its data', async () => {
  const { prompts, dialog } = setup()
  const shown = prompts.consent(
    {
      kind: 'transaction',
      origin: 'https://app.example.com',
      account: ACCOUNT,
      chainId: 31337,
      to: undefined,
      value: 5n * 10n ** 17n,
      data: '0x',
    },
    network,
    new AbortController().signal,
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  const text = dialog()?.textContent ?? ''
  expect(text).toContain('Transaction request')
  expect(text).toContain('0.5 ETH')
  expect(text).toContain('Foyer Local')
  expect(text).toContain('A new contract')
  expect(text).toContain('None')
  prompts.cancelAll()
  await expect(shown).rejects.toThrow()
})

test('behavior: the smart account says what it is, and who pays a user operation’s network fee', async () => {
  const { prompts, dialog } = setup()
  const rows = () =>
    [...(dialog()?.querySelectorAll('dt') ?? [])].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ])
  const transaction = {
    kind: 'transaction',
    origin: 'https://app.example.com',
    account: ACCOUNT,
    chainId: 31337,
    to: ACCOUNT,
    value: 1n,
    data: '0x',
  } as const
  const show = async (request: ConsentRequest) => {
    const shown = prompts.consent(request, network, new AbortController().signal)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const seen = rows()
    prompts.cancelAll()
    await expect(shown).rejects.toThrow()
    return seen
  }
  expect(await show({ ...message('hi'), smartAccount: true })).toEqual([
    ['Account', ACCOUNT],
    ['Account type', 'Smart account of your wallet'],
  ])
  expect(await show({ ...transaction, smartAccount: true, sponsored: true })).toContainEqual([
    'Network fee',
    'Paid by the app',
  ])
  expect(await show({ ...transaction, smartAccount: true, sponsored: false })).toContainEqual([
    'Network fee',
    'Paid from this account',
  ])
  // The EOA's prompt is as it was: no account type, no fee line.
  const eoa = (await show(transaction)).map(([label]) => label)
  expect(eoa).toEqual(['Account', 'Network', 'To', 'Amount', 'Data'])
  prompts.setLocale('de')
  expect(await show({ ...transaction, smartAccount: true, sponsored: true })).toContainEqual([
    'Netzwerkgebühr',
    'Zahlt die App',
  ])
})

test("behavior: the password form ignores a script's submit; the language and theme follow the page", async () => {
  const { prompts, dialog } = setup()
  prompts.setLocale('ar')
  expect(document.documentElement.dir).toBe('rtl')
  prompts.setLocale('en-GB')
  expect(document.documentElement.lang).toBe('en')
  prompts.setTheme({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#ff0000', color: 'red' } })
  expect(document.documentElement.dataset.mode).toBe('dark')
  expect(document.documentElement.style.getPropertyValue('--foyer-accent')).toBe('#ff0000')
  expect(document.documentElement.style.getPropertyValue('color')).toBe('')

  const submitted: string[] = []
  const asked = prompts.password(
    'set',
    async (password) => {
      submitted.push(password)
    },
    new AbortController().signal,
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(dialog()?.textContent).toContain('Create a recovery password')
  const [password, confirm] = [...document.querySelectorAll('input[type="password"]')] as HTMLInputElement[]
  if (!password || !confirm) throw new Error('no password fields')
  password.value = 'correct horse battery staple'
  confirm.value = 'correct horse battery staple'
  document.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }))
  expect(await isOpen(asked)).toBe(true)
  expect(submitted).toEqual([])
  prompts.cancelAll()
  await expect(asked).rejects.toBeInstanceOf(PromptCancelledError)
})

test('error: a script clicking the passkey offer or "Use a passkey instead" starts no passkey', async () => {
  const { prompts, dialog, button } = setup()
  let asked = 0
  const offer = prompts.offerPasskey(async () => {
    asked++
  }, new AbortController().signal)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(dialog()?.textContent).toContain('Add a passkey for recovery?')
  button('Also add a passkey for recovery').disabled = false
  button('Also add a passkey for recovery').click()
  button('Not now').click()
  expect(await isOpen(offer)).toBe(true)
  prompts.cancelAll()
  await expect(offer).rejects.toBeInstanceOf(PromptCancelledError)

  const form = prompts.password(
    'enter',
    async () => undefined,
    new AbortController().signal,
    undefined,
    async () => {
      asked++
    },
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  button('Use a passkey instead').click()
  expect(await isOpen(form)).toBe(true)
  expect(asked).toBe(0)
  prompts.cancelAll()
  await expect(form).rejects.toBeInstanceOf(PromptCancelledError)
})

test('behavior: "Use a passkey instead" shows only when the frame can use one', async () => {
  const { prompts, button } = setup()
  const form = prompts.password('enter', async () => undefined, new AbortController().signal)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(button('Use a passkey instead')).toBeUndefined()
  prompts.cancelAll()
  await expect(form).rejects.toBeInstanceOf(PromptCancelledError)
})

test('behavior: the new password’s hint gives no verdict until the strength rule has one, then the latest key stroke’s', async () => {
  const { prompts } = setup()
  let arrive!: () => void
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve
  })
  let available = true
  const asked = prompts.password(
    'set',
    async () => undefined,
    new AbortController().signal,
    async (password) => {
      await loaded
      if (!available)
        throw Object.assign(new Error('no rule'), { code: 'RECOVERY_PASSWORD_RULE_UNAVAILABLE' })
      return password === 'sunflower77' ? { ok: false, reason: 'common' } : { ok: true }
    },
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  const [password] = [...document.querySelectorAll('input[type="password"]')] as HTMLInputElement[]
  const hint = document.getElementById('foyer-password-hint')
  if (!password || !hint) throw new Error('no password field or hint')
  const type = (value: string) => {
    password.value = value
    password.dispatchEvent(new Event('input'))
  }

  type('sunflower77')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(hint.textContent).toBe('')
  arrive()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(hint.textContent).toBe('This is a commonly used password. Choose another one.')
  type('velvet otter juggles 41 lanterns')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(hint.textContent).toBe('')
  available = false
  type('sunflower77')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(hint.textContent).toBe(
    'The password check could not be loaded. Check your connection and try again.',
  )
  prompts.cancelAll()
  await expect(asked).rejects.toBeInstanceOf(PromptCancelledError)
})
