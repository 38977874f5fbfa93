import { type FrameRpcRequest, type TypedDataPayload, typedDataSchema } from '@foyer/protocol'
import {
  type Address,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  numberToHex,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import * as z from 'zod/mini'
import type { ConnectedSession, FrameContext } from './context.js'
import {
  InvalidRequestError,
  NotConnectedError,
  RpcMethodNotAllowedError,
  UnsupportedChainError,
} from './errors.js'
import { requireConnected } from './login.js'
import {
  CHAIN_RPC_OPTIONS,
  type SendTransactionRequest,
  sendTransaction,
  signMessage,
  signTypedData,
  type WalletKey,
} from './signer.js'

/**
 * Chain reads the frame forwards to the chain's RPC URL for the page: the read side of spec section 6's
 * allowlist. Signing methods are served here, with the key rebuilt inside the frame; anything else is
 * refused with 'Requested RPC call is not allowed'. Whether a signature needs the user's approval is the
 * page's decision (its ApproveTransaction view): the frame signs what an allowed page asks.
 */
const READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])

/** Typed data read at run time: viem checks its types against the message when it hashes it. */
type JsonTypedData = TypedDataDefinition<Record<string, unknown>, string>

type RpcRequestOf<M extends FrameRpcRequest['method']> = Extract<FrameRpcRequest, { method: M }>

/** The schema only lets a signing method through in its own shape, so its name tells its params. */
function isMethod<M extends 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction'>(
  request: FrameRpcRequest,
  method: M,
): request is RpcRequestOf<M> {
  return request.method === method
}

/**
 * RPC_REQUEST: answers the request as the connected wallet on the frame's current chain.
 *
 * @example
 * await handleRpcRequest(ctx, { method: 'personal_sign', params: ['0x68656c6c6f', address] }, signal)
 */
export async function handleRpcRequest(
  ctx: FrameContext,
  request: FrameRpcRequest,
  signal: AbortSignal,
): Promise<unknown> {
  const session = await requireConnected(ctx, signal)
  const { address } = session.wallet
  const { chainId } = ctx.state

  if (isMethod(request, 'personal_sign')) {
    const [message, account] = request.params
    assertAccount(account, address)
    return withWallet(ctx, session, (wallet) => signMessage({ wallet, message: toSignable(message) }))
  }
  if (isMethod(request, 'eth_signTypedData_v4')) {
    const [account, data] = request.params
    assertAccount(account, address)
    const typedData = toTypedData(data, chainId)
    return withWallet(ctx, session, (wallet) => signTypedData({ wallet, typedData }))
  }
  if (isMethod(request, 'eth_sendTransaction')) {
    const [transaction] = request.params
    if (transaction.from) assertAccount(transaction.from, address)
    if (transaction.chainId && hexToNumber(transaction.chainId) !== chainId)
      throw new InvalidRequestError(`The transaction is for chain ${hexToNumber(transaction.chainId)}`)
    const rpcUrl = chainRpcUrl(ctx, chainId)
    const fill = toSendRequest(transaction)
    return withWallet(ctx, session, (wallet) =>
      sendTransaction({ wallet, chainId, rpcUrl, transaction: fill, signal }),
    )
  }

  switch (request.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return numberToHex(chainId)
  }
  if (!READ_METHODS.has(request.method)) throw new RpcMethodNotAllowedError(request.method)
  const transport = http(chainRpcUrl(ctx, chainId), CHAIN_RPC_OPTIONS)({})
  return transport.request({ method: request.method, params: request.params ?? [] })
}

/** The chain's RPC URL, given to `startFrame`; `UnsupportedChainError` when there is none. */
export function chainRpcUrl(ctx: FrameContext, chainId: number): string {
  const url = ctx.rpcUrls[chainId]
  if (!url) throw new UnsupportedChainError(chainId)
  return url
}

/** Signs with this device's share and the session's auth share; the device share copy is zeroed after. */
async function withWallet<T>(
  ctx: FrameContext,
  session: ConnectedSession,
  use: (wallet: WalletKey) => Promise<T>,
): Promise<T> {
  const stored = await ctx.store.getDeviceShare(session.user.id)
  if (!stored) throw new NotConnectedError()
  try {
    return await use({ address: session.wallet.address, shares: [stored.share, session.wallet.authShare] })
  } finally {
    stored.share.fill(0)
  }
}

function assertAccount(account: Address, address: Address): void {
  if (!isAddressEqual(account, address)) throw new InvalidRequestError('The request is for another account')
}

/** personal_sign's message: 0x-hex is bytes (EIP-1193 wallets' reading), anything else UTF-8 text. */
function toSignable(message: string): SignableMessage {
  return /^0x(?:[0-9a-fA-F]{2})*$/.test(message) ? { raw: message as `0x${string}` } : message
}

/** eth_signTypedData_v4's data (an object or its JSON), for the frame's chain when it names one. */
function toTypedData(data: string | TypedDataPayload, chainId: number): JsonTypedData {
  const parsed = z.safeParse(typedDataSchema, typeof data === 'string' ? parseJson(data) : data)
  if (!parsed.success) throw new InvalidRequestError('Invalid typed data')
  const { domain, types, primaryType, message } = parsed.data
  const domainChainId = domain.chainId === undefined ? undefined : Number(domain.chainId)
  if (domainChainId !== undefined && domainChainId !== chainId)
    throw new InvalidRequestError(`The typed data is for chain ${domain.chainId}`)
  return {
    domain: {
      ...domain,
      chainId: domainChainId,
    },
    types,
    primaryType,
    message,
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // not JSON: refused by the schema as invalid typed data
  }
}

/** eth_sendTransaction's hex quantities as the signer takes them; a legacy gasPrice caps both fees. */
function toSendRequest(
  transaction: RpcRequestOf<'eth_sendTransaction'>['params'][0],
): SendTransactionRequest {
  const quantity = (hex: `0x${string}` | undefined) => (hex === undefined ? undefined : hexToBigInt(hex))
  const gasPrice = quantity(transaction.gasPrice)
  return {
    to: transaction.to,
    value: quantity(transaction.value),
    data: transaction.data,
    gas: quantity(transaction.gas),
    nonce: transaction.nonce === undefined ? undefined : hexToNumber(transaction.nonce),
    maxFeePerGas: quantity(transaction.maxFeePerGas) ?? gasPrice,
    maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas) ?? gasPrice,
  }
}
