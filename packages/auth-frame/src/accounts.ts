import type { AccountType, FrameUser } from '@foyer/protocol'
import { type Address, isAddressEqual } from 'viem'
import { type ConnectedSession, type FrameAccount, type FrameContext, toFrameUser } from './context.js'
import { SmartAccountUnavailableError } from './errors.js'
import type { SmartAccountChainConfig } from './smartAccount/index.js'

/**
 * The wallet's accounts on the frame's chain (issue #29): the key's own (EOA) and, on the chains the
 * server configured with `smartAccounts`, the ERC-4337 smart account that key owns. The active one is the
 * smart account when the page prefers it (the default) and the chain has it, else the EOA.
 */

/** What signing as the smart account needs on a chain: its RPC URL, the bundler, factory and paymaster. */
export interface SmartAccountOnChain {
  chainId: number
  rpcUrl: string
  config: SmartAccountChainConfig
  /** The server's paymaster pays the network fee. */
  sponsored: boolean
}

/** The active account, and for a smart account what signing as it needs. */
export type ActiveAccount =
  | { type: 'eoa'; address: Address }
  | { type: 'smartAccount'; address: Address; chain: SmartAccountOnChain }

/**
 * The smart account's set-up on `chainId`, or undefined when the chain has none. A sponsored chain's user
 * operations ask the server's paymaster route (ERC-7677), with the session's token as the server checks it.
 */
function smartAccountChain(
  ctx: FrameContext,
  session: ConnectedSession,
  chainId: number,
): SmartAccountOnChain | undefined {
  const entry = ctx.smartAccounts[chainId]
  const rpcUrl = ctx.rpcUrls[chainId]
  if (!entry || !rpcUrl) return undefined
  const sponsorship = entry.sponsored
    ? {
        paymasterUrl: `${ctx.apiUrl.replace(/\/+$/, '')}/auth/v1/paymaster/${chainId}`,
        paymasterHeaders: () => ctx.api.sessionHeaders(session.token),
      }
    : {}
  return {
    chainId,
    rpcUrl,
    sponsored: entry.sponsored,
    config: { factory: entry.factory, bundlerUrl: entry.bundlerUrl, ...sponsorship },
  }
}

/** The chains with smart accounts (GET_SMART_ACCOUNT_ENABLED_NETWORKS), in increasing order. */
export function smartAccountEnabledNetworks(ctx: FrameContext): number[] {
  return Object.keys(ctx.smartAccounts)
    .map(Number)
    .filter((chainId) => ctx.rpcUrls[chainId] !== undefined)
    .sort((a, b) => a - b)
}

/**
 * The smart account's address, asked of the chain's factory once per wallet and factory (the state's
 * `smartAccount`); a failed read is not kept, so that the next request asks again.
 */
async function smartAccountAddress(
  ctx: FrameContext,
  session: ConnectedSession,
  chain: SmartAccountOnChain,
): Promise<Address> {
  const owner = session.wallet.address
  let cache = ctx.state.smartAccount
  if (!cache || !isAddressEqual(cache.owner, owner)) {
    cache = { owner, addresses: new Map() }
    ctx.state.smartAccount = cache
  }
  const key = chain.config.factory.toLowerCase()
  let address = cache.addresses.get(key)
  if (!address) {
    const asked = ctx.smartAccount.getSmartAccountAddress({
      owner,
      rpcUrl: chain.rpcUrl,
      config: chain.config,
    })
    const { addresses } = cache
    addresses.set(key, asked)
    // The failure itself reaches the caller below; here the cache only drops it.
    asked.then(undefined, () => {
      if (addresses.get(key) === asked) addresses.delete(key)
    })
    address = asked
  }
  try {
    return await address
  } catch (cause) {
    throw new SmartAccountUnavailableError(
      'The smart account’s address could not be read from the chain',
      cause,
    )
  }
}

/** Whether the smart account exists on its chain yet (it is created by its first user operation). */
async function isDeployed(ctx: FrameContext, address: Address, chain: SmartAccountOnChain): Promise<boolean> {
  try {
    return await ctx.smartAccount.isSmartAccountDeployed({ address, rpcUrl: chain.rpcUrl })
  } catch (cause) {
    throw new SmartAccountUnavailableError('The smart account could not be read from the chain', cause)
  }
}

function requireSmartAccountChain(ctx: FrameContext, session: ConnectedSession): SmartAccountOnChain {
  const { chainId } = ctx.state
  const chain = smartAccountChain(ctx, session, chainId)
  if (!chain) throw new SmartAccountUnavailableError(`Chain ${chainId} has no smart accounts`)
  return chain
}

/**
 * The account the frame answers and signs as on its current chain: the smart account when preferred and
 * the chain has it, else the EOA. Throws SmartAccountUnavailableError when the smart account's address
 * cannot be read: never signs as the EOA in its place.
 */
export async function activeAccount(ctx: FrameContext, session: ConnectedSession): Promise<ActiveAccount> {
  const eoa = { type: 'eoa', address: session.wallet.address } as const
  if (ctx.state.preferredAccountType !== 'smartAccount') return eoa
  const chain = smartAccountChain(ctx, session, ctx.state.chainId)
  if (!chain) return eoa
  return { type: 'smartAccount', address: await smartAccountAddress(ctx, session, chain), chain }
}

/**
 * GET_USER: the user with its accounts on the current chain, `preferred` (the page's) kept first. When the
 * smart account cannot be read (RPC down), the EOA is active and preferred from then on, logged (spec
 * section 4: a failed set falls back to EOA).
 */
export async function getUser(
  ctx: FrameContext,
  session: ConnectedSession,
  preferred?: AccountType | undefined,
): Promise<FrameUser> {
  if (preferred) ctx.state.preferredAccountType = preferred
  const { chainId } = ctx.state
  const eoa: FrameAccount = { type: 'eoa', address: session.wallet.address }
  const chain = smartAccountChain(ctx, session, chainId)
  if (!chain) return toFrameUser(session, chainId, { active: eoa, smartAccountDeployed: false })
  try {
    const smart: FrameAccount = {
      type: 'smartAccount',
      address: await smartAccountAddress(ctx, session, chain),
    }
    if (ctx.state.preferredAccountType === 'eoa')
      return toFrameUser(session, chainId, { active: eoa, other: smart, smartAccountDeployed: false })
    const smartAccountDeployed = await isDeployed(ctx, smart.address, chain)
    return toFrameUser(session, chainId, { active: smart, other: eoa, smartAccountDeployed })
  } catch (error) {
    if (!(error instanceof SmartAccountUnavailableError)) throw error
    ctx.logger.warn('[foyer-frame] smart account unavailable, the EOA is active:', error.message, error.cause)
    ctx.state.preferredAccountType = 'eoa'
    return toFrameUser(session, chainId, { active: eoa, smartAccountDeployed: false })
  }
}

/**
 * SET_PREFERRED_ACCOUNT: makes `type` the active account and answers it. The smart account on a chain
 * without one, or whose address cannot be read, fails with SmartAccountUnavailableError and leaves the
 * EOA active.
 */
export async function setPreferredAccount(
  ctx: FrameContext,
  session: ConnectedSession,
  type: AccountType,
): Promise<FrameAccount> {
  if (type === 'eoa') {
    ctx.state.preferredAccountType = 'eoa'
    return { type, address: session.wallet.address }
  }
  try {
    const address = await smartAccountAddress(ctx, session, requireSmartAccountChain(ctx, session))
    ctx.state.preferredAccountType = 'smartAccount'
    return { type, address }
  } catch (error) {
    ctx.state.preferredAccountType = 'eoa'
    throw error
  }
}

/** INIT_SMART_ACCOUNT: the current chain's smart account, deployed or not (nothing is sent). */
export async function initSmartAccount(
  ctx: FrameContext,
  session: ConnectedSession,
): Promise<{ address: Address; isDeployed: boolean }> {
  const chain = requireSmartAccountChain(ctx, session)
  const address = await smartAccountAddress(ctx, session, chain)
  return { address, isDeployed: await isDeployed(ctx, address, chain) }
}
