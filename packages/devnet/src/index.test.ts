import { expect, test } from 'vitest'
import * as devnet from './index.js'
import * as wallet from './wallet/index.js'

test('exports', () => {
  expect(Object.keys(devnet).sort()).toMatchInlineSnapshot(`
    [
      "ChainStartError",
      "ChainStartTimeoutError",
      "DEVNET_CHAINS",
      "DEVNET_DEPLOYER",
      "DEVNET_NFTS",
      "DEVNET_ONRAMP_FUNDER",
      "DEVNET_SWAP",
      "DEVNET_TOKENS",
      "DeployAddressMismatchError",
      "DeployWorldError",
      "DeployerAlreadyUsedError",
      "DevWalletBuildError",
      "HardhatNotFoundError",
      "MailCatcherStartError",
      "MailWaitTimeoutError",
      "SOLANA_LOCAL_CAIP_NETWORK_ID",
      "SOLANA_LOCAL_GENESIS_HASH",
      "SolanaLedgerStartError",
      "WrongChainIdError",
      "airdropClaimAbi",
      "buildDevWallet",
      "buildMobileWallet",
      "deployWorld",
      "devAccounts",
      "foyerFactoryAbi",
      "foyerPairAbi",
      "foyerRouterAbi",
      "foyerTokenAbi",
      "getFreePort",
      "harborPassesAbi",
      "solanaDevAccounts",
      "solanaDevTokens",
      "startChain",
      "startDevnet",
      "startMailCatcher",
      "startRelay",
      "startSolanaLedger",
      "wrappedEtherAbi",
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
