import { expectNoSeriousViolations, expectNoViolationsOf } from './axe.js'
import { answerInFrame, framePrompt, signUp, uniqueEmail } from './emailLogin.js'
import { accountButton, connect, expect, modal, openFromButton, openModal, test } from './fixtures.js'

// An axe scan takes seconds on a loaded 2-core machine: each test scans a few views and has triple the
// default budget (test.slow), so that the suite holds under load without retries.

test('default: the views before a connection pass axe with no serious or critical violation', async ({
  page,
  wallet,
}) => {
  test.slow()
  await expectNoSeriousViolations(page, 'page')
  await openModal(page)
  const dialog = modal(page)
  await expectNoSeriousViolations(page, 'Connect')
  // The modal over the page adds no second banner landmark (moderate rules, checked all the same).
  await expectNoViolationsOf(page, 'Connect over the page', [
    'landmark-no-duplicate-banner',
    'landmark-unique',
  ])

  await dialog.getByRole('button', { name: 'What is a wallet?' }).click()
  await expect(dialog).toHaveAccessibleName('What is a wallet?')
  await expectNoSeriousViolations(page, 'WhatIsAWallet')
  await dialog.getByRole('button', { name: 'Back' }).click()

  await dialog.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await expect(dialog.getByText('Continue in Foyer Dev Wallet')).toBeVisible()
  await expectNoSeriousViolations(page, 'ConnectingExternal')
  await wallet.reject()
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await expectNoSeriousViolations(page, 'ConnectingExternal (error)')
  await page.keyboard.press('Escape')
})

test('default: the connected views pass axe with no serious or critical violation', async ({
  page,
  wallet,
}) => {
  test.slow()
  const dialog = modal(page)
  await connect(page, wallet)
  await openFromButton(page, accountButton(page))
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expectNoSeriousViolations(page, 'Account')

  await dialog.getByRole('button', { name: /Foyer Local/ }).click()
  await expect(dialog).toHaveAccessibleName('Choose Network')
  await expectNoSeriousViolations(page, 'Networks')

  await wallet.setMode('reject', 'dev.foyer.wallet')
  await dialog.getByRole('button', { name: /^Foyer Local B( Active)?$/ }).click()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectNoSeriousViolations(page, 'SwitchNetwork (error)')
})

/**
 * The colour the element's background is painted in: its own, or where that is transparent the nearest
 * ancestor's that is not (in forced colours, the theme's colours as the browser resolved them).
 */
const paint = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor
      if (!/^rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour
    }
    return 'none'
  })
const backgroundImage = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundImage)
const edge = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return style.borderTopStyle === 'none' ? '0px' : style.borderTopWidth
  })

test("behavior: in forced colours (Windows' contrast themes) the chosen tab is marked, a filled button keeps an edge, the avatar is drawn", async ({
  page,
  wallet,
}) => {
  // Each check is soft: one run reports every mark that is missing.
  await page.emulateMedia({ forcedColors: 'active' })
  await connect(page, wallet)
  await openFromButton(page, accountButton(page))
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Account')

  // The chosen tab is painted apart from the others (not only in bold), and the mark follows the choice.
  const tokens = dialog.getByRole('tab', { name: 'Tokens' })
  const nfts = dialog.getByRole('tab', { name: 'NFTs' })
  await expect(tokens).toHaveAttribute('aria-selected', 'true')
  const chosen = await paint(tokens)
  const other = await paint(nfts)
  expect.soft(chosen).not.toBe(other)
  await nfts.click()
  await expect(nfts).toHaveAttribute('aria-selected', 'true')
  expect.soft(await paint(nfts)).toBe(chosen)
  expect.soft(await paint(tokens)).toBe(other)

  // The avatar (a gradient, no letters) is not dropped with the theme's backgrounds.
  expect.soft(await backgroundImage(dialog.getByTestId('avatar-fallback'))).toContain('gradient')

  // Buttons that only their fill drew: Send's Max and Preview send.
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click()
  await expect(dialog).toHaveAccessibleName('Send')
  for (const name of ['Max', 'Preview send'])
    expect.soft(await edge(dialog.getByRole('button', { name, exact: true })), name).not.toBe('0px')
})

test("behavior: in forced colours the secure frame's prompt and the message it asks to sign have an edge", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await signUp(page, uniqueEmail('forced-colours'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const prompt = framePrompt(page)
  await expect(prompt.getByText('Sign in to Harbor Exchange')).toBeVisible()
  // The prompt lies over the host's page: without its shadow, only an edge sets it apart.
  expect.soft(await edge(prompt)).not.toBe('0px')
  expect.soft(await edge(prompt.getByText('Sign in to Harbor Exchange'))).not.toBe('0px')
  await answerInFrame(page, 'Reject')
})
