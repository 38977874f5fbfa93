import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** An axe-core scan of the whole page (the modal's open shadow root included): no serious or critical rule. */
export async function expectNoSeriousViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${view}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** The named axe rules only, whatever their impact (for moderate rules the product must still pass). */
export async function expectNoViolationsOf(page: Page, view: string, rules: string[]) {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze()
  expect(
    results.violations.map(
      (v) => `${view}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([])
}
