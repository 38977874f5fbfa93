import { expect, test } from 'vitest'
import { RECOVERY_PASSWORD_MIN_LENGTH } from './passwordRule.js'
import { assessRecoveryPassword } from './passwordStrength.js'

test('default: a strong password passes with its score', () => {
  for (const password of [
    'correct horse battery staple',
    'velvet otter juggles 41 lanterns',
    'Tr0ub4dour&3x',
  ])
    expect(assessRecoveryPassword(password)).toMatchObject({ ok: true })
  expect(assessRecoveryPassword('velvet otter juggles 41 lanterns').score).toBeGreaterThanOrEqual(3)
})

test("behavior: the issue's passwords are refused, each with a reason the form translates", () => {
  expect(assessRecoveryPassword('aaaaaaaaaa')).toEqual({ ok: false, reason: 'repeated', score: 0 })
  expect(assessRecoveryPassword('sunflower7')).toMatchObject({ ok: false, reason: 'common' })
  expect(assessRecoveryPassword('password123')).toMatchObject({ ok: false, reason: 'common' })
  expect(assessRecoveryPassword('abcdefghijk')).toMatchObject({ ok: false, reason: 'sequence' })
  expect(assessRecoveryPassword('1234567890')).toMatchObject({ ok: false })
  expect(assessRecoveryPassword('johnsmith1980')).toMatchObject({ ok: false })
})

test('behavior: too short is counted in code points after NFC, before any scoring', () => {
  expect(RECOVERY_PASSWORD_MIN_LENGTH).toBe(10)
  expect(assessRecoveryPassword('x7#Qp!')).toEqual({ ok: false, reason: 'tooShort', score: 0 })
  expect(assessRecoveryPassword('🔑'.repeat(5))).toMatchObject({ reason: 'tooShort' })
  // 'é' decomposed is two code units and two code points; NFC makes it one.
  expect(assessRecoveryPassword('e\u0301'.repeat(9))).toMatchObject({ reason: 'tooShort' })
})

test("behavior: the person's own words (the email address and its parts) are guessable", () => {
  const email = 'wilhelmina.featherstonehaugh@example.com'
  expect(assessRecoveryPassword(email, [email])).toMatchObject({ ok: false, reason: 'personal' })
  expect(assessRecoveryPassword('featherstonehaugh', [email])).toMatchObject({ ok: false })
  expect(assessRecoveryPassword('featherstonehaugh')).toMatchObject({ ok: true })
})

test('behavior: every reason is one of the six codes', () => {
  const reasons = new Set(['tooShort', 'guessable', 'common', 'repeated', 'sequence', 'personal'])
  for (const password of [
    'qwertyuiop',
    'zxcvbnmasdf',
    '2019-12-31x',
    'ilovemydog',
    'aaaaabbbbb',
    'monkeymonkey',
  ])
    expect(reasons).toContain(assessRecoveryPassword(password).reason ?? 'tooShort')
})
