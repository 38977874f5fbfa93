import { describe, expect, test } from 'vitest'
import { createAuthCrypto } from './createAuthCrypto.js'

const crypto = createAuthCrypto('11'.repeat(32))

describe('createAuthCrypto', () => {
  test('default: a sealed share opens with the same key and context only', () => {
    const share = Buffer.from('a Shamir share')
    const sealed = crypto.encrypt(share, 'auth-share:user-1')
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/)
    expect(sealed).not.toContain(share.toString('base64'))
    expect(crypto.decrypt(sealed, 'auth-share:user-1')).toEqual(share)
    // A random IV: the same share seals differently each time.
    expect(crypto.encrypt(share, 'auth-share:user-1')).not.toBe(sealed)
    // Moved to another user's row or column, or read with another key: refused.
    expect(() => crypto.decrypt(sealed, 'auth-share:user-2')).toThrow()
    expect(() => crypto.decrypt(sealed, 'recovery-share:user-1')).toThrow()
    expect(() => createAuthCrypto(`0x${'22'.repeat(32)}`).decrypt(sealed, 'auth-share:user-1')).toThrow()
    const [version, iv, body] = sealed.split('.')
    const tampered = Buffer.from(body ?? '', 'base64')
    tampered[0] = (tampered[0] ?? 0) ^ 1
    expect(() =>
      crypto.decrypt(`${version}.${iv}.${tampered.toString('base64')}`, 'auth-share:user-1'),
    ).toThrow()
  })

  test('behavior: hashes are keyed and separated by purpose', () => {
    const hash = crypto.hash('session', 'token')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(crypto.hash('session', 'token')).toBe(hash)
    expect(crypto.hash('device', 'token')).not.toBe(hash)
    expect(createAuthCrypto('0x'.concat('33'.repeat(32))).hash('session', 'token')).not.toBe(hash)
    expect(crypto.equal(hash, crypto.hash('session', 'token'))).toBe(true)
    expect(crypto.equal(hash, crypto.hash('session', 'other'))).toBe(false)
    expect(crypto.equal(hash, 'abcd')).toBe(false)
  })

  test('behavior: codes are 6 digits, tokens 32 bytes of base64url', () => {
    const codes = new Set(Array.from({ length: 200 }, () => crypto.code()))
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(codes.size).toBeGreaterThan(190)
    const token = crypto.token()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })

  test('parameters: shareKey must be 32 bytes', () => {
    expect(() => createAuthCrypto('11'.repeat(31))).toThrow('shareKey must be 32 bytes of hex')
  })
})
