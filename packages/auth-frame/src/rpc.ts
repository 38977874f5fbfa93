import {
  FRAME_CONSENT_METHODS,
  type FrameRpcRequest,
  type TypedDataPayload,
  typedDataSchema,
} from '@foyer/protocol'
import {
  type Address,
  bytesToHex,
  type Hash,
  type Hex,
  hexToBigInt,
  hexToBytes,
  hexToNumber,
  http,
  isAddressEqual,
  numberToHex,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import * as z from 'zod/mini'
import { activeAccount, type SmartAccountOnChain } from './accounts.js'
import { type ConsentTurn, takeConsentTurn } from './consentLine.js'
import type { ConnectedSession, FrameContext } from './context.js'
import {
  ConsentUnavailableError,
  FrameError,
  InvalidRequestError,
  NotConnectedError,
  RpcMethodNotAllowedError,
  UnsupportedChainError,
  UserOperationFailedError,
} from './errors.js'
import { requireConnected, requireLiveSession } from './login.js'
import { previewTransaction } from './preview.js'
import type { ConsentRequest } from './prompts/types.js'
import {
  CHAIN_RPC_OPTIONS,
  type SendTransactionRequest,
  sendTransaction,
  signMessage,
  signTypedData,
  type WalletKey,
} from './signer.js'
import type { SmartAccountService } from './smartAccountService.js'

/**
 * Chain reads the frame forwards to the chain's RPC URL for the page: the read side of spec section 6's
 * allowlist. Signing methods are served here, with the key rebuilt inside the frame, and only after the
 * visitor approved exactly what is signed in the frame's own prompt (`ctx.prompts.consent`): the page,
 * trusted or not, cannot skip it, answer it or change what it shows. Anything else is refused with
 * 'Requested RPC call is not allowed'.
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
 * `origin` is the requesting page's origin as the browser delivered the message (shown in the prompt).
 *
 * @example
 * await handleRpcRequest(ctx, { method: 'personal_sign', params: ['0x68656c6c6f', address] }, signal, origin)
 */
export async function handleRpcRequest(
  ctx: FrameContext,
  request: FrameRpcRequest,
  signal: AbortSignal,
  origin: string,
): Promise<unknown> {
  if (!FRAME_CONSENT_METHODS.includes(request.method)) return answerRead(ctx, request, signal)
  // Taken before the first await, so that the prompts follow the order the requests came in.
  const turn = takeConsentTurn(ctx)
  try {
    return await answerSigning(ctx, request, signal, origin, turn)
  } finally {
    turn.leave()
  }
}

/**
 * A signing request: put to the visitor in the frame's prompt, in its turn, and signed on approval, as the
 * active account (accounts.ts): the EOA's key, or the smart account it owns (its ERC-7739 signatures and
 * user operations).
 */
async function answerSigning(
  ctx: FrameContext,
  request: FrameRpcRequest,
  signal: AbortSignal,
  origin: string,
  turn: ConsentTurn,
): Promise<unknown> {
  const session = await requireLiveSession(ctx, signal)
  const active = await activeAccount(ctx, session)
  const { address } = active
  const { chainId } = ctx.state
  const smart = active.type === 'smartAccount' ? active.chain : undefined
  const base = { origin, account: address, ...(smart ? { smartAccount: true } : {}) }

  if (isMethod(request, 'personal_sign')) {
    const [message, account] = request.params
    assertAccount(account, address)
    const signable = toSignable(message)
    await askConsent(ctx, turn, { kind: 'message', ...base, ...readable(signable) }, signal)
    return withWallet(ctx, session, (wallet) =>
      smart
        ? ctx.smartAccount.signMessageAsSmartAccount({ wallet, ...smartOn(smart), message: signable })
        : signMessage({ wallet, message: signable }),
    )
  }
  if (isMethod(request, 'eth_signTypedData_v4')) {
    const [account, data] = request.params
    assertAccount(account, address)
    const typedData = toTypedData(data, chainId)
    const { name } = typedData.domain ?? {}
    await askConsent(
      ctx,
      turn,
      {
        kind: 'typedData',
        ...base,
        chainId,
        ...(typeof name === 'string' ? { domainName: name } : {}),
        json: JSON.stringify(typedData, null, 2),
      },
      signal,
    )
    return withWallet(ctx, session, (wallet) =>
      smart
        ? ctx.smartAccount.signTypedDataAsSmartAccount({ wallet, ...smartOn(smart), typedData })
        : signTypedData({ wallet, typedData }),
    )
  }
  if (isMethod(request, 'eth_sendTransaction')) {
    const [transaction] = request.params
    if (transaction.from) assertAccount(transaction.from, address)
    if (transaction.chainId && hexToNumber(transaction.chainId) !== chainId)
      throw new InvalidRequestError(`The transaction is for chain ${hexToNumber(transaction.chainId)}`)
    const rpcUrl = chainRpcUrl(ctx, chainId)
    const fill = toSendRequest(transaction)
    const calls = smart ? [toUserOperationCall(fill)] : undefined
    const shown = { to: fill.to ?? undefined, value: fill.value ?? 0n, data: fill.data ?? '0x' }
    const native = ctx.networks[chainId] ?? { symbol: 'ETH', decimals: 18 }
    const preview = previewTransaction({ rpcUrl, from: address, ...shown }, native)
    const fee = smart ? { sponsored: smart.sponsored } : {}
    await askConsent(ctx, turn, { kind: 'transaction', ...base, ...fee, chainId, ...shown, preview }, signal)
    if (!smart || !calls)
      return withWallet(ctx, session, (wallet) =>
        sendTransaction({ wallet, chainId, rpcUrl, transaction: fill, signal }),
      )
    signal.throwIfAborted()
    return withWallet(ctx, session, (wallet) =>
      sendUserOperation(ctx, { wallet, ...smartOn(smart), calls, signal }),
    )
  }
  throw new RpcMethodNotAllowedError(request.method)
}

/** The chain part of the smart account's signing parameters. */
function smartOn(chain: SmartAccountOnChain) {
  return { chainId: chain.chainId, rpcUrl: chain.rpcUrl, config: chain.config }
}

/**
 * eth_sendTransaction's call as the smart account makes it. The gas, fee and nonce fields are an EOA
 * transaction's: the bundler prepares the user operation's own. A contract creation cannot go through the
 * account's `execute`.
 */
function toUserOperationCall(fill: SendTransactionRequest): { to: Address; value: bigint; data: Hex } {
  if (!fill.to) throw new InvalidRequestError('A smart account cannot deploy a contract')
  return { to: fill.to, value: fill.value ?? 0n, data: fill.data ?? '0x' }
}

/**
 * eth_sendTransaction as the smart account: one user operation, answered with the hash of the transaction
 * that included it. The bundler's or paymaster's refusal (or a lost receipt) is USER_OPERATION_FAILED,
 * reverted calls USER_OPERATION_REVERTED; an abort before the signature sends nothing.
 */
async function sendUserOperation(
  ctx: FrameContext,
  parameters: Parameters<SmartAccountService['sendSmartAccountCalls']>[0] & { signal: AbortSignal },
): Promise<Hash> {
  try {
    const { transactionHash } = await ctx.smartAccount.sendSmartAccountCalls(parameters)
    return transactionHash
  } catch (error) {
    if (parameters.signal.aborted || error instanceof FrameError) throw error
    throw new UserOperationFailedError(shortMessageOf(error), error)
  }
}

/** viem's short message of an error (its long one lists the request), else its message. */
function shortMessageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return 'shortMessage' in error && typeof error.shortMessage === 'string'
    ? error.shortMessage
    : error.message
}

/** A read: the account and chain the frame knows, else forwarded to the chain's RPC URL (`READ_METHODS`). */
async function answerRead(
  ctx: FrameContext,
  request: FrameRpcRequest,
  signal: AbortSignal,
): Promise<unknown> {
  const session = await requireConnected(ctx, signal)
  const { chainId } = ctx.state
  switch (request.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [(await activeAccount(ctx, session)).address]
    case 'eth_chainId':
      return numberToHex(chainId)
  }
  if (!READ_METHODS.has(request.method)) throw new RpcMethodNotAllowedError(request.method)
  const transport = http(chainRpcUrl(ctx, chainId), CHAIN_RPC_OPTIONS)({})
  return transport.request({ method: request.method, params: request.params ?? [] })
}

/**
 * The visitor's answer to a signing request, asked in the frame's own prompt once the requests that came
 * before it are queued (`turn`): resolves on their approval only. A frame without prompts (no document
 * to draw in) signs nothing.
 */
async function askConsent(
  ctx: FrameContext,
  turn: ConsentTurn,
  request: ConsentRequest,
  signal: AbortSignal,
): Promise<void> {
  const { prompts } = ctx
  if (!prompts) throw new ConsentUnavailableError()
  const chainId = request.kind === 'message' ? ctx.state.chainId : request.chainId
  await turn.reached()
  // `consent` queues the prompt before it returns: the next request may queue its own behind it.
  const answer = prompts.consent(request, ctx.networks[chainId], signal)
  turn.leave()
  await answer
}

/** A personal_sign message as the prompt shows it: UTF-8 text when its bytes are text, else the hex. */
function readable(message: SignableMessage): { text: string; hex: boolean } {
  if (typeof message === 'string') return { text: message, hex: false }
  const raw = message.raw
  const hex = typeof raw === 'string' ? raw : bytesToHex(raw)
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex)), hex: false }
  } catch {
    return { text: hex, hex: true }
  }
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
