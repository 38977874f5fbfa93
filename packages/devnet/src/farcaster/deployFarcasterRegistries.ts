import { FoyerError } from '@foyer/core'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  devIdRegistryAbi,
  devIdRegistryBytecode,
  devKeyRegistryAbi,
  devKeyRegistryBytecode,
} from './contracts/registries.js'
import { FarcasterRegistriesDeployError } from './errors.js'
import { type FarcasterDevUser, farcasterDevUsers, farcasterRegistrar } from './farcasterDevUsers.js'

/** Farcaster's IdRegistry on Optimism: where auth-client's viemConnector reads `idOf`. */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
/** Farcaster's KeyRegistry on Optimism: where auth-client's viemConnector reads `keyDataOf`. */
export const KEY_REGISTRY_ADDRESS: Address = '0x00000000fc1237824fb747abde0ff18990e59b7e'

export interface DeployFarcasterRegistriesParameters {
  /** JSON-RPC URL of an automining local Hardhat chain (see startChain); a RunningChain fits. */
  rpcUrl: string
  /** The users whose fid to register to their custody address; farcasterDevUsers by default. */
  users?: readonly Pick<FarcasterDevUser, 'fid' | 'custodyAddress'>[]
}

export interface DeployedFarcasterRegistries {
  idRegistry: Address
  keyRegistry: Address
  /** The account allowed to register fids and add keys (Hardhat account #13). */
  registrar: Address
  /** The fids registered, with their custody address. */
  users: { fid: number; custodyAddress: Address }[]
}

export type DeployFarcasterRegistriesErrorType = FarcasterRegistriesDeployError

const REGISTRIES = [
  {
    name: 'DevIdRegistry',
    address: ID_REGISTRY_ADDRESS,
    abi: devIdRegistryAbi,
    bytecode: devIdRegistryBytecode,
  },
  {
    name: 'DevKeyRegistry',
    address: KEY_REGISTRY_ADDRESS,
    abi: devKeyRegistryAbi,
    bytecode: devKeyRegistryBytecode,
  },
] as const

/**
 * Puts Farcaster's registries on a local Hardhat chain, at the Optimism addresses that
 * `@farcaster/auth-client`'s `viemConnector({ rpcUrl })` reads: deploys DevIdRegistry and DevKeyRegistry
 * from the registrar (Hardhat account #13), copies their runtime code to ID_REGISTRY_ADDRESS and
 * KEY_REGISTRY_ADDRESS with `hardhat_setCode` (the registrar is an immutable, in the code: no storage to
 * copy), then registers each user's fid to its custody address. Idempotent: registries already in place
 * (with this registrar) are kept, and fids already registered are not registered again.
 *
 * @example
 * const chain = await startChain({ chainId: 31337 })
 * await deployFarcasterRegistries({ rpcUrl: chain.rpcUrl })
 * await viemConnector({ rpcUrl: chain.rpcUrl }).getFid(farcasterDevUsers[0].custodyAddress) // 1001n
 */
export async function deployFarcasterRegistries(
  parameters: DeployFarcasterRegistriesParameters,
): Promise<DeployedFarcasterRegistries> {
  const { rpcUrl, users = farcasterDevUsers } = parameters
  const step = <T>(name: string, fn: () => Promise<T>) => guard(rpcUrl, name, fn)
  const transport = http(rpcUrl, { retryCount: 0 })
  const chainId = await step('read the chain id', () => createPublicClient({ transport }).getChainId())
  const chain = defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const publicClient: PublicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const wallet = createWalletClient({
    account: privateKeyToAccount(farcasterRegistrar.privateKey),
    chain,
    transport,
  })

  for (const registry of REGISTRIES) {
    if (await step(`read ${registry.name}`, () => isInPlace(publicClient, registry))) continue
    await step(`deploy ${registry.name}`, () => place(publicClient, wallet, registry))
  }
  for (const user of users) {
    await step(`register fid ${user.fid}`, () => register(publicClient, wallet, user))
  }
  return {
    idRegistry: ID_REGISTRY_ADDRESS,
    keyRegistry: KEY_REGISTRY_ADDRESS,
    registrar: farcasterRegistrar.address,
    users: users.map(({ fid, custodyAddress }) => ({ fid, custodyAddress })),
  }
}

type Registry = (typeof REGISTRIES)[number]

/** Whether the registry's address holds a registry of this registrar. */
async function isInPlace(client: PublicClient, registry: Registry): Promise<boolean> {
  const code = await client.getCode({ address: registry.address })
  if (code === undefined || code === '0x') return false
  try {
    const registrar = await client.readContract({
      address: registry.address,
      abi: registry.abi as Abi,
      functionName: 'registrar',
    })
    return isAddressEqual(registrar as Address, farcasterRegistrar.address)
  } catch {
    return false
  }
}

/** Deploys the registry normally, then copies its runtime code to its canonical address. */
async function place(client: PublicClient, wallet: WalletClient, registry: Registry): Promise<void> {
  const hash = await wallet.deployContract({
    abi: registry.abi,
    bytecode: registry.bytecode,
    args: [farcasterRegistrar.address],
    account: wallet.account!,
    chain: wallet.chain,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`transaction ${hash} reverted`)
  const code = await client.getCode({ address: receipt.contractAddress })
  if (!code || code === '0x') throw new Error(`no code at ${receipt.contractAddress}`)
  await client.request({
    method: 'hardhat_setCode' as never,
    params: [registry.address, code] as never,
  })
}

/** Registers `user.fid` to its custody address, unless it already is. */
async function register(
  client: PublicClient,
  wallet: WalletClient,
  user: Pick<FarcasterDevUser, 'fid' | 'custodyAddress'>,
): Promise<void> {
  const [fid, custody] = await Promise.all([
    client.readContract({
      address: ID_REGISTRY_ADDRESS,
      abi: devIdRegistryAbi,
      functionName: 'idOf',
      args: [user.custodyAddress],
    }),
    client.readContract({
      address: ID_REGISTRY_ADDRESS,
      abi: devIdRegistryAbi,
      functionName: 'custodyOf',
      args: [BigInt(user.fid)],
    }),
  ])
  if (fid === BigInt(user.fid) && isAddressEqual(custody, user.custodyAddress)) return
  const hash: Hex = await wallet.writeContract({
    address: ID_REGISTRY_ADDRESS,
    abi: devIdRegistryAbi,
    functionName: 'register',
    args: [user.custodyAddress, BigInt(user.fid)],
    account: wallet.account!,
    chain: wallet.chain,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
}

/** Runs `fn`; a failure that is not already a FoyerError becomes a FarcasterRegistriesDeployError naming `step`. */
async function guard<T>(rpcUrl: string, step: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof FoyerError) throw error
    throw new FarcasterRegistriesDeployError({ rpcUrl, step, cause: error })
  }
}
