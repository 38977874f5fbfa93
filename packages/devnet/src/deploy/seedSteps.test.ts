import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { devAccounts } from '../accounts.js'
import { DEPLOYER_INDEX, hardhatAccounts, RECEIVE_ONLY } from './hardhatAccounts.js'
import { payerOf, SEED_ACTIONS } from './seedSteps.js'

describe('SEED_ACTIONS', () => {
  test('behavior: the dev accounts (#0–#2) never pay for a seeding transaction', () => {
    const payers = new Set(SEED_ACTIONS.map(payerOf))
    for (const index of RECEIVE_ONLY) expect(payers.has(index), `#${index}`).toBe(false)
    expect([...payers].sort()).toEqual([3, 4, 5, 6, 7, 8, DEPLOYER_INDEX])
  })

  test('behavior: the dev accounts send, too, through permits (no gas of their own)', () => {
    const sent = SEED_ACTIONS.filter((action) => action.do === 'permitTransfer').map((action) => action.owner)
    expect(sent).toEqual([0, 1, 0])
  })
})

describe('hardhatAccounts', () => {
  test('behavior: the ten keys are Hardhat’s default mnemonic, and #0–#4 are devAccounts', () => {
    const mnemonic = 'test test test test test test test test test test test junk'
    hardhatAccounts.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(mnemonic, { addressIndex }).address).toBe(account.address)
    })
    expect(hardhatAccounts.slice(0, devAccounts.length)).toEqual(devAccounts)
  })
})
