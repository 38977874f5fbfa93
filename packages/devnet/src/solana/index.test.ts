import { expect, test } from 'vitest'
import * as solana from './index.js'

test('exports', () => {
  expect(Object.keys(solana).sort()).toMatchInlineSnapshot(`
    [
      "SOLANA_LOCAL_CAIP_NETWORK_ID",
      "SOLANA_LOCAL_GENESIS_HASH",
      "SolanaLedgerStartError",
      "solanaDevAccounts",
      "solanaDevTokens",
      "startSolanaLedger",
    ]
  `)
})

test('behavior: the dev accounts and the network id are known without a ledger', () => {
  expect(solana.solanaDevAccounts.map((account) => account.address)).toHaveLength(10)
  expect(new Set(solana.solanaDevAccounts.map((account) => account.address)).size).toBe(10)
  expect(solana.SOLANA_LOCAL_CAIP_NETWORK_ID).toBe(`solana:${solana.SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`)
})
