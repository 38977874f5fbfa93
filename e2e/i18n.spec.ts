import { messages as arabic } from '../packages/react/src/i18n/locales/ar.js'
import { expectNoSeriousViolations } from './axe.js'
import { connect, demoUrl, expect, modal, test } from './fixtures.js'

// What a missing text would show: its key (`account.tab.tokens`).
const catalogKey =
  /\b(account|alert|allWallets|connect|connectButton|connecting|error|explorer|getWallet|legal|modal|networkButton|networks|notAvailable|receive|send|siwx|switchNetwork|title|toast|unsupportedChain|walletConnect|warn|whatIsAWallet)\.[a-zA-Z]/

async function dialogTexts(page: import('@playwright/test').Page): Promise<string[]> {
  return modal(page).evaluate((dialog) => {
    const texts = [dialog.textContent ?? '']
    for (const element of dialog.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '')
    return texts.filter(Boolean)
  })
}

test('default: in Arabic the modal is mirrored, keeps addresses left to right and passes axe', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/?locale=ar`)
  const connectButton = page.locator('foyer-connect-button')
  await expect(connectButton).toHaveAttribute('dir', 'rtl')
  await expect(connectButton).toHaveAttribute('lang', 'ar')
  await connectButton.getByRole('button').click()

  const host = page.locator('foyer-modal')
  await expect(host).toHaveAttribute('dir', 'rtl')
  await expect(modal(page)).toBeVisible()
  const title = modal(page).getByRole('heading')
  await expect(title).not.toHaveText('Connect Wallet')
  // The close button sits on the left, the help button on the right: the header reads right to left.
  const close = await modal(page).getByRole('button', { name: arabic['modal.close'] }).boundingBox()
  const heading = await title.boundingBox()
  expect(close && heading && close.x < heading.x).toBe(true)
  await expectNoSeriousViolations(page, 'Connect (ar)')

  await modal(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await wallet.approve('Foyer Dev Wallet')
  // Connected, the modal closes; the button now opens the account.
  await expect(modal(page)).toBeHidden()
  await page
    .locator('foyer-connect-button')
    .getByRole('button', { name: /0xf39F/ })
    .click()
  await expect(modal(page)).toHaveAccessibleName(arabic['title.Account'])
  // The address keeps its own order inside the right-to-left view.
  const address = modal(page).locator('bdi', { hasText: '0xf39F…b92266' })
  await expect(address).toBeVisible()
  expect(await address.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
  await expectNoSeriousViolations(page, 'Account (ar)')
})

/**
 * The account's feature buttons (Buy crypto, Swap, Receive, Send) hold their labels: in 15 of the 20
 * languages 'Buy crypto' ran out of its button ('Купить криптовалюту', 'شراء العملات المشفّرة').
 */
async function expectFeaturesFit(page: import('@playwright/test').Page, locale: string) {
  const row = modal(page).getByRole('navigation')
  await expect(row).not.toHaveAttribute('aria-busy', 'true')
  const card = await modal(page).boundingBox()
  for (const button of await row.getByRole('button').all()) {
    const label = (await button.textContent()) ?? ''
    const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth)
    expect(fits, `'${label}' fits its button in ${locale}`).toBe(true)
    const box = await button.boundingBox()
    expect(
      box && card && box.x >= card.x && box.x + box.width <= card.x + card.width,
      `'${label}' in the card`,
    ).toBe(true)
  }
}

test('behavior: every language renders Connect and Account with no missing text', async ({
  page,
  wallet,
}) => {
  test.setTimeout(120_000)
  await page.goto(demoUrl())
  const picker = page.getByRole('combobox', { name: 'Language' })
  const locales = await picker
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))

  const check = async (view: string) => {
    for (const locale of locales) {
      await picker.selectOption(locale)
      await expect(page.locator('foyer-connect-button')).toHaveAttribute('lang', locale)
      await page.locator('foyer-connect-button').getByRole('button').click()
      await expect(modal(page)).toBeVisible()
      await expect(modal(page).getByRole('heading').first()).not.toBeEmpty()
      for (const text of await dialogTexts(page)) expect(text, `${view} in ${locale}`).not.toMatch(catalogKey)
      if (view === 'Account') await expectFeaturesFit(page, locale)
      await page.keyboard.press('Escape')
      await expect(modal(page)).toBeHidden()
    }
  }

  await check('Connect')
  await picker.selectOption('en')
  await connect(page, wallet)
  await check('Account')
})
