import { expect, test } from 'vitest'
import * as devnet from './index.js'
import * as wallet from './wallet/index.js'

test('exports', () => {
  expect(Object.keys(devnet).sort()).toMatchInlineSnapshot(`
    [
      "ChainStartError",
      "ChainStartTimeoutError",
      "DEVNET_CHAINS",
      "DevWalletBuildError",
      "HardhatNotFoundError",
      "WrongChainIdError",
      "buildDevWallet",
      "devAccounts",
      "getFreePort",
      "startChain",
      "startDevnet",
    ]
  `)
})

test('exports: @foyer/devnet/wallet', () => {
  expect(Object.keys(wallet).sort()).toMatchInlineSnapshot(`
    [
      "DevWalletControlError",
      "ProviderRpcError",
      "createApprovalQueue",
      "createDevWallet",
      "createMemoryStorage",
      "foyerDevWalletIcon",
      "installDevWallets",
      "lanternDevWalletIcon",
    ]
  `)
})
