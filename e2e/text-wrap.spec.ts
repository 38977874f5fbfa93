import type { Locator, Page } from '@playwright/test'
import { startEmailLogin } from './emailLogin.js'
import { apiUrl, demoUrl, expect, modal, test } from './fixtures.js'

// How the modal wraps what it cannot cut (issue #31): a wallet's name in a row and in the header wraps
// to a second line before an ellipsis cuts it (Japanese names have no spaces to wrap at), and an email
// address that fits on a line of its own is never split at one of its hyphens.

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
]

/** Japanese with no spaces, as a wallet's name in the directory could be; sliced to the length needed. */
const japanese = '日本語の名前がとても長い暗号資産ウォレットです。'.repeat(4)

interface TextLayout {
  /** The element's text as it is laid out, one string a line (lines that overflow included). */
  lines: string[]
  /** Where each line starts, from the top of the page's viewport. */
  tops: number[]
  lineHeight: number
  /** The width the text would take on one line. */
  width: number
  /** The sizes of the element, or of the block it is in when it is an inline one. */
  clientWidth: number
  scrollWidth: number
  clientHeight: number
  scrollHeight: number
}

/**
 * How the text of `element` (or only `part` of it) is laid out: each character's box, from a Range over
 * it, grouped into lines by its top. A box outside the element's overflow clip still counts: a name cut
 * after two lines shows as a third line here.
 */
function textLayout(element: Locator, part?: string): Promise<TextLayout> {
  return element.evaluate((node, wanted) => {
    const characters: { node: Text; offset: number }[] = []
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null)
      for (let offset = 0; offset < text.data.length; offset++) characters.push({ node: text, offset })
    const all = characters.map(({ node: text, offset }) => text.data[offset]).join('')
    const start = wanted ? all.indexOf(wanted) : 0
    const chosen = characters.slice(start, wanted ? start + wanted.length : undefined)
    const lines: { top: number; text: string }[] = []
    let width = 0
    for (const { node: text, offset } of chosen) {
      const range = document.createRange()
      range.setStart(text, offset)
      range.setEnd(text, offset + 1)
      const box = range.getBoundingClientRect()
      width += box.width
      const line = lines.find((item) => Math.abs(item.top - box.top) < box.height / 2)
      if (line) line.text += text.data[offset]
      else lines.push({ top: box.top, text: text.data[offset] ?? '' })
    }
    let element = node as HTMLElement
    while (getComputedStyle(element).display === 'inline' && element.parentElement)
      element = element.parentElement
    lines.sort((a, b) => a.top - b.top)
    return {
      lines: lines.map((line) => line.text),
      tops: lines.map((line) => line.top),
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      width,
      clientWidth: element.clientWidth,
      scrollWidth: element.scrollWidth,
      clientHeight: element.clientHeight,
      scrollHeight: element.scrollHeight,
    }
  }, part)
}

/** A name on two lines with nothing cut: no ellipsis, nothing clipped at its end or its foot. */
async function expectTwoWholeLines(element: Locator, what: string) {
  const layout = await textLayout(element)
  const text = layout.lines.join('')
  // Only a name longer than one line and shorter than two says anything.
  expect(layout.width, `${what}: the name is longer than one line`).toBeGreaterThan(layout.clientWidth)
  expect(layout.width, `${what}: the name fits in two lines`).toBeLessThan(
    2 * layout.clientWidth - (2 * layout.width) / text.length,
  )
  expect(layout.lines, `${what}: the name's lines`).toHaveLength(2)
  expect(layout.scrollWidth, `${what}: nothing cut at the line's end`).toBeLessThanOrEqual(layout.clientWidth)
  expect(layout.scrollHeight, `${what}: nothing cut at the foot`).toBeLessThanOrEqual(layout.clientHeight + 1)
}

/** Opens the modal in the page's language (the button's name is translated). */
async function openModal(page: Page) {
  await page.locator('foyer-connect-button').getByRole('button').click()
  await expect(modal(page)).toBeVisible()
}

for (const size of sizes) {
  test(`rule: in Japanese a wallet's name longer than its row wraps to a second line, not an ellipsis (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    // The directory's first wallet of every answer takes the Japanese name, once it is chosen.
    let renamed: string | undefined
    let original: string | undefined
    await page.route(`${apiUrl()}/getWallets?**`, async (route) => {
      const response = await route.fetch()
      const json = (await response.json()) as { data: { name: string }[] }
      const first = json.data[0]
      if (first && renamed) first.name = renamed
      else original ??= first?.name
      await route.fulfill({ response, json })
    })
    await page.goto(`${demoUrl()}/?locale=ja`)
    await openModal(page)
    const wallets = modal(page).getByRole('list', { name: 'ウォレット', exact: true })
    await expect(wallets).toHaveAttribute('aria-busy', 'false')
    expect(original, 'the directory answered').toBeDefined()

    // A name a third longer than the row's label is wide, in the label's font (no CJK font is needed:
    // the line breaks between ideographs are the same with the fallback's boxes).
    const label = wallets.getByText(original ?? '', { exact: true })
    const { room, perCharacter } = await label.evaluate(
      (node, sample) => {
        const probe = document.createTextNode(sample)
        node.append(probe)
        const range = document.createRange()
        range.selectNodeContents(probe)
        const width = range.getBoundingClientRect().width
        probe.remove()
        return { room: node.clientWidth, perCharacter: width / sample.length }
      },
      japanese.slice(0, 10),
    )
    renamed = japanese.slice(0, Math.round((1.35 * room) / perCharacter))

    await page.reload()
    await openModal(page)
    await expect(wallets).toHaveAttribute('aria-busy', 'false')
    await expectTwoWholeLines(wallets.getByText(renamed, { exact: true }), 'Connect')

    await modal(page)
      .getByRole('button', { name: /^すべてのウォレット/ })
      .click()
    const allWallets = modal(page).getByRole('list', { name: 'すべてのウォレット', exact: true })
    await expectTwoWholeLines(allWallets.getByText(renamed, { exact: true }), 'All Wallets')

    // Chosen, the wallet's name is the view's title (the WalletConnect pairing or the way to get it).
    await allWallets.getByRole('button', { name: renamed }).click()
    await expectTwoWholeLines(modal(page).getByRole('heading', { name: renamed }), 'the title')
  })

  test(`rule: an email address that fits on a line is never split at its hyphen (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    const email = `ada-lovelace-${Math.random().toString(36).slice(2, 8)}@long-domain-example.test`
    await startEmailLogin(page, email)
    const sentence = modal(page).getByText(`Enter the code we sent to ${email}`)
    const whole = await textLayout(sentence)
    const address = await textLayout(sentence, email)
    // Only an address that fits on a line, in a sentence that does not, says anything.
    expect(address.width, 'the address fits on one line').toBeLessThanOrEqual(whole.clientWidth)
    expect(whole.lines.length, 'the sentence takes two lines').toBeGreaterThan(1)
    expect(address.lines, 'the address on one line').toEqual([email])
    // On the sentence's next line, not set apart below it.
    for (const [index, top] of whole.tops.entries())
      if (index > 0)
        expect(top - (whole.tops[index - 1] ?? 0), 'the lines one line height apart').toBeCloseTo(
          whole.lineHeight,
          0,
        )
    // What is copied is the address itself, hyphens and all.
    expect(whole.lines.join('')).toContain(email)
  })
}
