import { expect, test } from 'vitest'
import { walletInitials } from './walletInitials.js'

test.each([
  ['MetaMask', 'MM'],
  ['Trust Wallet', 'T'],
  ['Ledger Live', 'LL'],
  ['OKX Wallet', 'OK'],
  ['Rabby', 'R'],
  ['imToken', 'IT'],
  ["D'CENT Wallet", 'DC'],
  ['f(x) Wallet', 'FX'],
  ['1inch Wallet', '1'],
  ['Wallet', 'W'],
  ['', '?'],
])('behavior: %s → %s', (name, initials) => {
  expect(walletInitials(name)).toBe(initials)
})
