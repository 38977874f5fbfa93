import type { FrameRequestType } from '@foyer/protocol'
import { expect, test } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameClient } from './createFrameClient.js'

const address = '0x1111111111111111111111111111111111111111'
const smartAccountAddress = '0x2222222222222222222222222222222222222222'
const eoaUser = {
  email: 'ada@example.com',
  address,
  chainId: 31337,
  smartAccountDeployed: false,
  accounts: [{ address, type: 'eoa' as 'eoa' | 'smartAccount' }],
  preferredAccountType: 'eoa' as 'eoa' | 'smartAccount',
}
/** The frame's answer on a network with a smart account, the smart account active (listed after the EOA). */
const smartUser = {
  ...eoaUser,
  address: smartAccountAddress,
  smartAccountDeployed: true,
  accounts: [
    { address, type: 'eoa' as const },
    { address: smartAccountAddress, type: 'smartAccount' as const },
  ],
  preferredAccountType: 'smartAccount' as const,
}

/** A frame that answers like the secure frame: connected or not, and records what it was asked. */
function createFrame({
  connected,
  user = eoaUser,
  smartAccount = true,
}: {
  connected: boolean
  user?: typeof eoaUser
  smartAccount?: boolean
}) {
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
        case '@w3m-app/SET_PREFERRED_ACCOUNT': {
          const { type } = message.payload as { type: 'eoa' | 'smartAccount' }
          if (type === 'smartAccount' && !smartAccount) throw new Error('No smart account on this network')
          return { type, address: type === 'smartAccount' ? smartAccountAddress : address }
        }
        case '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
          return { smartAccountEnabledNetworks: [31337] }
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
  expect(await wallet.getAccount({})).toEqual({
    address,
    chainId: 31337,
    accounts: [{ address, type: 'eoa' }],
    accountType: 'eoa',
    smartAccountDeployed: false,
  })
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

test('parameters: preferredAccountType: GET_USER asks for it; the active account comes first, with the real types', async () => {
  const { frame, asked } = createFrame({ connected: true, user: smartUser })
  let preferred: 'eoa' | 'smartAccount' | undefined = 'smartAccount'
  const wallet = createEmbeddedWallet(async () => frame, {
    chainId: () => 31337,
    preferredAccountType: () => preferred,
  })
  expect(await wallet.getAccount({})).toEqual({
    address: smartAccountAddress,
    chainId: 31337,
    accounts: [
      { address: smartAccountAddress, type: 'smartAccount' },
      { address, type: 'eoa' },
    ],
    accountType: 'smartAccount',
    smartAccountDeployed: true,
  })
  expect(asked[1]?.payload).toEqual({ chainId: 31337, preferredAccountType: 'smartAccount' })
  preferred = undefined
  await wallet.getAccount({})
  expect(asked.at(-1)?.payload).toEqual({ chainId: 31337 })
})

test('default: setPreferredAccountType is SET_PREFERRED_ACCOUNT, and tells the account listeners', async () => {
  const { frame, asked } = createFrame({ connected: true })
  const wallet = createEmbeddedWallet(async () => frame, { chainId: () => 31337 })
  const told: string[] = []
  const stop = wallet.onAccountChanged(() => told.push('changed'))
  expect(await wallet.setPreferredAccountType({ type: 'smartAccount' })).toEqual({
    type: 'smartAccount',
    address: smartAccountAddress,
  })
  expect(asked.at(-1)).toEqual({ type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } })
  expect(told).toEqual(['changed'])
  stop()
  await wallet.setPreferredAccountType({ type: 'eoa' })
  expect(told).toEqual(['changed'])
  expect(await wallet.getSmartAccountEnabledNetworks()).toEqual([31337])
  expect(asked.at(-1)).toEqual({ type: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS' })
})

test('behavior: the frame cannot switch (no smart account there): the error comes through, nobody is told', async () => {
  const { frame } = createFrame({ connected: true, smartAccount: false })
  const wallet = createEmbeddedWallet(async () => frame, { chainId: () => 31337 })
  const told: string[] = []
  wallet.onAccountChanged(() => told.push('changed'))
  await expect(wallet.setPreferredAccountType({ type: 'smartAccount' })).rejects.toThrow(
    'No smart account on this network',
  )
  expect(told).toEqual([])
})
