import { describe, expect, test } from 'vitest'
import { createFakeProvider, testInfo } from '../test/index.js'
import { parseAnnouncement } from './parseAnnouncement.js'

describe('parseAnnouncement', () => {
  test('default', () => {
    const provider = createFakeProvider()
    const result = parseAnnouncement({ info: testInfo(), provider })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.detail.info).toEqual(testInfo())
    // The provider object itself is kept: identity is how the legacy slot is deduplicated.
    expect(result.detail.provider).toBe(provider)
  })

  test('behavior: accepts an https icon', () => {
    const result = parseAnnouncement({
      info: testInfo({ icon: 'https://wallet.example/icon.png' }),
      provider: createFakeProvider(),
    })
    expect(result.success).toBe(true)
  })

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['http://wallet.example/icon.png'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//wallet.example/icon.png'],
    ['icon.png'],
    [''],
  ])('behavior: rejects the icon %j', (icon) => {
    const result = parseAnnouncement({ info: testInfo({ icon }), provider: createFakeProvider() })
    expect(result).toMatchObject({ success: false, reason: expect.stringContaining('info.icon') })
  })

  test('behavior: rejects a provider without a request function', () => {
    expect(parseAnnouncement({ info: testInfo(), provider: { request: 'nope' } })).toMatchInlineSnapshot(`
      {
        "reason": "provider: provider must have a request function",
        "success": false,
      }
    `)
    expect(parseAnnouncement({ info: testInfo(), provider: null }).success).toBe(false)
    expect(parseAnnouncement({ info: testInfo() }).success).toBe(false)
  })

  test.each([
    ['uuid', ''],
    ['name', '   '],
    ['name', 42],
    ['rdns', 'injected'],
    ['rdns', 'io metamask'],
    ['rdns', undefined],
  ])('behavior: rejects info.%s = %j', (field, value) => {
    const result = parseAnnouncement({ info: testInfo({ [field]: value }), provider: createFakeProvider() })
    expect(result).toMatchObject({ success: false, reason: expect.stringContaining(`info.${field}`) })
  })

  test.each([[undefined], [null], ['detail'], [{}]])('behavior: rejects a detail of %j', (detail) => {
    expect(parseAnnouncement(detail).success).toBe(false)
  })
})
