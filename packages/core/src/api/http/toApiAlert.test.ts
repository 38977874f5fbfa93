import { describe, expect, test } from 'vitest'
import { UnknownError } from '../../kernel/errors/rpc.js'
import { HttpError, InvalidProjectIdError, OriginNotAllowedError, SessionExpiredError } from '../errors.js'
import { toApiAlert } from './toApiAlert.js'

describe('toApiAlert', () => {
  test('default', () => {
    expect(toApiAlert(new OriginNotAllowedError({ status: 403 }))).toBe('alert.invalidAppConfiguration')
    expect(toApiAlert(new SessionExpiredError({ status: 401 }))).toBe('alert.sessionExpired')
    expect(toApiAlert(new InvalidProjectIdError({ status: 401 }))).toBe('alert.invalidProjectId')
  })

  test('behavior: looks through causes', () => {
    const wrapped = new UnknownError({ cause: new InvalidProjectIdError({ status: 401 }) })
    expect(toApiAlert(wrapped)).toBe('alert.invalidProjectId')
  })

  test('behavior: other errors raise no alert', () => {
    expect(toApiAlert(new HttpError({ status: 403 }))).toBeUndefined()
    expect(toApiAlert(new Error('x'))).toBeUndefined()
    expect(toApiAlert('Unauthorized: invalid key')).toBeUndefined()
  })
})
