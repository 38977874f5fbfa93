import { describe, expect, test } from 'vitest'
import { stringifyJson } from './stringifyJson.js'

describe('stringifyJson', () => {
  test('default: bigints as JSON numbers, undefined fields left out', () => {
    expect(
      stringifyJson({ rentEpoch: 2n ** 64n - 1n, a: undefined, b: [1, undefined, 'x"y'], c: null, d: true }),
    ).toBe('{"rentEpoch":18446744073709551615,"b":[1,null,"x\\"y"],"c":null,"d":true}')
  })
})
