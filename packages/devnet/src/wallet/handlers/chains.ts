import type { Handler } from '../context.js'
import { paramsArray } from '../context.js'
import { invalidParams, unrecognizedChain } from '../errors.js'
import { parseHexChainId } from '../parseHexChainId.js'
import { toHexChainId } from '../toHexChainId.js'
import type { DevWalletChain } from '../types.js'

function firstObject(params: Parameters<Handler>[1]): Record<string, unknown> {
  const [value] = paramsArray(params)
  if (typeof value !== 'object' || value === null) throw invalidParams('expected one object parameter')
  return value as Record<string, unknown>
}

function parseNativeCurrency(value: unknown): DevWalletChain['nativeCurrency'] {
  if (value === undefined) return undefined
  const currency = value as Partial<NonNullable<DevWalletChain['nativeCurrency']>> | null
  if (
    typeof currency !== 'object' ||
    currency === null ||
    typeof currency.name !== 'string' ||
    typeof currency.symbol !== 'string' ||
    typeof currency.decimals !== 'number'
  ) {
    throw invalidParams('nativeCurrency must have a name, a symbol and decimals')
  }
  return { name: currency.name, symbol: currency.symbol, decimals: currency.decimals }
}

/** eth_chainId, net_version, wallet_switchEthereumChain (EIP-3326), wallet_addEthereumChain (EIP-3085). */
export const chainHandlers: Record<string, Handler> = {
  eth_chainId: async (context) => toHexChainId(context.chain().chainId),
  net_version: async (context) => String(context.chain().chainId),
  wallet_switchEthereumChain: async (context, params) => {
    const request = firstObject(params)
    const chainId = parseHexChainId(request.chainId)
    if (!context.knownChain(chainId)) throw unrecognizedChain(String(request.chainId))
    // A known chain switches without a prompt, except in 'reject' mode (so tests can reject a switch).
    if (context.approvals.getMode(context.info.rdns) === 'reject') {
      await context.ask({ method: 'wallet_switchEthereumChain', params })
    }
    context.setChain(chainId)
    return null
  },
  wallet_addEthereumChain: async (context, params) => {
    const request = firstObject(params)
    const chainId = parseHexChainId(request.chainId)
    if (context.knownChain(chainId)) return null
    const rpcUrls = Array.isArray(request.rpcUrls) ? request.rpcUrls : []
    const rpcUrl = rpcUrls.find((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
    if (!rpcUrl) throw invalidParams('rpcUrls must contain an http(s) URL')
    if (typeof request.chainName !== 'string' || request.chainName.trim() === '') {
      throw invalidParams('chainName is required')
    }
    const nativeCurrency = parseNativeCurrency(request.nativeCurrency)
    await context.ask({ method: 'wallet_addEthereumChain', params })
    context.addChain({
      chainId,
      name: request.chainName,
      rpcUrl,
      ...(nativeCurrency ? { nativeCurrency } : {}),
    })
    return null
  },
}
