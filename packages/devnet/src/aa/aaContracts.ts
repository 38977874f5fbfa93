import entryPointArtifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with {
  type: 'json',
}
import simpleAccountFactoryArtifact from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' with {
  type: 'json',
}
import { type Address, encodeAbiParameters, getContractAddress, type Hex } from 'viem'
import { aaDevAccounts } from './aaAccounts.js'
import { foyerAccountBytecode, foyerAccountFactoryBytecode } from './contracts/foyerAccount.js'
import { devnetVerifyingPaymasterBytecode } from './contracts/verifyingPaymaster.js'

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 factory) every chain has at this address, and the
 * pre-signed, chain-less transaction that puts it there (sent by DETERMINISTIC_DEPLOYER_SIGNER, which needs
 * 0.01 ETH). The EntryPoint and SimpleAccountFactory land at their canonical addresses through it, and
 * Foyer's own contracts at addresses fixed by their bytecode.
 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
export const DETERMINISTIC_DEPLOYER_SIGNER: Address = '0x3fab184622dc19b6109349b94811493bf2a45362'
export const DETERMINISTIC_DEPLOYER_TRANSACTION: Hex =
  '0xf8a58085174876e800830186a08080b853604580600e600039806000f350fe7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf31ba02222222222222222222222222222222222222222222222222222222222222222a02222222222222222222222222222222222222222222222222222222222222222'

/** A contract created through the deterministic deployer: `salt ++ initCode` is the transaction's data. */
export interface DeterministicContract {
  name: string
  salt: Hex
  initCode: Hex
  address: Address
}

const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`

function deterministic(name: string, salt: Hex, initCode: Hex): DeterministicContract {
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt,
    bytecode: initCode,
  })
  return Object.freeze({ name, salt, initCode, address })
}

const addresses = (values: readonly Address[]) =>
  encodeAbiParameters(
    values.map(() => ({ type: 'address' })),
    values,
  ).slice(2)

/** EntryPoint v0.8 from @account-abstraction/contracts 0.8.0, with the salt of its canonical deployment. */
const entryPoint = deterministic(
  'EntryPoint v0.8',
  '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
  entryPointArtifact.bytecode as Hex,
)

/** SimpleAccountFactory v0.8 (it creates the SimpleAccount implementation in its constructor). */
const simpleAccountFactory = deterministic(
  'SimpleAccountFactory',
  ZERO_SALT,
  `${simpleAccountFactoryArtifact.bytecode as Hex}${addresses([entryPoint.address])}`,
)

/** The devnet's verifying paymaster (contracts/DevnetVerifyingPaymaster.sol): signer #16, owner #15. */
const paymaster = deterministic(
  'DevnetVerifyingPaymaster',
  ZERO_SALT,
  `${devnetVerifyingPaymasterBytecode}${addresses([
    entryPoint.address,
    aaDevAccounts.paymasterSigner.address,
    aaDevAccounts.deployer.address,
  ])}`,
)

/** FoyerAccount (contracts/FoyerAccount.sol): the implementation every Foyer smart account is a clone of. */
const accountImplementation = deterministic('FoyerAccount', ZERO_SALT, foyerAccountBytecode)

/** FoyerAccountFactory (contracts/FoyerAccountFactory.sol): clones accountImplementation for an owner. */
const accountFactory = deterministic(
  'FoyerAccountFactory',
  ZERO_SALT,
  `${foyerAccountFactoryBytecode}${addresses([accountImplementation.address])}`,
)

/** The contracts deployAccountAbstraction creates, in order. */
export const AA_CONTRACTS: readonly DeterministicContract[] = Object.freeze([
  entryPoint,
  simpleAccountFactory,
  paymaster,
  accountImplementation,
  accountFactory,
])

/** The account-abstraction contracts of the devnet: the same addresses on every devnet chain. */
export interface DevnetAccountAbstraction {
  /** EntryPoint v0.8, at its canonical address (viem's `entryPoint08Address`). */
  entryPoint: Address
  entryPointVersion: '0.8'
  /** SimpleAccountFactory v0.8 at its canonical address; `createAccount(owner, salt)` only from the EntryPoint. */
  simpleAccountFactory: Address
  /**
   * FoyerAccountFactory: `createAccount(owner, salt)` (anyone may call it; idempotent) and
   * `getAddress(owner, salt)` for Foyer's ERC-4337 + ERC-7579 + ERC-7739 smart accounts.
   */
  accountFactory: Address
  /** FoyerAccount, the implementation the factory's accounts are clones of (never an account itself). */
  accountImplementation: Address
  /** The verifying paymaster, which sponsors the user operations its signer signed. */
  paymaster: Address
  /** The paymaster's signer (Hardhat account #16). */
  paymasterSigner: Address
  deterministicDeployer: Address
}

/**
 * Where the account-abstraction contracts are on every devnet chain (after deployAccountAbstraction).
 *
 * @example
 * DEVNET_ACCOUNT_ABSTRACTION.entryPoint // '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
 */
export const DEVNET_ACCOUNT_ABSTRACTION: DevnetAccountAbstraction = Object.freeze({
  entryPoint: entryPoint.address,
  entryPointVersion: '0.8',
  simpleAccountFactory: simpleAccountFactory.address,
  accountFactory: accountFactory.address,
  accountImplementation: accountImplementation.address,
  paymaster: paymaster.address,
  paymasterSigner: aaDevAccounts.paymasterSigner.address,
  deterministicDeployer: DETERMINISTIC_DEPLOYER,
})
