import { hardhatAccounts } from '../deploy/hardhatAccounts.js'
import { t } from '../t.js'
import type { ApprovalMode, DevnetPageConfig, DevWalletChain } from './types.js'

const FALLBACK_RPC_URL = 'http://127.0.0.1:8545'
const modes: readonly ApprovalMode[] = ['ask', 'approve', 'reject']

const isChain = (value: unknown): value is DevWalletChain => {
  const chain = value as Partial<DevWalletChain> | null
  return (
    typeof chain === 'object' &&
    chain !== null &&
    Number.isSafeInteger(chain.chainId) &&
    typeof chain.name === 'string' &&
    typeof chain.rpcUrl === 'string'
  )
}

export const isApprovalMode = (value: unknown): value is ApprovalMode => modes.includes(value as ApprovalMode)

/**
 * Reads `window.__FOYER_DEVNET__` (falling back, with a warning, to one chain 31337 on
 * 127.0.0.1:8545) and the `?devwallet=<mode>` and `?devaccount=<n>` URL parameters, which win over
 * the config's mode and account.
 */
export function readPageConfig(target: Window): DevnetPageConfig {
  const raw = (target as Window & { __FOYER_DEVNET__?: Partial<DevnetPageConfig> }).__FOYER_DEVNET__
  const chains = Array.isArray(raw?.chains) ? raw.chains.filter(isChain) : []
  if (chains.length === 0) {
    console.warn(t('config.missing', { rpcUrl: FALLBACK_RPC_URL }))
    chains.push({ chainId: 31337, name: 'Foyer Local', rpcUrl: FALLBACK_RPC_URL })
  }
  const fromUrl = new URL(target.location.href).searchParams.get('devwallet')
  const mode = isApprovalMode(fromUrl) ? fromUrl : isApprovalMode(raw?.mode) ? raw.mode : 'ask'
  const account = Number(new URL(target.location.href).searchParams.get('devaccount') ?? raw?.account)
  return {
    chains,
    mode,
    wallets: raw?.wallets ?? {},
    panel: raw?.panel !== false,
    ...(typeof raw?.solana?.rpcUrl === 'string' && /^https?:\/\//.test(raw.solana.rpcUrl)
      ? { solana: { rpcUrl: raw.solana.rpcUrl } }
      : {}),
    ...(Number.isInteger(account) && account >= 0 && account < hardhatAccounts.length ? { account } : {}),
  }
}
