import { InvalidParamsRpcError, UnauthorizedProviderError } from '../../kernel/errors/rpc.js'
import type { FrameClient } from './createFrameClient.js'

type Listener = (...args: never[]) => void

/** The embedded wallet as an EIP-1193 provider: what the EVM adapter connects to for the AUTH connector. */
export interface FrameProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`

/**
 * An EIP-1193 provider over the secure login frame (spec section 4, RPC request flow): the wallet lives
 * in the frame, this only carries requests there. Accounts come from the frame's session
 * (`IS_CONNECTED`, `GET_USER`): none until the email login has finished, so that `eth_requestAccounts`
 * cannot prompt for anything here (4100: log in by email first). `wallet_switchEthereumChain` is the
 * frame's SWITCH_NETWORK; `wallet_revokePermissions` (the EVM adapter's disconnect) signs the frame out.
 * Every other method is an RPC_REQUEST: the frame signs (personal_sign, typed data, transactions) or reads
 * the chain. Approval of the signing methods happens before a request gets here (core's `request`).
 *
 * @example
 * const provider = createFrameProvider(async () => frame, { chainId: () => 31337 })
 * const [address] = await provider.request({ method: 'eth_accounts' })
 */
export function createFrameProvider(
  getFrame: () => Promise<FrameClient>,
  { chainId: initialChainId }: { chainId: () => number },
): FrameProvider {
  const frame: Pick<FrameClient, 'request'> = {
    request: async (message) => (await getFrame()).request(message),
  }
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }
  let chainId: number | undefined

  const accounts = async (): Promise<string[]> => {
    const { isConnected } = await frame.request({ type: '@w3m-app/IS_CONNECTED', payload: {} })
    if (!isConnected) return []
    const user = await frame.request({
      type: '@w3m-app/GET_USER',
      payload: { chainId: chainId ?? initialChainId() },
    })
    chainId = user.chainId
    return [user.address]
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return accounts()
        case 'eth_requestAccounts': {
          const list = await accounts()
          if (list.length === 0)
            throw new UnauthorizedProviderError({ details: 'no email login in the frame' })
          return list
        }
        case 'eth_chainId':
          chainId ??= (await frame.request({ type: '@w3m-app/GET_CHAIN_ID' })).chainId
          return toHexChainId(chainId)
        case 'wallet_switchEthereumChain': {
          const [target] = Array.isArray(params) ? (params as { chainId?: unknown }[]) : []
          const next = typeof target?.chainId === 'string' ? Number.parseInt(target.chainId, 16) : Number.NaN
          if (!Number.isSafeInteger(next) || next <= 0)
            throw new InvalidParamsRpcError({ details: 'wallet_switchEthereumChain: chainId' })
          const answer = await frame.request({ type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: next } })
          chainId = answer.chainId
          emit('chainChanged', toHexChainId(answer.chainId))
          return null
        }
        case 'wallet_revokePermissions':
          await frame.request({ type: '@w3m-app/SIGN_OUT' })
          chainId = undefined
          return null
        default:
          return frame.request({
            type: '@w3m-app/RPC_REQUEST',
            payload: { method, ...(params === undefined ? {} : { params }) } as never,
          })
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
