import { UserRejectedRequestError } from '@foyer/core'
import { describe, expect, test } from 'vitest'
import { InvalidProviderResponseError } from '../errors/provider.js'
import {
  fakeSignature,
  setupWithWallet,
  testAddressChecksummed,
  walletError,
  walletId,
} from '../test/index.js'

describe('signMessage', () => {
  test('default: personal_sign with the hex-encoded message and the address', async () => {
    const { adapter, provider } = setupWithWallet()

    const signature = await adapter.signMessage({
      connectorId: walletId,
      address: testAddressChecksummed,
      message: 'Hi é',
    })

    expect(signature).toBe(fakeSignature)
    expect(provider.calls).toEqual([
      { method: 'personal_sign', params: ['0x486920c3a9', testAddressChecksummed] },
    ])
  })

  test('behavior: user rejects the signature', async () => {
    const { adapter, provider } = setupWithWallet()
    provider.switches.failures.personal_sign = walletError(4001, 'User denied message signature.')
    const error = await adapter
      .signMessage({ connectorId: walletId, address: testAddressChecksummed, message: 'Hi' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ details: 'User denied message signature.' })
  })

  test.each([[null], ['0x'], ['signature'], [{ signature: fakeSignature }]])(
    'behavior: an answer that is not a signature (%j) is a typed error',
    async (answer) => {
      const { adapter, provider } = setupWithWallet()
      provider.switches.answers.personal_sign = answer
      await expect(
        adapter.signMessage({ connectorId: walletId, address: testAddressChecksummed, message: 'Hi' }),
      ).rejects.toBeInstanceOf(InvalidProviderResponseError)
    },
  )

  test('behavior: unknown connector → ProviderNotFoundError', async () => {
    const { adapter } = setupWithWallet()
    await expect(
      adapter.signMessage({ connectorId: 'io.unknown', address: testAddressChecksummed, message: 'Hi' }),
    ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' })
  })
})
