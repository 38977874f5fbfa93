import type { EmbeddedAccountType, EmbeddedWallet } from '../../types/adapter.js'
import type { FrameClient } from './createFrameClient.js'

/**
 * The embedded wallet over the secure login frame (spec section 4, RPC request flow), in the frame's
 * terms: the wallet lives in the frame, this only carries messages there. The account comes from the
 * frame's session (`IS_CONNECTED`, `GET_USER`): none until the email login has finished. Networks are
 * the frame's SWITCH_NETWORK and GET_CHAIN_ID, sign-out its SIGN_OUT, and every other request an
 * RPC_REQUEST that the frame signs (after its own prompt) or reads the chain for. The account asked for
 * is of the type the page prefers (`preferredAccountType`, sent with GET_USER; the frame answers the
 * smart account only where it has one); SET_PREFERRED_ACCOUNT switches it, and
 * GET_SMART_ACCOUNT_ENABLED_NETWORKS names the networks with a smart account. The chain adapter makes
 * its wallet interface of it (EVM: an EIP-1193 provider).
 *
 * @example
 * const wallet = createEmbeddedWallet(async () => frame, { chainId: () => 31337 })
 * await wallet.getAccount({}) // { address: '0x1111…', chainId: 31337, accountType: 'smartAccount', … }
 */
export function createEmbeddedWallet(
  getFrame: () => Promise<Pick<FrameClient, 'request'>>,
  {
    chainId: initialChainId,
    preferredAccountType,
  }: { chainId: () => number; preferredAccountType?: (() => EmbeddedAccountType | undefined) | undefined },
): EmbeddedWallet {
  const frame: Pick<FrameClient, 'request'> = {
    request: async (message) => (await getFrame()).request(message),
  }
  const listeners = new Set<() => void>()
  return {
    async getAccount({ chainId }) {
      const { isConnected } = await frame.request({ type: '@w3m-app/IS_CONNECTED', payload: {} })
      if (!isConnected) return undefined
      const preferred = preferredAccountType?.()
      const user = await frame.request({
        type: '@w3m-app/GET_USER',
        payload: {
          chainId: chainId ?? initialChainId(),
          ...(preferred ? { preferredAccountType: preferred } : {}),
        },
      })
      // The active account first, then the others, each with the type the frame gives it.
      const active = user.accounts.find((account) => account.address === user.address) ?? {
        address: user.address,
        type: user.preferredAccountType,
      }
      const accounts = [active, ...user.accounts.filter((account) => account.address !== user.address)]
      return {
        address: user.address,
        chainId: user.chainId,
        accounts,
        accountType: active.type,
        smartAccountDeployed: user.smartAccountDeployed,
      }
    },
    getChainId: async () => (await frame.request({ type: '@w3m-app/GET_CHAIN_ID' })).chainId,
    async switchNetwork({ chainId }) {
      const answer = await frame.request({ type: '@w3m-app/SWITCH_NETWORK', payload: { chainId } })
      return { chainId: answer.chainId }
    },
    async signOut() {
      await frame.request({ type: '@w3m-app/SIGN_OUT' })
    },
    async setPreferredAccountType({ type }) {
      const answer = await frame.request({ type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type } })
      for (const listener of [...listeners]) listener()
      return { type: answer.type, address: answer.address }
    },
    getSmartAccountEnabledNetworks: async () =>
      (await frame.request({ type: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS' }))
        .smartAccountEnabledNetworks,
    onAccountChanged(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    request: ({ method, params }) =>
      frame.request({
        type: '@w3m-app/RPC_REQUEST',
        payload: { method, ...(params === undefined ? {} : { params }) } as never,
      }),
  }
}
