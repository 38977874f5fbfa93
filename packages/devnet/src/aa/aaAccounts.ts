import type { DevAccount } from '../deploy/hardhatAccounts.js'

/**
 * The Hardhat accounts (#15–#19 of the default mnemonic, each funded with 10 000 ETH by the node) that
 * the account-abstraction infrastructure uses. None of them is a dev wallet's, a seeding neighbour's or the
 * world deployer's (#0–#9); #10 (the e2e tests' fresh account), #11–#14 (#12 is Harbor Vault) stay free.
 * Public test keys: never use them on a real network.
 */
export const aaDevAccounts: {
  /** #15: sends the deployment transactions through the deterministic deployer; owns the paymaster. */
  readonly deployer: DevAccount
  /** #16: the verifying paymaster's signer (signs off-chain only, never sends a transaction). */
  readonly paymasterSigner: DevAccount
  /** #17 and #18: the bundler's executors, which send `handleOps`. */
  readonly bundlerExecutors: readonly [DevAccount, DevAccount]
  /** #19: the bundler's utility account (deploys its simulation contracts, refills the executors). */
  readonly bundlerUtility: DevAccount
} = Object.freeze({
  deployer: {
    address: '0xcd3B766CCDd6AE721141F452C550Ca635964ce71',
    privateKey: '0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61',
  },
  paymasterSigner: {
    address: '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
    privateKey: '0xea6c44ac03bff858b476bba40716402b03e41b8e97e276d1baec7c37d42484a0',
  },
  bundlerExecutors: Object.freeze([
    {
      address: '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E',
      privateKey: '0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd',
    },
    {
      address: '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
      privateKey: '0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0',
    },
  ] as const),
  bundlerUtility: {
    address: '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
    privateKey: '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e',
  },
} as const)
