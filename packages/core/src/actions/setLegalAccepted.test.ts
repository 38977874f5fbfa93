import { expect, test } from 'vitest'
import { createMemoryStorage } from '../kernel/storage/createMemoryStorage.js'
import { isLegalPending } from '../selectors/isLegalPending.js'
import { readLegalAcceptance } from '../state/connection/legalAcceptance.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { setLegalAccepted } from './setLegalAccepted.js'

const legal = { features: { legalCheckbox: true }, termsConditionsUrl: 'https://harbor.example/terms' }

test('default: without features.legalCheckbox nothing waits', () => {
  const { foyer } = createTestFoyer()
  expect(isLegalPending(foyer)).toBe(false)
})

test('behavior: the wallets wait for the tick, which is remembered for the next visit', () => {
  const storage = createMemoryStorage()
  const first = createTestFoyer({ options: { ...legal, storage } }).foyer
  readLegalAcceptance(first)
  expect(isLegalPending(first)).toBe(true)
  setLegalAccepted(first, true)
  expect(isLegalPending(first)).toBe(false)

  const returning = createTestFoyer({ options: { ...legal, storage } }).foyer
  readLegalAcceptance(returning)
  expect(isLegalPending(returning)).toBe(false)
  setLegalAccepted(returning, false)
  expect(isLegalPending(returning)).toBe(true)
  readLegalAcceptance(returning)
  expect(isLegalPending(returning)).toBe(true)
})

test('behavior: the legal checkbox without a link, or a link that is not a web page, is refused', () => {
  expect(() => createTestFoyer({ options: { features: { legalCheckbox: true } } })).toThrow(
    '`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl`',
  )
  expect(() => createTestFoyer({ options: { privacyPolicyUrl: 'javascript:alert(1)' } })).toThrow(
    'Invalid option `privacyPolicyUrl`',
  )
})
