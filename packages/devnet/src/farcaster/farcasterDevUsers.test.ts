import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { farcasterDevUsers, farcasterRegistrar } from './farcasterDevUsers.js'

describe('farcasterDevUsers', () => {
  test('default: alice and bob, with fixed custody addresses (the same on every machine)', () => {
    expect(
      farcasterDevUsers.map(({ fid, username, custodyAddress }) => ({ fid, username, custodyAddress })),
    ).toMatchInlineSnapshot(`
      [
        {
          "custodyAddress": "0xB608C4e301DaD9eE6652C7C629A67d995b6bA600",
          "fid": 1001,
          "username": "alice",
        },
        {
          "custodyAddress": "0x955EB69653d084Ed451eC6b02D6A9Be58526bbD8",
          "fid": 1002,
          "username": "bob",
        },
      ]
    `)
    for (const user of farcasterDevUsers) {
      expect(privateKeyToAccount(user.custodyPrivateKey).address).toBe(user.custodyAddress)
    }
  })

  test('behavior: the registrar is Hardhat account #13', () => {
    const account = mnemonicToAccount('test test test test test test test test test test test junk', {
      addressIndex: 13,
    })
    expect(account.address).toBe(farcasterRegistrar.address)
    expect(privateKeyToAccount(farcasterRegistrar.privateKey).address).toBe(farcasterRegistrar.address)
  })
})
