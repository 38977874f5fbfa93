import { createMemoryStorage, formatSiwxMessage, type SiwxMessageData } from '@foyer/core'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { evmSiwx } from './evmSiwx.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('evmSiwx', () => {
  test('default: a session signed by the address is stored; one signed by another key is refused', async () => {
    const siwx = evmSiwx({
      storage: createMemoryStorage(),
      domain: 'harbor.example',
      uri: 'https://harbor.example',
    })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' })
    const text = message.toString()
    const { toString: _, ...data } = message

    await expect(
      siwx.addSession({ data, message: text, signature: await other.signMessage({ message: text }) }),
    ).rejects.toMatchObject({ code: 'SIWX_VERIFICATION_FAILED' })
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])

    await siwx.addSession({ data, message: text, signature: await account.signMessage({ message: text }) })
    const [session] = await siwx.getSessions('eip155:31337', account.address)
    expect(session?.data).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:31337',
      nonce: data.nonce,
    })
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  test('behavior: the message text is EIP-4361 exactly as viem writes and reads it', () => {
    const data: SiwxMessageData = {
      domain: 'harbor.example',
      accountAddress: account.address,
      chainId: 'eip155:31337',
      uri: 'https://harbor.example/login',
      version: '1',
      nonce: 'a1B2c3D4e5f6',
      statement: 'Sign in to Harbor Exchange.',
      issuedAt: '2026-11-23T08:00:00.000Z',
      expirationTime: '2026-11-24T08:00:00.000Z',
      notBefore: '2026-11-23T08:00:00.000Z',
      requestId: 'req-1',
      resources: ['https://harbor.example/terms'],
    }
    const ours = formatSiwxMessage(data)
    const viems = createSiweMessage({
      domain: data.domain,
      address: account.address,
      chainId: 31337,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      statement: data.statement,
      issuedAt: new Date(data.issuedAt as string),
      expirationTime: new Date(data.expirationTime as string),
      notBefore: new Date(data.notBefore as string),
      requestId: data.requestId,
      resources: ['https://harbor.example/terms'],
    })
    expect(ours).toBe(viems)
    expect(parseSiweMessage(ours)).toMatchObject({
      nonce: data.nonce,
      chainId: 31337,
      address: account.address,
    })
  })
})
