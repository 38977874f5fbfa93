import { stringToHex } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import { injectPolkadotDevWallet } from './injectPolkadotDevWallet.js'
import type { Injected, InjectedWindowProvider } from './types.js'

describe('injectPolkadotDevWallet', () => {
  test('default: enable asks once per origin, then named accounts and signRaw that signatureVerify accepts', async () => {
    const window: { injectedWeb3?: Record<string, unknown> } = { injectedWeb3: { other: {} } }
    const wallet = injectPolkadotDevWallet(window, { mode: 'ask', origin: 'http://127.0.0.1:5173' })
    const provider = window.injectedWeb3?.['foyer-dev'] as InjectedWindowProvider
    expect(provider.version).toBe('0.1.0')
    expect(Object.keys(window.injectedWeb3 ?? {})).toEqual(['other', 'foyer-dev'])
    const enabling = provider.enable('Harbor Exchange')
    await expect.poll(() => wallet.approvals.pending().length).toBe(1)
    expect(wallet.approvals.pending()[0]).toMatchObject({ method: 'enable', rdns: 'dev.foyer.polkadot' })
    wallet.approvals.approve()
    const injected: Injected = await enabling
    const accounts = await injected.accounts.get()
    expect(accounts.map(({ name, type }) => [name, type])).toEqual([
      ['Alice', 'sr25519'],
      ['Bob', 'sr25519'],
      ['Charlie (ed25519)', 'ed25519'],
    ])
    expect(accounts[0]?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    // A second enable from the authorised origin needs no approval.
    await expect(provider.enable('Harbor Exchange')).resolves.toBe(injected)
    wallet.approvals.setMode('approve')
    const { signature } = await injected.signer.signRaw({
      address: accounts[0]!.address,
      data: stringToHex('hello'),
      type: 'bytes',
    })
    expect(signatureVerify('hello', signature, accounts[0]!.address).isValid).toBe(true)
  })

  test('behavior: rejections are worded as extensions word them; vanish takes the entry off the window', async () => {
    const window: { injectedWeb3?: Record<string, unknown> } = {}
    const wallet = injectPolkadotDevWallet(window, { mode: 'reject' })
    const provider = window.injectedWeb3?.['foyer-dev'] as InjectedWindowProvider
    await expect(provider.enable('site')).rejects.toThrow('is not allowed to interact with this extension')
    wallet.approvals.setMode('approve')
    const injected = await provider.enable('site')
    const [alice] = await injected.accounts.get()
    wallet.approvals.setMode('reject')
    await expect(
      injected.signer.signRaw({ address: alice!.address, data: stringToHex('x'), type: 'bytes' }),
    ).rejects.toThrow(/^Cancelled$/)
    wallet.vanish()
    expect(window.injectedWeb3).toEqual({})
  })
})
