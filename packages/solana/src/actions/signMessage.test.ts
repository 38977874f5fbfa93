import {
  type Address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { setupWithWallet, testDevnet, walletError, walletId } from '../test/index.js'

async function connected() {
  const setup = await setupWithWallet()
  await setup.adapter.connect({ connectorId: walletId, network: testDevnet })
  return { ...setup, address: setup.signers[0]!.address }
}

/** Checks a base58 signature with @solana/kit against the address's public key and the message's UTF-8 bytes. */
async function verifies(address: string, signature: string, message: string): Promise<boolean> {
  const publicKey = await getPublicKeyFromAddress(address as Address)
  const bytes = getBase58Encoder().encode(signature) as SignatureBytes
  return verifySignature(publicKey, bytes, new TextEncoder().encode(message))
}

describe('signMessage', () => {
  test('default: the base58 signature verifies over the message’s UTF-8 bytes', async () => {
    const { adapter, address, calls } = await connected()
    const message = 'Sign in to Foyer — ✓ 日本'
    const signature = await adapter.signMessage({ connectorId: walletId, address, message })
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(await verifies(address, signature, message)).toBe(true)
    expect(await verifies(address, signature, 'Sign in to Foyer')).toBe(false)
    const input = (calls.at(-1)?.inputs[0] ?? {}) as { message: Uint8Array; account: { address: string } }
    expect(new TextDecoder().decode(input.message)).toBe(message)
    expect(input.account.address).toBe(address)
  })

  test('behavior: the user rejects the signature: 4001', async () => {
    const { adapter, address, switches } = await connected()
    switches.failures['solana:signMessage'] = walletError(4001, 'User rejected the request.')
    await expect(
      adapter.signMessage({ connectorId: walletId, address, message: 'hi' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
    switches.failures['solana:signMessage'] = new Error('User rejected the request')
    await expect(
      adapter.signMessage({ connectorId: walletId, address, message: 'hi' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
  })

  test('behavior: an address that is not connected is 4100', async () => {
    const { adapter } = await connected()
    await expect(
      adapter.signMessage({
        connectorId: walletId,
        address: '11111111111111111111111111111111',
        message: 'hi',
      }),
    ).rejects.toMatchObject({ name: 'UnauthorizedProviderError', rpcCode: 4100 })
  })

  test('behavior: a signature over other bytes, or not 64 bytes, is an invalid answer', async () => {
    const { adapter, address, switches } = await connected()
    switches.answers['solana:signMessage'] = [
      { signedMessage: new TextEncoder().encode('prefix: hi'), signature: new Uint8Array(64) },
    ]
    await expect(
      adapter.signMessage({ connectorId: walletId, address, message: 'hi' }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
      details: 'The wallet signed other bytes than the message',
    })
    switches.answers['solana:signMessage'] = [{ signature: 'abc' }]
    await expect(
      adapter.signMessage({ connectorId: walletId, address, message: 'hi' }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
    })
    switches.answers['solana:signMessage'] = []
    await expect(
      adapter.signMessage({ connectorId: walletId, address, message: 'hi' }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
    })
  })

  test('behavior: a wallet without solana:signMessage is 4200', async () => {
    const setup = await setupWithWallet({ without: ['solana:signMessage'] })
    await setup.adapter.connect({ connectorId: walletId, network: testDevnet })
    await expect(
      setup.adapter.signMessage({ connectorId: walletId, address: setup.signers[0]!.address, message: 'hi' }),
    ).rejects.toMatchObject({ name: 'UnsupportedProviderMethodError', rpcCode: 4200 })
  })
})
