import { describe, expect, test } from 'vitest'
import { createTestWallet, testIcon } from '../test/index.js'
import { parseWallet } from './parseWallet.js'

const { wallet } = await createTestWallet()

/** The test wallet with some fields replaced (the features and accounts kept as they are). */
const walletWith = (overrides: Record<string, unknown>) => ({
  version: wallet.version,
  name: wallet.name,
  icon: wallet.icon,
  chains: wallet.chains,
  features: wallet.features,
  accounts: [],
  ...overrides,
})

describe('parseWallet', () => {
  test('default', () => {
    const result = parseWallet(wallet)
    expect(result).toEqual({ kind: 'solana', parsed: { wallet, name: 'Test Wallet', icon: testIcon } })
    // The wallet object itself is kept: its features are called on it.
    expect(result.kind === 'solana' && result.parsed.wallet).toBe(wallet)
  })

  test.each([
    ['data:image/png;base64,iVBORw0KGgo='],
    ['data:image/webp;base64,UklGRg=='],
    ['data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/gif;base64,R0lGODlh'],
  ])('behavior: accepts the icon %s', (icon) => {
    expect(parseWallet(walletWith({ icon })).kind).toBe('solana')
  })

  test.each([
    ['https://wallet.example/icon.png'],
    ['javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['data:image/svg+xml;utf8,<svg/>'],
    ['data:image/bmp;base64,Qk0='],
    ['data:image/svg+xml;base64,PHN2Zy8+"><script>'],
    [`data:image/png;base64,${'A'.repeat(500_000)}`],
    [''],
    [42],
  ])('behavior: rejects the icon %j', (icon) => {
    expect(parseWallet(walletWith({ icon }))).toMatchObject({
      kind: 'invalid',
      reason: expect.stringContaining('icon'),
    })
  })

  test.each([
    ['', 'name'],
    ['   ', 'name'],
    ['x'.repeat(65), 'name'],
    ['Phantom\u202e', 'name'],
    ['Phan\ntom', 'name'],
    [undefined, 'name'],
  ])('behavior: rejects the name %j', (name, field) => {
    expect(parseWallet(walletWith({ name }))).toMatchObject({
      kind: 'invalid',
      reason: expect.stringContaining(field),
    })
  })

  test('behavior: the name is trimmed and may be 64 characters long', () => {
    expect(parseWallet(walletWith({ name: '  Backpack  ' }))).toMatchObject({ parsed: { name: 'Backpack' } })
    expect(parseWallet(walletWith({ name: 'x'.repeat(64) })).kind).toBe('solana')
  })

  test.each([
    ['chains not a list', { chains: 'solana:mainnet' }],
    ['a chain that is not a string', { chains: ['solana:mainnet', 7] }],
    ['features not an object', { features: null }],
    ['no features', { features: undefined }],
  ])('behavior: rejects a wallet with %s', (_, overrides) => {
    expect(parseWallet(walletWith(overrides)).kind).toBe('invalid')
  })

  test.each([[undefined], [null], ['wallet'], [42]])('behavior: rejects %j', (value) => {
    expect(parseWallet(value).kind).toBe('invalid')
  })

  test('behavior: a getter that throws makes the wallet invalid, not discovery', () => {
    const hostile = walletWith({})
    Object.defineProperty(hostile, 'chains', {
      get() {
        throw new Error('no chains for you')
      },
    })
    expect(parseWallet(hostile)).toEqual({ kind: 'invalid', reason: 'no chains for you' })
  })

  test('behavior: a well-formed wallet of another chain family, or one that cannot connect and sign, is other', () => {
    expect(parseWallet(walletWith({ chains: ['sui:mainnet'] }))).toEqual({ kind: 'other' })
    expect(parseWallet(walletWith({ chains: [] }))).toEqual({ kind: 'other' })
    const { 'standard:connect': _, ...noConnect } = wallet.features
    expect(parseWallet(walletWith({ features: noConnect }))).toEqual({ kind: 'other' })
    const {
      'solana:signTransaction': _signTransaction,
      'solana:signAndSendTransaction': _signAndSend,
      ...noSigning
    } = wallet.features
    expect(parseWallet(walletWith({ features: noSigning }))).toEqual({ kind: 'other' })
    // A feature whose method is not a function is not the feature.
    expect(
      parseWallet(
        walletWith({ features: { ...noSigning, 'solana:signTransaction': { signTransaction: 'yes' } } }),
      ),
    ).toEqual({ kind: 'other' })
  })

  test('behavior: one of the two transaction features is enough', () => {
    const { 'solana:signAndSendTransaction': _, ...signOnly } = wallet.features
    expect(parseWallet(walletWith({ features: signOnly })).kind).toBe('solana')
    const { 'solana:signTransaction': _sign, ...sendOnly } = wallet.features
    expect(parseWallet(walletWith({ features: sendOnly })).kind).toBe('solana')
  })
})
