import { getFreePort, type RunningChain, startChain } from '@foyer/devnet'
import { DEVNET_ACCOUNT_ABSTRACTION, deployAccountAbstraction } from '@foyer/devnet/aa'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  hashTypedData,
  http,
  parseAbi,
  serializeErc6492Signature,
  toPrefixedMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainRegistry, type EvmChain } from './createChainRegistry.js'
import { verifyAccountSignature } from './verifyAccountSignature.js'

// The embedded wallet's smart account (issue #29): the account factory's account of (owner, 0), on a real
// chain. It signs in before its first user operation, when it has no code yet: ERC-6492.
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const CHAIN_ID = 31337
const message = 'example.com wants you to sign in with your Ethereum account'

let node: RunningChain
let chain: EvmChain
/** A chain whose RPC is down: a check that asks it fails. */
let deadChain: EvmChain

beforeAll(async () => {
  node = await startChain({ chainId: CHAIN_ID })
  await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID })
  chain = createChainRegistry([
    { caipNetworkId: `eip155:${CHAIN_ID}`, name: 'Local', rpcUrl: node.rpcUrl },
  ]).requireEvm(`eip155:${CHAIN_ID}`)
  const dead = `http://127.0.0.1:${await getFreePort()}`
  deadChain = createChainRegistry([
    { caipNetworkId: `eip155:${CHAIN_ID}`, name: 'Down', rpcUrl: dead },
  ]).requireEvm(`eip155:${CHAIN_ID}`)
}, 120_000)
afterAll(() => node?.stop())

/**
 * A new owner's undeployed smart account, and its ERC-6492 signature of `text`: the owner's ERC-7739
 * PersonalSign (the account's EIP-712 domain) wrapped with the factory's createAccount(owner, 0).
 */
async function undeployedAccount(text = message) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const { accountFactory } = DEVNET_ACCOUNT_ABSTRACTION
  const client = createPublicClient({ transport: http(node.rpcUrl) })
  const address: Address = await client.readContract({
    address: accountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const inner = await owner.sign({
    hash: hashTypedData({
      domain: { name: 'FoyerAccount', version: '1', chainId: CHAIN_ID, verifyingContract: address },
      types: { PersonalSign: [{ name: 'prefixed', type: 'bytes' }] },
      primaryType: 'PersonalSign',
      message: { prefixed: toPrefixedMessage(text) },
    }),
  })
  const signature = serializeErc6492Signature({
    address: accountFactory,
    data: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }),
    signature: inner,
  })
  return { owner, address, inner, signature, client }
}

describe('verifyAccountSignature', () => {
  test('default: an EOA is checked locally, with no chain call', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const signature = await owner.signMessage({ message })
    // The chain is down: a local check never asks it.
    expect(
      await verifyAccountSignature({ address: owner.address, message, signature, chain: deadChain }),
    ).toBe(true)
    expect(await verifyAccountSignature({ address: owner.address, message: 'other', signature })).toBe(false)
  })

  test('behavior: an ERC-6492 signature of a smart account that is not deployed yet is checked on the chain', async () => {
    const { address, signature, client } = await undeployedAccount()
    expect(await client.getCode({ address })).toBeUndefined()
    expect(await verifyAccountSignature({ address, message, signature, chain })).toBe(true)
    // The check simulates the deployment; nothing is deployed.
    expect(await client.getCode({ address })).toBeUndefined()
  })

  test('error: a 6492 signature of another message, another account, or without a chain is not valid', async () => {
    const { address, signature } = await undeployedAccount()
    expect(await verifyAccountSignature({ address, message: 'another message', signature, chain })).toBe(
      false,
    )
    const other = await undeployedAccount()
    expect(await verifyAccountSignature({ address: other.address, message, signature, chain })).toBe(false)
    expect(await verifyAccountSignature({ address, message, signature })).toBe(false)
    // The owner's plain personal_sign is not the account's signature (ERC-7739 binds it to the account).
    const plain = await undeployedAccount()
    const ownerSignature = await plain.owner.signMessage({ message })
    expect(
      await verifyAccountSignature({ address: plain.address, message, signature: ownerSignature, chain }),
    ).toBe(false)
  })

  test('error: the chain down is an error, not a refusal', async () => {
    const { address, signature } = await undeployedAccount()
    await expect(
      verifyAccountSignature({ address, message, signature, chain: deadChain }),
    ).rejects.toMatchObject({
      code: 'CHAIN_UNAVAILABLE',
    })
  })
})
