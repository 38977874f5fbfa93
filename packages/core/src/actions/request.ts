import { createCache } from '../kernel/cache/createCache.js'
import type { FoyerError } from '../kernel/errors/base.js'
import type { CodeLoadError } from '../kernel/errors/codeLoad.js'
import {
  type InvalidSendCallsError,
  NotConnectedError,
  RequestNotSupportedError,
  RpcMethodNotAllowedError,
} from '../kernel/errors/request.js'
import { toFoyerError } from '../kernel/errors/toFoyerError.js'
import { t } from '../kernel/messages/t.js'
import { getRpcMethodKind } from '../kernel/requests/rpcPolicy.js'
import { openHref } from '../kernel/utils/openHref.js'
import { fallbackNamespace, getChainEntry } from '../state/chains/chainState.js'
import { schedule } from '../state/services.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import { fetchBalance } from './fetchBalance.js'

export interface RequestParameters {
  method: string
  params?: unknown
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type RequestReturnType = unknown

export type RequestErrorType =
  | CodeLoadError
  | RpcMethodNotAllowedError
  | InvalidSendCallsError
  | NotConnectedError
  | RequestNotSupportedError
  | FoyerError

/** How long after the modal opens the not-allowed message follows (spec section 4). */
export const REFUSED_MESSAGE_DELAY_MS = 300

/** The type of the connector the namespace is connected through, if connected. */
function connectorTypeOf(foyer: Foyer, namespace: ChainNamespace | undefined) {
  const connectorId = getChainEntry(foyer, namespace)?.accountState.connectorId
  return foyer.stores.chains.getState().connectors.find((item) => item.id === connectorId)?.type
}

/**
 * Sends a JSON-RPC request to the connected wallet of a namespace, under the RPC method policy of
 * spec section 6: a method off the allowlist is refused before it reaches the wallet
 * ('Requested RPC call is not allowed', and the 'Action not allowed' toast); the adapter checks the
 * shapes its protocol defines (EVM: wallet_sendCalls' 0x-prefixed targets). The wallet's errors come
 * back typed (4001 → UserRejectedRequestError, …), and
 * transaction failures (nonce, fees, gas, insufficient funds, revert) are explained in plain words.
 *
 * @example
 * const signature = await request(foyer, { method: 'personal_sign', params: [toHex('Hello'), address] })
 */
export async function request(
  foyer: Foyer,
  { method, params, namespace }: RequestParameters,
): Promise<RequestReturnType> {
  if (getRpcMethodKind(method) === 'refused') {
    const error = new RpcMethodNotAllowedError({ method })
    const notAllowed = () => foyer.showToast({ type: 'error', message: t('toast.actionNotAllowed') })
    if (connectorTypeOf(foyer, namespace) === 'AUTH') {
      // Spec section 4 (RPC request flow): the embedded wallet has no window of its own, so the modal
      // opens, says so after 300 ms, and the requests still waiting for approval end too.
      console.error(`Foyer: the site asked the email wallet for ${method}, which is not allowed`)
      if (!foyer.stores.modal.getState().open) foyer.open()
      schedule(foyer, notAllowed, REFUSED_MESSAGE_DELAY_MS)
      void import('../state/email/approvals.js').then(({ cancelApprovals }) => cancelApprovals(foyer))
    } else notAllowed()
    throw error
  }
  // The adapter refuses the shapes its protocol defines (EVM: EIP-5792's calls) before the wallet sees them.
  const refused = foyer.services.adapters
    .get(namespace ?? fallbackNamespace(foyer))
    ?.checkRequest?.({ method, params })
  if (refused) await refused
  const entry = getChainEntry(foyer, namespace)
  const connectorId = entry?.accountState.connectorId
  if (entry?.accountState.status !== 'connected' || !connectorId)
    throw new NotConnectedError({
      namespace: entry?.namespace ?? namespace ?? fallbackNamespace(foyer),
    })
  const services = foyer.services
  const adapter = services.adapters.get(entry.namespace)
  if (!adapter?.request) throw new RequestNotSupportedError({ details: entry.namespace })
  const connector = foyer.stores.chains.getState().connectors.find((item) => item.id === connectorId)
  let hideCheckWallet: (() => void) | undefined
  if (connector?.type === 'WALLET_CONNECT' && getRpcMethodKind(method) === 'approval') {
    // The wallet is on another device or app: say where to look, and on mobile reopen the chosen wallet.
    // The loading toast lasts as long as the request: it goes when the wallet answers, either way.
    hideCheckWallet = foyer.showToast({ type: 'loading', message: t('toast.checkWallet') })
    const choice = services.isMobile() ? createCache(services.storage).deepLinkChoice.get() : undefined
    if (choice) openHref(foyer, choice.href)
  }
  // The embedded wallet of email login asks in its secure frame, shown over the modal's ApproveTransaction.
  const approvedInFrame = connector?.type === 'AUTH' && getRpcMethodKind(method) === 'approval'
  // Loaded with the first such request: a page without email login never downloads it.
  const approvals = approvedInFrame ? await import('../state/email/approvals.js') : undefined
  try {
    approvals?.showApproval(foyer, { method, ...(params === undefined ? {} : { params }) })
    const result = await adapter.request({ connectorId, method, ...(params === undefined ? {} : { params }) })
    if (approvedInFrame) void fetchBalance(foyer, { namespace: entry.namespace }).catch(() => undefined)
    return result
  } catch (error) {
    throw toFoyerError(error)
  } finally {
    hideCheckWallet?.()
    if (approvals) void approvals.leaveApproval(foyer)
  }
}
