// @vitest-environment jsdom
import type { FrameRequestType } from '@foyer/protocol'
import { expect, test, vi } from 'vitest'
import type { FrameClient } from '../api/frame/createFrameClient.js'
import { FrameLoadError, FrameRequestError, InvalidEmailError } from '../kernel/errors/frame.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'
import { connectEmail } from './emailLogin.js'
import {
  canUpdateEmail,
  EmailUpdateError,
  getEmailUpdate,
  resendUpdateEmailOtp,
  submitUpdateEmailPrimaryOtp,
  submitUpdateEmailSecondaryOtp,
  updateEmail,
} from './updateEmail.js'

type Answers = Partial<Record<FrameRequestType, (payload: unknown) => unknown>>

/**
 * An instance signed in by email as ada@example.com, on Account, whose login frame answers as `answers`
 * say (and records the asks). The frame is seeded as emailLogin.dom.test.ts does: already READY.
 */
async function signedIn(answers: Answers = {}) {
  const made = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  const asked: { type: FrameRequestType; payload?: unknown }[] = []
  const all: Answers = {
    '@w3m-app/CONNECT_EMAIL': () => ({ action: 'CONNECT' }),
    '@w3m-app/UPDATE_EMAIL': () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP': () => ({ newEmail: 'ada@new.example' }),
    ...answers,
  }
  const frame = {
    async request(message: { type: FrameRequestType; payload?: unknown }) {
      asked.push(message)
      return all[message.type]?.(message.payload)
    },
  } as unknown as FrameClient
  made.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  await connectEmail(made.foyer, { email: 'ada@example.com' })
  made.foyer.open({ view: 'Account' })
  asked.length = 0
  return { ...made, asked }
}

const router = (foyer: Foyer) => foyer.stores.router.getState()
const email = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState.user?.email

test('default: the new address, the code sent to the current one, the code sent to the new one; back on Account with the new email', async () => {
  const { foyer, storage, asked } = await signedIn()
  expect(canUpdateEmail(foyer)).toBe(true)
  foyer.push('UpdateEmailWallet')

  expect(await updateEmail(foyer, { email: ' ada@new.example ' })).toBe('primary-otp')
  expect(router(foyer)).toMatchObject({
    view: 'UpdateEmailPrimaryOtp',
    data: { emailUpdate: { current: 'ada@example.com', next: 'ada@new.example' } },
  })
  expect(await submitUpdateEmailPrimaryOtp(foyer, { otp: '111111' })).toBe('secondary-otp')
  expect(router(foyer).view).toBe('UpdateEmailSecondaryOtp')
  expect(email(foyer)).toBe('ada@example.com')

  expect(await submitUpdateEmailSecondaryOtp(foyer, { otp: '222222' })).toBe('updated')
  expect(asked).toEqual([
    { type: '@w3m-app/UPDATE_EMAIL', payload: { email: 'ada@new.example' } },
    { type: '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
    { type: '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
  ])
  expect(email(foyer)).toBe('ada@new.example')
  expect(storage.getItem('foyer:email')).toBe('ada@new.example')
  expect(router(foyer)).toMatchObject({ view: 'Account', history: ['Account'] })
  expect(foyer.stores.toast.getState()).toMatchObject({
    open: true,
    type: 'success',
    message: 'Email updated',
  })
})

test('behavior: an address that cannot be one, or is the current one, is refused before the frame is asked', async () => {
  const { foyer, asked } = await signedIn()
  await expect(updateEmail(foyer, { email: 'ada@' })).rejects.toBeInstanceOf(InvalidEmailError)
  await expect(updateEmail(foyer, { email: 'ADA@example.com' })).rejects.toMatchObject({
    reason: 'unchanged',
    shortMessage: 'This is already your email address',
  })
  expect(asked).toHaveLength(0)
})

test('behavior: a wrong code comes back typed with the tries left; nothing changes and the right code still works', async () => {
  let wrong = true
  const { foyer, storage } = await signedIn({
    '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP': () => {
      if (wrong)
        throw new FrameRequestError({
          message: 'Wrong code: 4 tries left',
          code: 'OTP_INVALID',
          triesLeft: 4,
        })
      return { newEmail: 'ada@new.example' }
    },
  })
  foyer.push('UpdateEmailWallet')
  await updateEmail(foyer, { email: 'ada@new.example' })
  await submitUpdateEmailPrimaryOtp(foyer, { otp: '111111' })
  const failure = await submitUpdateEmailSecondaryOtp(foyer, { otp: '000000' }).catch((error) => error)
  expect(failure).toBeInstanceOf(EmailUpdateError)
  expect(failure).toBeInstanceOf(FrameRequestError)
  expect(failure).toMatchObject({ reason: 'wrongCode', code: 'OTP_INVALID', triesLeft: 4 })
  expect(failure.shortMessage).toBe('Wrong code.')
  expect(router(foyer).view).toBe('UpdateEmailSecondaryOtp')
  expect(email(foyer)).toBe('ada@example.com')
  expect(storage.getItem('foyer:email')).toBe('ada@example.com')

  // It may be the first code that was wrong: back one step (the router forgets the data), type it again.
  foyer.goBack()
  expect(router(foyer)).toMatchObject({ view: 'UpdateEmailPrimaryOtp', data: undefined })
  expect(getEmailUpdate(foyer)).toMatchObject({ current: 'ada@example.com', next: 'ada@new.example' })
  expect(await submitUpdateEmailPrimaryOtp(foyer, { otp: '111112' })).toBe('secondary-otp')
  wrong = false
  expect(await submitUpdateEmailSecondaryOtp(foyer, { otp: '222222' })).toBe('updated')
  expect(email(foyer)).toBe('ada@new.example')
  expect(getEmailUpdate(foyer)).toBeUndefined()
})

test('behavior: throttling says how long to wait, and the form stays', async () => {
  const { foyer } = await signedIn({
    '@w3m-app/UPDATE_EMAIL': () => {
      throw new FrameRequestError({
        message: 'Please try again after 22 seconds',
        code: 'EMAIL_THROTTLED',
        retryAfter: 22,
      })
    },
  })
  foyer.push('UpdateEmailWallet')
  await expect(updateEmail(foyer, { email: 'ada@new.example' })).rejects.toMatchObject({
    reason: 'throttled',
    shortMessage: 'Please try again after 22 seconds',
    retryAfter: 22,
  })
  expect(router(foyer).view).toBe('UpdateEmailWallet')
})

test('behavior: another account taken the address, or an unknown frame error, come back as such', async () => {
  let code = 'EMAIL_TAKEN'
  const { foyer } = await signedIn({
    '@w3m-app/UPDATE_EMAIL': () => {
      throw new FrameRequestError({ message: 'server text', code })
    },
  })
  await expect(updateEmail(foyer, { email: 'bob@example.com' })).rejects.toMatchObject({
    reason: 'taken',
    shortMessage: 'Another account uses this email address',
  })
  code = 'SOMETHING_ELSE'
  const other = await updateEmail(foyer, { email: 'bob@example.com' }).catch((error) => error)
  expect(other).not.toBeInstanceOf(EmailUpdateError)
  expect(other).toMatchObject({ shortMessage: 'server text', code: 'SOMETHING_ELSE' })
})

test('behavior: a resend from the second step mails both codes again and starts at the first', async () => {
  const { foyer, asked } = await signedIn()
  let now = 1_000_000
  vi.spyOn(foyer.services, 'now').mockImplementation(() => now)
  foyer.push('UpdateEmailWallet')
  await updateEmail(foyer, { email: 'ada@new.example' })
  const firstSent = router(foyer).data?.emailUpdate?.sentAt
  await submitUpdateEmailPrimaryOtp(foyer, { otp: '111111' })
  now += 31_000
  expect(await resendUpdateEmailOtp(foyer)).toBe('primary-otp')
  expect(router(foyer).view).toBe('UpdateEmailPrimaryOtp')
  expect(router(foyer).history).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp'])
  expect(firstSent).toBe(1_000_000)
  expect(router(foyer).data?.emailUpdate?.sentAt).toBe(1_031_000)
  expect(asked.filter((message) => message.type === '@w3m-app/UPDATE_EMAIL')).toHaveLength(2)
})

test('behavior: a frame that does not load says so, and nothing changes', async () => {
  const { foyer } = await signedIn()
  foyer.push('UpdateEmailWallet')
  const failed = Promise.reject(new FrameLoadError())
  failed.catch(() => undefined)
  foyer.services.loaded.set('authFrame', failed)
  await expect(updateEmail(foyer, { email: 'ada@new.example' })).rejects.toMatchObject({
    shortMessage: 'Unable to load email login dependency',
  })
  expect(router(foyer).view).toBe('UpdateEmailWallet')
  expect(email(foyer)).toBe('ada@example.com')
})

test('behavior: an account connected through a wallet has no email to update', async () => {
  const { foyer } = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(canUpdateEmail(foyer)).toBe(false)
  // Spec section 8: asked anyway, 'Address or auth connector not found'.
  await expect(updateEmail(foyer, { email: 'ada@new.example' })).rejects.toMatchObject({
    code: 'AUTH_ACCOUNT_NOT_FOUND',
    shortMessage: 'Address or auth connector not found',
  })
})
