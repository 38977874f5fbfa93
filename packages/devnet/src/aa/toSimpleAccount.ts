import { type Address, BaseError, decodeFunctionData, encodeFunctionData, type LocalAccount } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { DEVNET_ACCOUNT_ABSTRACTION } from './aaContracts.js'
import { SmartAccountSignatureNotSupportedError } from './errors.js'

export interface ToSimpleAccountParameters {
  /** A client of the chain (its `chain` gives the chain id the user operations are signed for). */
  client: SimpleAccountImplementation['client']
  /** The key that owns the account (and signs its user operations). */
  owner: LocalAccount
  /** Picks one of the owner's accounts; 0 by default. */
  salt?: bigint
  /** The SimpleAccountFactory; the devnet's (canonical v0.8) by default. */
  factoryAddress?: Address
}

export type SimpleAccountImplementation = SmartAccountImplementation<
  typeof entryPoint08Abi,
  '0.8',
  { abi: typeof simpleAccountAbi; owner: LocalAccount; factory: Address; salt: bigint }
>

export type ToSimpleAccountReturnType = SmartAccount<SimpleAccountImplementation>

/** Any well-formed signature: ECDSA recovery must not revert while the bundler estimates gas. */
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A viem smart account for eth-infinitism's SimpleAccount v0.8 (EntryPoint v0.8), created on its first
 * user operation by the devnet's SimpleAccountFactory. Its address is counterfactual: known (and
 * fundable) before it exists. The owner signs each user operation as EIP-712 typed data. SimpleAccount
 * has no ERC-1271, so `signMessage` and `signTypedData` throw SmartAccountSignatureNotSupportedError.
 *
 * @example
 * const account = await toSimpleAccount({ client: publicClient, owner: privateKeyToAccount(key) })
 * const bundler = createBundlerClient({ account, client: publicClient, transport: http(bundlerUrl) })
 * await bundler.sendUserOperation({ calls: [{ to, value: parseEther('1') }] })
 */
export async function toSimpleAccount(
  parameters: ToSimpleAccountParameters,
): Promise<ToSimpleAccountReturnType> {
  const {
    client,
    owner,
    salt = 0n,
    factoryAddress = DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory,
  } = parameters
  const entryPoint = {
    abi: entryPoint08Abi,
    address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
    version: '0.8',
  } as const
  let address: Address | undefined

  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: simpleAccountAbi, owner, factory: factoryAddress, salt },

    async decodeCalls(data) {
      const result = decodeFunctionData({ abi: simpleAccountAbi, data })
      if (result.functionName === 'execute') {
        return [{ to: result.args[0], value: result.args[1], data: result.args[2] }]
      }
      if (result.functionName === 'executeBatch') {
        return result.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
      }
      throw new BaseError(`unable to decode calls for "${result.functionName}"`)
    },

    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) {
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },

    async getAddress() {
      address ??= await readContract(client, {
        address: factoryAddress,
        abi: simpleAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner.address, salt],
      })
      return address
    },

    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: simpleAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory: factoryAddress, factoryData }
    },

    async getStubSignature() {
      return STUB_SIGNATURE
    },

    async signMessage() {
      throw new SmartAccountSignatureNotSupportedError()
    },

    async signTypedData() {
      throw new SmartAccountSignatureNotSupportedError()
    },

    async signUserOperation(userOperation) {
      const { chainId = client.chain?.id, ...fields } = userOperation
      if (chainId === undefined) throw new BaseError('the client has no chain: pass `chainId`')
      const typedData = getUserOperationTypedData({
        chainId,
        entryPointAddress: entryPoint.address,
        userOperation: { ...fields, sender: await this.getAddress() },
      })
      return owner.signTypedData(typedData)
    },
  })
}

/** The parts of SimpleAccount v0.8 the smart account calls. */
export const simpleAccountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/** The parts of SimpleAccountFactory v0.8 the smart account calls. */
export const simpleAccountFactoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'ret', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const
