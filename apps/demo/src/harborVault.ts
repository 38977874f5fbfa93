// `?vault=on`: the site brings a wallet of its own to Foyer's list (`evmAdapter({ connectors })`, the
// spec's external connector): "Harbor Vault", an account the exchange keeps for its customers. Here the
// vault is an account that the local chains hold unlocked (Hardhat's 13th), so the chain signs for it; a
// real site passes its wallet SDK's EIP-1193 provider the same way. The vault asks before it signs or
// sends (the browser's confirm dialog), as any wallet asks in its own window. With the Solana ledger the
// vault also holds a Solana account (harborVaultSolana.ts), given to the Solana adapter under the same id:
// one wallet of two families, approved once for both.
import type { EvmExternalConnector } from '@foyer/evm'
import { local } from './networks.js'

/** Not one of the devnet's five dev accounts, its deployer (9) or its on-ramp funder (8). */
const VAULT_ACCOUNT = 12
const asksConsent: Record<string, string> = {
  personal_sign: 'sign a message',
  eth_signTypedData_v4: 'sign typed data',
  eth_sendTransaction: 'send a transaction',
}

type Listener = (value: unknown) => void
/** The vault remembers that this site may see its accounts, as a wallet does across reloads. */
const CONNECTED_KEY = 'harbor-vault:connected'

/** The vault as Foyer lists it: one id for both families, so that Connect shows one wallet. */
export const vaultListing = {
  id: 'exchange.harbor.vault',
  name: 'Harbor Vault',
  imageUrl: `${window.location.origin}/harbor-vault.svg`,
}

/**
 * Whether this site may see the vault's accounts: one approval for both families (as in Phantom), read
 * at each request, so that a connect through one family shows in the other.
 */
export const vaultConsent = {
  get: () => localStorage.getItem(CONNECTED_KEY) === 'yes',
  set(value: boolean) {
    if (value) localStorage.setItem(CONNECTED_KEY, 'yes')
    else localStorage.removeItem(CONNECTED_KEY)
  },
}

export function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code })
}

/** The vault's own prompt before it signs or sends; a no is the wallet's 4001. */
export function vaultAsks(action: string): void {
  if (!window.confirm(`Harbor Vault: ${action} for ${window.location.host}?`))
    throw rpcError(4001, 'User rejected the request.')
}

export function harborVault(): EvmExternalConnector {
  let network = local[0]
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const call = async (method: string, params: unknown = []): Promise<unknown> => {
    const url = network?.rpcUrls.default.http[0]
    if (!url) throw rpcError(4900, 'Harbor Vault has no chain')
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw rpcError(body.error.code, body.error.message)
    return body.result
  }
  const account = async () => ((await call('eth_accounts')) as string[])[VAULT_ACCOUNT]
  return {
    ...vaultListing,
    provider: {
      async request({ method, params }) {
        switch (method) {
          case 'eth_requestAccounts':
            vaultConsent.set(true)
            return [await account()]
          case 'eth_accounts':
            return vaultConsent.get() ? [await account()] : []
          case 'eth_chainId':
            if (!network) throw rpcError(4900, 'Harbor Vault has no chain')
            return `0x${Number(network.id).toString(16)}`
          case 'wallet_switchEthereumChain': {
            const [{ chainId }] = params as [{ chainId: string }]
            const next = local.find((candidate) => candidate.id === Number(chainId))
            if (!next) throw rpcError(4902, `Harbor Vault does not hold chain ${chainId}`)
            network = next
            emit('chainChanged', chainId)
            return null
          }
          case 'wallet_revokePermissions':
            vaultConsent.set(false)
            emit('accountsChanged', [])
            return null
        }
        const action = asksConsent[method]
        if (action) vaultAsks(action)
        return call(method, params)
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener as Listener)
        listeners.set(event, set)
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener as Listener)
      },
    },
  }
}
