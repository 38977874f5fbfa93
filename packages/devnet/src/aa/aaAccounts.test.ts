import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { hardhatAccounts } from '../deploy/hardhatAccounts.js'
import { aaDevAccounts } from './aaAccounts.js'

const mnemonic = 'test test test test test test test test test test test junk'

describe('aaDevAccounts', () => {
  test('default: Hardhat accounts #15–#19, apart from the ten the world uses', () => {
    const { deployer, paymasterSigner, bundlerExecutors, bundlerUtility } = aaDevAccounts
    const accounts = [deployer, paymasterSigner, ...bundlerExecutors, bundlerUtility]
    accounts.forEach((account, index) => {
      expect(mnemonicToAccount(mnemonic, { addressIndex: 15 + index }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    })
    const taken = new Set(hardhatAccounts.map((account) => account.address))
    expect(accounts.filter((account) => taken.has(account.address))).toEqual([])
  })
})
