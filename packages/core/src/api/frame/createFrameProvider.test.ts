import type { FrameRequestType } from '@foyer/protocol'
import { expect, test } from 'vitest'
import { FrameRequestError } from '../../kernel/errors/frame.js'
import type { FrameClient } from './createFrameClient.js'
import { createFrameProvider } from './createFrameProvider.js'

const address = '0x1111111111111111111111111111111111111111'
const user = {
  email: 'ada@example.com',
  address,
  chainId: 31337,
  smartAccountDeployed: false,
  accounts: [{ address, type: 'eoa' as const }],
  preferredAccountType: 'eoa' as const,
}

/** A frame that answers like the secure frame: connected or not, and records what it was asked. */
function createFrame({ connected }: { connected: boolean }) {
  const asked: { type: FrameRequestType; payload?: unknown }[] = []
  const frame = {
    async request(message: { type: FrameRequestType; payload?: unknown }) {
      asked.push(message)
      switch (message.type) {
        case '@w3m-app/IS_CONNECTED':
          return { isConnected: connected }
        case '@w3m-app/GET_USER':
          return user
        case '@w3m-app/GET_CHAIN_ID':
          return { chainId: 31337 }
        case '@w3m-app/SWITCH_NETWORK':
          return { chainId: (message.payload as { chainId: number }).chainId }
        case '@w3m-app/RPC_REQUEST':
          if ((message.payload as { method: string }).method === 'eth_signTypedData_v4')
            throw new FrameRequestError({ message: 'Invalid typed data' })
          return '0xsigned'
        default:
          return undefined
      }
    },
  } as unknown as FrameClient
  return { frame, asked }
}

test('default: accounts come from the frame session; requests are carried to it', async () => {
  const { frame, asked } = createFrame({ connected: true })
  const provider = createFrameProvider(async () => frame, { chainId: () => 31337 })
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(await provider.request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
  expect(asked.at(-1)).toEqual({
    type: '@w3m-app/RPC_REQUEST',
    payload: { method: 'personal_sign', params: ['0x68', address] },
  })
  expect(asked.find((message) => message.type === '@w3m-app/GET_USER')?.payload).toEqual({ chainId: 31337 })
})

test('behavior: before the email login there is no account, and eth_requestAccounts cannot prompt (4100)', async () => {
  const { frame } = createFrame({ connected: false })
  const provider = createFrameProvider(async () => frame, { chainId: () => 31337 })
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ rpcCode: 4100 })
})

test('behavior: switching chains goes through the frame and is announced; disconnect signs the frame out', async () => {
  const { frame, asked } = createFrame({ connected: true })
  const provider = createFrameProvider(async () => frame, { chainId: () => 31337 })
  const changes: unknown[] = []
  const listener = (chainId: never) => changes.push(chainId)
  provider.on('chainChanged', listener)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  expect(changes).toEqual(['0x7a6a'])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  provider.removeListener('chainChanged', listener)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  expect(changes).toHaveLength(1)
  await expect(
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'one' }] }),
  ).rejects.toMatchObject({ rpcCode: -32602 })
  await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  expect(asked.at(-1)?.type).toBe('@w3m-app/SIGN_OUT')
})

test('behavior: the frame refusing a request rejects it with the frame’s message', async () => {
  const { frame } = createFrame({ connected: true })
  const provider = createFrameProvider(async () => frame, { chainId: () => 31337 })
  await expect(provider.request({ method: 'eth_signTypedData_v4', params: [address, '{}'] })).rejects.toThrow(
    'Invalid typed data',
  )
})
