import { formatUnits, hexToString, isAddress, isHex } from 'viem'
import { t } from '../t.js'
import { paramsArray } from './context.js'
import type { DevWalletChain, RequestArguments } from './types.js'

const MAX = 120

const short = (address: unknown) =>
  typeof address === 'string' && address.length > 12
    ? `${address.slice(0, 6)}…${address.slice(-4)}`
    : String(address)

const clip = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text)

function readable(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  const text = hexToString(message)
  // Binary data stays hex.
  return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message
}

/** One line telling the user what a request asks for (shown in the approval panel). */
export function summarizeRequest(
  request: RequestArguments,
  context: { chain: DevWalletChain; accounts: readonly string[] },
): string {
  const params = paramsArray(request.params)
  const first = (params[0] ?? {}) as Record<string, unknown>
  switch (request.method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return t('summary.connect', { accounts: context.accounts.map(short).join(', ') })
    case 'personal_sign': {
      const [a, b] = params
      const [message, account] =
        typeof a === 'string' && isAddress(a) && !isAddress(String(b)) ? [b, a] : [a, b]
      return clip(t('summary.sign', { message: readable(message), account: short(account) }))
    }
    case 'eth_signTypedData_v4': {
      const [account, data] = params
      let typed: { primaryType?: unknown; domain?: { name?: unknown } } = {}
      try {
        typed = typeof data === 'string' ? JSON.parse(data) : ((data ?? {}) as typeof typed)
      } catch (error) {
        return t('summary.other', { method: `${request.method} (${(error as Error).message})` })
      }
      return clip(
        t('summary.signTyped', {
          primaryType: String(typed.primaryType),
          domain: String(typed.domain?.name ?? '?'),
          account: short(account),
        }),
      )
    }
    case 'eth_sendTransaction': {
      const currency = context.chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      if (!first.to) return t('summary.deploy', { from: short(first.from) })
      const value = typeof first.value === 'string' && isHex(first.value) ? BigInt(first.value) : 0n
      return t('summary.send', {
        value: formatUnits(value, currency.decimals),
        symbol: currency.symbol,
        from: short(first.from),
        to: short(first.to),
      })
    }
    case 'wallet_addEthereumChain':
      return t('summary.addChain', {
        name: String(first.chainName),
        chainId: Number.parseInt(String(first.chainId), 16),
      })
    case 'wallet_sendCalls':
      return t('summary.calls', {
        count: Array.isArray(first.calls) ? first.calls.length : 0,
        from: short(first.from ?? context.accounts[0]),
      })
    case 'wallet_switchEthereumChain':
      return t('summary.switchChain', { chainId: Number.parseInt(String(first.chainId), 16) })
    default:
      return t('summary.other', { method: request.method })
  }
}
