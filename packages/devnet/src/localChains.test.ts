import { expect, test } from 'vitest'
import { defaultLocalChains, parseLocalChains } from './localChains.js'

test('default: without the variable, the default ports', () => {
  expect(parseLocalChains(undefined)).toEqual(defaultLocalChains)
  expect(parseLocalChains('')).toEqual(defaultLocalChains)
})

test("behavior: the scripts' chains, entries of another shape skipped", () => {
  const chains = [{ chainId: 5, name: 'Five', rpcUrl: 'http://127.0.0.1:9' }, { chainId: '6' }, null]
  expect(parseLocalChains(JSON.stringify(chains))).toEqual([chains[0]])
  expect(parseLocalChains('{"not":"a list"}')).toEqual(defaultLocalChains)
})
