import { afterEach, expect, test, vi } from 'vitest'
import { isRestrictedTimeZone, restrictedTimeZones } from './restrictedTimeZones.js'

// Node reads TZ again when it changes: the visitor's clock, set per test.
const originalTz = process.env.TZ
afterEach(() => {
  // process.env holds strings: assigning undefined would set TZ to "undefined".
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
  vi.restoreAllMocks()
})

/** The restricted zones in the tz database's own spelling (every one but the list's 'Asia/Beijing'). */
const ianaZones = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'PRC',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]

test('behavior: a visitor whose clock is in any restricted zone is found restricted', () => {
  for (const zone of ianaZones) {
    expect(restrictedTimeZones.has(zone.toUpperCase()), zone).toBe(true)
    process.env.TZ = zone
    expect(isRestrictedTimeZone(), zone).toBe(true)
  }
})

test('behavior: other zones are not, at UTC+8 and UTC+6 too', () => {
  for (const zone of [
    'Europe/Paris',
    'America/New_York',
    'UTC',
    'Asia/Singapore',
    'Asia/Taipei',
    'Asia/Dhaka',
  ]) {
    process.env.TZ = zone
    expect(isRestrictedTimeZone(), zone).toBe(false)
  }
})

test("rule: outside UTC+8 and UTC+6, Intl's date formatter is not created (its first costs 19 to 50 ms on load)", () => {
  const formatter = vi.spyOn(Intl, 'DateTimeFormat')
  process.env.TZ = 'Europe/Paris'
  expect(isRestrictedTimeZone()).toBe(false)
  expect(formatter).not.toHaveBeenCalled()
  process.env.TZ = 'Asia/Shanghai'
  expect(isRestrictedTimeZone()).toBe(true)
  expect(formatter).toHaveBeenCalled()
})

test('behavior: a zone given by name is checked as given', () => {
  expect(isRestrictedTimeZone('Asia/Hong_Kong')).toBe(true)
  expect(isRestrictedTimeZone('asia/macau')).toBe(true)
  expect(isRestrictedTimeZone('Asia/Tokyo')).toBe(false)
})
