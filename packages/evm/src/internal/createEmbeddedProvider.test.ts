import type { EmbeddedWallet } from '@foyer/core'
import { FrameRequestError } from '@foyer/core/views'
import { expect, test } from 'vitest'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'

const address = '0x1111111111111111111111111111111111111111'

/** An embedded wallet that answers as core's frame session does, and records what it was asked. */
function createWallet({ connected }: { connected: boolean }) {
  const asked: { call: string; p?: unknown }[] = []
  const wallet: EmbeddedWallet = {
    async getAccount(p) {
      asked.push({ call: 'getAccount', p })
      return connected ? { address, chainId: p.chainId ?? 31337 } : undefined
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
