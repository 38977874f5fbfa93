import { expect, modal, openModal, test } from './fixtures.js'

const hostile = `
  * { color: red !important; font-size: 40px !important; font-family: serif !important; }
  div { padding: 50px !important; margin: 20px !important; }
  button { display: none !important; }
  img { width: 500px !important; }
  [role="dialog"] { width: 1000px !important; background: lime !important; }
  ul, li { list-style: square !important; }
`

test('behavior: host CSS cannot break the modal, and the modal CSS does not leak into the host', async ({
  page,
}) => {
  const before = await page.locator('.hero h1').evaluate((el) => {
    const s = getComputedStyle(el)
    return { font: s.fontFamily, size: s.fontSize, color: s.color, box: s.boxSizing }
  })
  await openModal(page)
  const after = await page.locator('.hero h1').evaluate((el) => {
    const s = getComputedStyle(el)
    return { font: s.fontFamily, size: s.fontSize, color: s.color, box: s.boxSizing }
  })
  expect(after).toEqual(before)
  await page.keyboard.press('Escape')

  await page.addStyleTag({ content: hostile })
  // The host's own buttons are gone under its hostile stylesheet; Foyer's connect button is not.
  await expect(page.getByRole('button', { name: 'Open wallet list' })).toBeHidden()
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connectButton).toBeVisible()
  expect(await connectButton.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)')
  await connectButton.click()
  const dialog = modal(page)
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box?.width).toBe(360)
  const walletButton = dialog.getByRole('button', { name: /Foyer Dev Wallet/ })
  await expect(walletButton).toBeVisible()
  const style = await walletButton.evaluate((el) => {
    const s = getComputedStyle(el)
    return { color: s.color, size: s.fontSize, display: s.display }
  })
  expect(style.color).not.toBe('rgb(255, 0, 0)')
  expect(style.size).not.toBe('40px')
  expect(style.display).not.toBe('none')
})
