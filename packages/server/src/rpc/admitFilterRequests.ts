import { t } from '../messages.js'
import { JsonRpcErrorCode, type JsonRpcRequest, jsonRpcError } from './jsonRpc.js'
import { FILTER_CREATING_METHODS } from './rpcClientLimits.js'
import type { RpcProxy } from './rpcProxy.js'
import type { SortedRpcRequests } from './sortRpcRequests.js'

/**
 * Keeps the filter-creating requests the client may still open on this chain and moves the others to the
 * errors: one with no id (a filter opened by a notification would be answered to nobody, and so never
 * counted), and any past the client's open filters (-32005).
 */
export async function admitFilterRequests(
  proxy: RpcProxy,
  client: string | undefined,
  caipNetworkId: string,
  sorted: SortedRpcRequests,
): Promise<void> {
  const { limits } = proxy
  let left = limits && client !== undefined ? await limits.filtersLeft(client, caipNetworkId) : Infinity
  const kept: JsonRpcRequest[] = []
  for (const request of sorted.valid) {
    if (!FILTER_CREATING_METHODS.has(request.method)) kept.push(request)
    else if (request.id === undefined || request.id === null)
      sorted.invalid.push(jsonRpcError(null, JsonRpcErrorCode.invalidRequest, t('rpc.filterNeedsId')))
    else if (left <= 0)
      sorted.invalid.push(
        jsonRpcError(
          request.id,
          JsonRpcErrorCode.limitExceeded,
          t('rpc.tooManyFilters', { max: proxy.maxOpenFilters }),
        ),
      )
    else {
      left -= 1
      kept.push(request)
    }
  }
  sorted.valid.splice(0, sorted.valid.length, ...kept)
}
