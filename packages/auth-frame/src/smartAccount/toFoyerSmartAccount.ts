import type { Address, Hex, LocalAccount, TypedData, TypedDataDefinition } from 'viem'
import { encodeFunctionData, toPrefixedMessage, zeroHash } from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { wrapTypedDataSignature } from 'viem/experimental/erc7739'
import { InvalidRequestError } from '../errors.js'
import { FOYER_ACCOUNT_DOMAIN, foyerAccountFactoryAbi } from './abi.js'
import { decodeCalls, encodeCalls } from './encodeCalls.js'

export interface ToFoyerSmartAccountParameters {
  /** A client of the chain, with its `chain` set: its id goes into every signature. */
  client: FoyerSmartAccountImplementation['client']
  /** The key that owns the account (see toWalletOwner). */
  owner: LocalAccount
  /** FoyerAccountFactory on this chain. */
  factory: Address
  /** Picks one of the owner's accounts; 0 by default. */
  salt?: bigint | undefined
}

export type FoyerSmartAccountImplementation = SmartAccountImplementation<
  typeof entryPoint08Abi,
  '0.8',
  { owner: LocalAccount; factory: Address; salt: bigint }
>

export type FoyerSmartAccount = SmartAccount<FoyerSmartAccountImplementation>

/** Any well-formed 65-byte signature: ECDSA recovery must not fail while the bundler estimates gas. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A viem smart account for FoyerAccount (ERC-4337 on EntryPoint v0.8, ERC-7579 execution, ERC-7739
 * signatures), created by FoyerAccountFactory on its first user operation. Its address is counterfactual.
 * - Calls: ERC-7579 `execute`, single mode for one call, batch mode for more.
 * - User operations: the owner signs EntryPoint v0.8's EIP-712 PackedUserOperation.
 * - signMessage / signTypedData: ERC-7739 nested signatures (PersonalSign, TypedDataSign) bound to this
 *   account's domain; before the account exists, viem's toSmartAccount wraps them in ERC-6492 with the
 *   factory call, so verifiers can still check them.
 *
 * @example
 * const account = await toFoyerSmartAccount({ client, owner: toWalletOwner(wallet), factory })
 * const bundler = createBundlerClient({ account, client, transport: http(bundlerUrl) })
 * await bundler.sendUserOperation({ calls: [{ to, value: 1n }] })
 */
export async function toFoyerSmartAccount(
  parameters: ToFoyerSmartAccountParameters,
): Promise<FoyerSmartAccount> {
  const { client, owner, factory, salt = 0n } = parameters
  const chainId = client.chain?.id
  if (chainId === undefined) throw new InvalidRequestError('The smart account needs a client with a chain')
  const entryPoint = { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' } as const
  const address = await readContract(client, {
    address: factory,
    abi: foyerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  // FoyerAccount's ERC-7739 verifier domain (what its eip712Domain() answers), known without a call.
  const domain = { ...FOYER_ACCOUNT_DOMAIN, chainId, verifyingContract: address }

  return toSmartAccount({
    client,
    entryPoint,
    extend: { owner, factory, salt },

    async decodeCalls(data) {
      return decodeCalls(data)
    },

    async encodeCalls(calls) {
      return encodeCalls(calls)
    },

    async getAddress() {
      return address
    },

    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: foyerAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory, factoryData }
    },

    async getStubSignature() {
      return STUB_SIGNATURE
    },

    async signMessage({ message }) {
      // ERC-7739 PersonalSign: what viem's experimental erc7739 signMessage signs, without its domain call.
      return owner.signTypedData({
        domain,
        types: { PersonalSign: [{ name: 'prefixed', type: 'bytes' }] },
        primaryType: 'PersonalSign',
        message: { prefixed: toPrefixedMessage(message) },
      })
    },

    async signTypedData(typedData) {
      return signNestedTypedData(owner, { ...domain, salt: zeroHash }, typedData as AnyTypedData)
    },

    async signUserOperation(userOperation) {
      const { chainId: _, ...fields } = userOperation
      const typedData = getUserOperationTypedData({
        chainId,
        entryPointAddress: entryPoint.address,
        userOperation: { ...fields, sender: address },
      })
      return owner.signTypedData(typedData)
    },
  })
}

type AnyTypedData = TypedDataDefinition<Record<string, unknown>, string>

/**
 * ERC-7739 TypedDataSign: the owner signs the app's typed data nested in the account's domain, and the
 * signature carries what the account needs to rebuild the hash (viem's wrapTypedDataSignature).
 */
async function signNestedTypedData(
  owner: LocalAccount,
  verifierDomain: { name: string; version: string; chainId: number; verifyingContract: Address; salt: Hex },
  typedData: AnyTypedData,
): Promise<Hex> {
  const { domain, types, primaryType, message } = typedData
  if (primaryType === 'EIP712Domain')
    throw new InvalidRequestError('An EIP712Domain cannot be signed by a smart account (ERC-7739)')
  const nested: AnyTypedData = {
    domain,
    types: {
      ...types,
      TypedDataSign: [
        { name: 'contents', type: primaryType },
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
        { name: 'salt', type: 'bytes32' },
      ],
    },
    primaryType: 'TypedDataSign',
    message: { contents: message, ...verifierDomain },
  }
  const signature = await owner.signTypedData(nested)
  return wrapTypedDataSignature({ domain, types: types as TypedData, primaryType, message, signature })
}
