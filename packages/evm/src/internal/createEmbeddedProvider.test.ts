import type { EmbeddedWallet } from '@foyer/core'
import { FrameRequestError } from '@foyer/core/views'
import { expect, test, vi } from 'vitest'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'

const address = '0x1111111111111111111111111111111111111111'
const smartAccount = '0x2222222222222222222222222222222222222222'

/**
 * An embedded wallet that answers as core's frame session does, and records what it was asked: an EOA
 * only (a plain key), or with a smart account on 31337, active when `type` says so.
 */
function createWallet({ connected, smart = false }: { connected: boolean; smart?: boolean }) {
  const asked: { call: string; p?: unknown }[] = []
  const listeners = new Set<() => void>()
  const state = { type: (smart ? 'smartAccount' : 'eoa') as 'eoa' | 'smartAccount' }
  const wallet: EmbeddedWallet = {
    async getAccount(p) {
      asked.push({ call: 'getAccount', p })
      if (!connected) return undefined
      const chainId = p.chainId ?? 31337
      const eoa = { address, type: 'eoa' as const }
      const sa = { address: smartAccount, type: 'smartAccount' as const }
      const accounts =
        !smart || chainId !== 31337 ? [eoa] : state.type === 'smartAccount' ? [sa, eoa] : [eoa, sa]
      const [active] = accounts
      return {
        address: active?.address ?? address,
        chainId,
        accounts,
        accountType: active?.type ?? 'eoa',
        smartAccountDeployed: false,
      }
    },
    async setPreferredAccountType({ type }) {
      asked.push({ call: 'setPreferredAccountType', p: { type } })
      state.type = type
      for (const listener of listeners) listener()
      return { type, address: type === 'smartAccount' ? smartAccount : address }
    },
    async getSmartAccountEnabledNetworks() {
      return smart ? [31337] : []
    },
    onAccountChanged(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async getChainId() {
      asked.push({ call: 'getChainId' })
      return 31337
    },
    async switchNetwork(p) {
      asked.push({ call: 'switchNetwork', p })
      return { chainId: p.chainId }
    },
    async signOut() {
      asked.push({ call: 'signOut' })
    },
    async request(p) {
      asked.push({ call: 'request', p })
      if (p.method === 'eth_signTypedData_v4') throw new FrameRequestError({ message: 'Invalid typed data' })
      return '0xsigned'
    },
  }
  return { wallet, asked }
}

test('default: accounts come from the frame session; requests are carried to it', async () => {
  const { wallet, asked } = createWallet({ connected: true })
  const provider = createEmbeddedProvider(wallet)
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
  expect(asked[0]).toEqual({ call: 'getAccount', p: { chainId: undefined } })
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(await provider.request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
  expect(asked.at(-1)).toEqual({ call: 'request', p: { method: 'personal_sign', params: ['0x68', address] } })
})

test('behavior: before the email login there is no account, and eth_requestAccounts cannot prompt (4100)', async () => {
  const provider = createEmbeddedProvider(createWallet({ connected: false }).wallet)
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ rpcCode: 4100 })
})

test('behavior: switching chains goes through the frame and is announced; disconnect signs the frame out', async () => {
  const { wallet, asked } = createWallet({ connected: true })
  const provider = createEmbeddedProvider(wallet)
  const changes: unknown[] = []
  const listener = (chainId: never) => changes.push(chainId)
  provider.on?.('chainChanged', listener)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  expect(changes).toEqual(['0x7a6a'])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  // The account is read on the network the frame moved to.
  await provider.request({ method: 'eth_accounts' })
  expect(asked.at(-1)).toEqual({ call: 'getAccount', p: { chainId: 31338 } })
  provider.removeListener?.('chainChanged', listener)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  expect(changes).toHaveLength(1)
  await expect(
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'one' }] }),
  ).rejects.toMatchObject({ rpcCode: -32602 })
  await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  expect(asked.at(-1)).toEqual({ call: 'signOut' })
})

test('behavior: the frame refusing a request rejects it with the frame’s message', async () => {
  const provider = createEmbeddedProvider(createWallet({ connected: true }).wallet)
  await expect(provider.request({ method: 'eth_signTypedData_v4', params: [address, '{}'] })).rejects.toThrow(
    'Invalid typed data',
  )
})

test('default: a plain key (EOA only) reports its one account as an EOA', async () => {
  const provider = createEmbeddedProvider(createWallet({ connected: true }).wallet)
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
  expect(provider.accountTypes([address])).toEqual(['eoa'])
})

test('behavior: the smart account comes first with its real type; a switch of the type is announced', async () => {
  const { wallet, asked } = createWallet({ connected: true, smart: true })
  const provider = createEmbeddedProvider(wallet)
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([smartAccount, address])
  expect(provider.accountTypes([smartAccount, address])).toEqual(['smartAccount', 'eoa'])
  // Checksummed or not, an address the frame named has its type; none named: no types at all.
  expect(provider.accountTypes([smartAccount.toUpperCase().replace('0X', '0x')])).toEqual(['smartAccount'])
  expect(provider.accountTypes(['0x3333333333333333333333333333333333333333'])).toBeUndefined()

  const announced: unknown[] = []
  const listener = (accounts: never) => announced.push(accounts)
  provider.on('accountsChanged', listener)
  await wallet.setPreferredAccountType({ type: 'eoa' })
  await vi.waitFor(() => expect(announced).toEqual([[address, smartAccount]]))
  expect(provider.accountTypes([address, smartAccount])).toEqual(['eoa', 'smartAccount'])
  // Not watched any more: a switch is not read again.
  provider.removeListener('accountsChanged', listener)
  const reads = asked.filter((item) => item.call === 'getAccount').length
  await wallet.setPreferredAccountType({ type: 'smartAccount' })
  expect(asked.filter((item) => item.call === 'getAccount')).toHaveLength(reads)
})

test('behavior: a network without a smart account has another active account: announced after chainChanged', async () => {
  const provider = createEmbeddedProvider(createWallet({ connected: true, smart: true }).wallet)
  await provider.request({ method: 'eth_requestAccounts' })
  const seen: [string, unknown][] = []
  provider.on('chainChanged', (chainId: never) => seen.push(['chainChanged', chainId]))
  provider.on('accountsChanged', (accounts: never) => seen.push(['accountsChanged', accounts]))
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  expect(seen).toEqual([
    ['chainChanged', '0x1'],
    ['accountsChanged', [address]],
  ])
  expect(provider.accountTypes([address])).toEqual(['eoa'])
  // The same account on the next network: nothing more to announce.
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
  expect(seen.filter(([event]) => event === 'accountsChanged')).toHaveLength(1)
})
