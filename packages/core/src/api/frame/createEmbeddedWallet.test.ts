import type { FrameRequestType } from '@foyer/protocol'
import { expect, test } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameClient } from './createFrameClient.js'

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
          return '0xsigned'
        default:
          return undefined
      }
    },
  } as unknown as FrameClient
  return { frame, asked }
}

test('default: the account comes from the frame session, on the network the frame starts on', async () => {
  const { frame, asked } = createFrame({ connected: true })
  const wallet = createEmbeddedWallet(async () => frame, { chainId: () => 31337 })
  expect(await wallet.getAccount({})).toEqual({ address, chainId: 31337 })
  expect(asked.map((message) => message.type)).toEqual(['@w3m-app/IS_CONNECTED', '@w3m-app/GET_USER'])
  expect(asked[1]?.payload).toEqual({ chainId: 31337 })
  await wallet.getAccount({ chainId: 10 })
  expect(asked.at(-1)?.payload).toEqual({ chainId: 10 })
})

test('behavior: before the email login there is no account, and the user is not asked for', async () => {
  const { frame, asked } = createFrame({ connected: false })
  const wallet = createEmbeddedWallet(async () => frame, { chainId: () => 31337 })
  expect(await wallet.getAccount({})).toBeUndefined()
  expect(asked.map((message) => message.type)).toEqual(['@w3m-app/IS_CONNECTED'])
})

test('default: networks, sign-out and requests are the frame’s messages, requests carried as they are', async () => {
  const { frame, asked } = createFrame({ connected: true })
  const wallet = createEmbeddedWallet(async () => frame, { chainId: () => 31337 })
  expect(await wallet.getChainId()).toBe(31337)
  expect(await wallet.switchNetwork({ chainId: 31338 })).toEqual({ chainId: 31338 })
  await wallet.signOut()
  expect(await wallet.request({ method: 'any_method', params: ['0x68'] })).toBe('0xsigned')
  await wallet.request({ method: 'any_other' })
  expect(asked).toEqual([
    { type: '@w3m-app/GET_CHAIN_ID' },
    { type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: 31338 } },
    { type: '@w3m-app/SIGN_OUT' },
    { type: '@w3m-app/RPC_REQUEST', payload: { method: 'any_method', params: ['0x68'] } },
    { type: '@w3m-app/RPC_REQUEST', payload: { method: 'any_other' } },
  ])
})
