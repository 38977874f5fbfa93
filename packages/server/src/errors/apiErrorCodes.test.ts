import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as protocol from '@foyer/protocol'
import { describe, expect, expectTypeOf, test } from 'vitest'
import * as authErrors from '../auth/errors.js'
import * as recoveryErrors from '../auth/recoveryErrors.js'
import * as blockchainErrors from '../blockchain/errors.js'
import * as chaindataErrors from '../chaindata/errors.js'
import * as directoryErrors from '../directory/errors.js'
import * as frameErrors from '../frame/errors.js'
import * as databaseErrors from './database.js'
import * as httpErrors from './http.js'

// House rule (issue #25 item 4): every `code` the server answers in `{ message, code }` is one of
// @foyer/protocol's API error constants, so that a client can match on the constant. The type of
// `HttpError`'s `code` says so at compile time; this test says it of the errors themselves, and fails
// on a client-facing error class it has no sample of, or one declared in a module it does not read.

const src = fileURLToPath(new URL('..', import.meta.url))

/** The modules that declare the server's client-facing errors, by their path under src/. */
const errorModules: Record<string, Record<string, unknown>> = {
  'errors/http.ts': httpErrors,
  'errors/database.ts': databaseErrors,
  'auth/errors.ts': authErrors,
  'auth/recoveryErrors.ts': recoveryErrors,
  'blockchain/errors.ts': blockchainErrors,
  'chaindata/errors.ts': chaindataErrors,
  'directory/errors.ts': directoryErrors,
  'frame/errors.ts': frameErrors,
}

/** Bases that are never answered as such, only through a subclass. */
const bases = new Set<unknown>([
  httpErrors.HttpError,
  authErrors.AuthRequestError,
  blockchainErrors.NameRequestError,
])

const retry = { retryAfterSeconds: 30 }

/** Each client-facing error class, built once per code it can carry. */
const samples: Record<string, () => httpErrors.HttpError[]> = {
  MissingParametersError: () => [new httpErrors.MissingParametersError({ names: ['projectId'] })],
  InvalidParameterError: () => [new httpErrors.InvalidParameterError({ name: 'st', reason: 'too long' })],
  InvalidKeyError: () => [new httpErrors.InvalidKeyError()],
  OriginNotAllowedError: () => [new httpErrors.OriginNotAllowedError({ origin: 'https://evil.test' })],
  InvalidJsonError: () => [new httpErrors.InvalidJsonError()],
  PayloadTooLargeError: () => [new httpErrors.PayloadTooLargeError({ limit: 1024 })],
  ValidationError: () => [new httpErrors.ValidationError({ path: ['to'], message: 'Invalid input' })],
  NotFoundError: () => [new httpErrors.NotFoundError()],
  AnalyticsQueueFullError: () => [new httpErrors.AnalyticsQueueFullError(retry)],
  AnalyticsDisabledError: () => [new httpErrors.AnalyticsDisabledError()],
  ReadTokenError: () => [new httpErrors.ReadTokenError()],
  ChainNotSupportedError: () => [new blockchainErrors.ChainNotSupportedError({ chain: 'eip155:5' })],
  SwapsNotSupportedError: () => [new blockchainErrors.SwapsNotSupportedError({ chain: 'eip155:5' })],
  ChainUnavailableError: () => [new blockchainErrors.ChainUnavailableError({ chain: 'eip155:5' })],
  SwapRequestError: () => [new blockchainErrors.SwapRequestError({ reason: 'swap.sameToken' })],
  SwapWouldFailError: () => [new blockchainErrors.SwapWouldFailError({ reason: 'TRANSFER_FAILED' })],
  InvalidNameError: () => [new blockchainErrors.InvalidNameError({ name: 'ab', suffix: '.foyer.id' })],
  NameTakenError: () => [new blockchainErrors.NameTakenError({ name: 'ada.foyer.id' })],
  NameSignatureError: () => [new blockchainErrors.NameSignatureError()],
  NameMessageError: () => [new blockchainErrors.NameMessageError({ message: 'not JSON' })],
  NameCoinTypeError: () => [new blockchainErrors.NameCoinTypeError({ coinType: 0 })],
  NameNotFoundError: () => [new blockchainErrors.NameNotFoundError({ name: 'ada.foyer.id' })],
  NameRateLimitedError: () => [new blockchainErrors.NameRateLimitedError(retry)],
  SiwxRateLimitedError: () => [new blockchainErrors.SiwxRateLimitedError(retry)],
  OnrampRateLimitedError: () => [new blockchainErrors.OnrampRateLimitedError(retry)],
  SessionNotFoundError: () => [new blockchainErrors.SessionNotFoundError({ pci: 'pci-1' })],
  SessionSignatureError: () => [new blockchainErrors.SessionSignatureError()],
  OnrampRequestError: () => [new blockchainErrors.OnrampRequestError({ reason: 'onramp.noDestination' })],
  OnrampOrderNotFoundError: () => [new blockchainErrors.OnrampOrderNotFoundError({ order: 'order-1' })],
  OnrampCheckoutNotFoundError: () => [new blockchainErrors.OnrampCheckoutNotFoundError()],
  OnrampOrderDoneError: () => [new blockchainErrors.OnrampOrderDoneError({ status: 'completed' })],
  OnrampFunderMissingError: () => [new blockchainErrors.OnrampFunderMissingError()],
  OnrampSendFailedError: () => [new blockchainErrors.OnrampSendFailedError({ reason: 'reverted' })],
  SiwxRequestError: () =>
    (Object.keys(blockchainErrors.siwxErrorCodes) as blockchainErrors.SiwxReason[]).map(
      (reason) => new blockchainErrors.SiwxRequestError({ reason }),
    ),
  EmailThrottledError: () => [new authErrors.EmailThrottledError(retry)],
  EmailNotSetError: () => [new authErrors.EmailNotSetError()],
  EmailRateLimitedError: () => [new authErrors.EmailRateLimitedError(retry)],
  TooManyGuessesError: () => [new authErrors.TooManyGuessesError(retry)],
  AuthRateLimitedError: () => [new authErrors.AuthRateLimitedError(retry)],
  ScopeInvalidError: () =>
    (['missing', 'project', 'origin'] as const).map((reason) => new authErrors.ScopeInvalidError({ reason })),
  EmailSendError: () => [new authErrors.EmailSendError()],
  EmailTakenError: () => [new authErrors.EmailTakenError()],
  EmailUnchangedError: () => [new authErrors.EmailUnchangedError()],
  OtpInvalidError: () => [new authErrors.OtpInvalidError({ triesLeft: 4 })],
  OtpLockedError: () => [new authErrors.OtpLockedError()],
  OtpExpiredError: () => [new authErrors.OtpExpiredError()],
  OtpMissingError: () => [new authErrors.OtpMissingError()],
  SessionInvalidError: () => [new authErrors.SessionInvalidError()],
  DeviceMismatchError: () => [new authErrors.DeviceMismatchError()],
  DeviceNotVerifiedError: () => [new authErrors.DeviceNotVerifiedError()],
  WalletExistsError: () => [new authErrors.WalletExistsError()],
  WalletNotFoundError: () => [new authErrors.WalletNotFoundError()],
  SocialLoginError: () =>
    (Object.keys(authErrors.socialLoginErrors) as authErrors.SocialLoginReason[]).map(
      (reason) => new authErrors.SocialLoginError({ reason }),
    ),
  RecoveryPasswordInvalidError: () => [new recoveryErrors.RecoveryPasswordInvalidError({ triesLeft: 9 })],
  RecoveryLockedError: () => [new recoveryErrors.RecoveryLockedError(retry)],
  RecoveryTryMissingError: () => [new recoveryErrors.RecoveryTryMissingError()],
  RecoveryObsoleteError: () => [new recoveryErrors.RecoveryObsoleteError()],
  RecoveryElementInvalidError: () => [new recoveryErrors.RecoveryElementInvalidError()],
  PasskeyNotFoundError: () => [new recoveryErrors.PasskeyNotFoundError()],
  PasskeyExistsError: () => [new recoveryErrors.PasskeyExistsError()],
  PasskeyLimitError: () => [new recoveryErrors.PasskeyLimitError({ max: 5 })],
  WalletProofInvalidError: () => [new recoveryErrors.WalletProofInvalidError()],
  InvalidCursorError: () => [new chaindataErrors.InvalidCursorError()],
  UpstreamUnavailableError: () => [new chaindataErrors.UpstreamUnavailableError({ chainId: 'eip155:1' })],
  DatabaseUnavailableError: () => [new chaindataErrors.DatabaseUnavailableError({})],
  UpstreamRpcError: () => [
    new chaindataErrors.UpstreamRpcError({
      chainId: 'solana:x',
      method: 'getBalance',
      rpcCode: -32602,
      message: 'x',
    }),
  ],
  FrameWildcardOriginsError: () => [new frameErrors.FrameWildcardOriginsError()],
  DirectoryQueryError: () => [new directoryErrors.DirectoryQueryError({ message: 'x' })],
  ImageNotFoundError: () =>
    (['wallet', 'asset', 'currency', 'token'] as const).map(
      (kind) => new directoryErrors.ImageNotFoundError({ kind }),
    ),
}

/** Every code of @foyer/protocol's API error constants (`…ApiError`). */
function protocolApiErrorCodes(exports: Record<string, unknown>): Set<string> {
  const codes = new Set<string>()
  for (const [name, value] of Object.entries(exports)) {
    const code = (value as { code?: unknown } | null)?.code
    if (name.endsWith('ApiError') && typeof code === 'string') codes.add(code)
  }
  return codes
}

/** The errors whose code is not one of `codes`, as 'ClassName: CODE'. */
function findUnknownCodes(errors: readonly httpErrors.HttpError[], codes: ReadonlySet<string>): string[] {
  return errors.filter((error) => !codes.has(error.code)).map((error) => `${error.name}: ${error.code}`)
}

/** The exported client-facing error classes of the modules, by name. */
function listErrorClasses(): string[] {
  return Object.values(errorModules).flatMap((module) =>
    Object.entries(module)
      .filter(([, value]) => typeof value === 'function' && value.prototype instanceof httpErrors.HttpError)
      .filter(([, value]) => !bases.has(value))
      .map(([name]) => name),
  )
}

/** Product files under src/ and their text (tests excluded). */
function productFiles(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return productFiles(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return []
    return [{ path: relative(src, path), text: readFileSync(path, 'utf8') }]
  })
}

/**
 * Error answers written by hand (an object that starts with `message`) without a `code`, as
 * 'file: the literal': a route that answers `c.json({ message }, 4xx)` escapes the error classes and the
 * checks above (the directory's routes did, until issue #25's follow-up).
 */
function findCodelessAnswers(files: readonly { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(/c\.json\(\s*\{\s*message\b[^}]*\}/g)]
      .map(([literal]) => literal)
      .filter((literal) => !/\bcode\b/.test(literal))
      .map((literal) => `${path}: ${literal.replace(/\s+/g, ' ')}`),
  )
}

/** Product files under src/ that declare a subclass of the server's HTTP errors. */
function findErrorDeclarations(dir: string): string[] {
  return productFiles(dir)
    .filter(({ text }) => /extends (HttpError|AuthRequestError|NameRequestError)\b/.test(text))
    .map(({ path }) => path)
}

describe('api error codes', () => {
  const codes = protocolApiErrorCodes(protocol)

  test('default: every client-facing error answers one of protocol’s codes', () => {
    const errors = Object.values(samples).flatMap((build) => build())
    expect(findUnknownCodes(errors, codes)).toEqual([])
  })

  test('default: no route answers a message without a code', () => {
    expect(findCodelessAnswers(productFiles(src))).toEqual([])
  })

  test('behavior: an answer with a message and no code is reported', () => {
    const files = [
      { path: 'a.ts', text: "return c.json({ message: t('image.walletNotFound') }, 404)" },
      { path: 'b.ts', text: 'return c.json({ message: error.shortMessage, code: error.code }, 400)' },
      { path: 'c.ts', text: 'return c.json({ ok: true })' },
    ]
    expect(findCodelessAnswers(files)).toEqual(["a.ts: c.json({ message: t('image.walletNotFound') }"])
  })

  test('behavior: a code protocol does not list is reported', () => {
    const stray = new httpErrors.HttpError('Teapot', { code: 'TEAPOT' as never, status: 418 })
    expect(findUnknownCodes([new httpErrors.NotFoundError(), stray], codes)).toEqual(['HttpError: TEAPOT'])
  })

  test('types: an error code is one of the constants’ codes, never any string', () => {
    expectTypeOf<'INVALID_KEY' | 'OTP_LOCKED' | 'SIWX_NONCE'>().toExtend<protocol.ApiErrorCode>()
    expectTypeOf<'TEAPOT'>().not.toExtend<protocol.ApiErrorCode>()
  })

  test('behavior: every client-facing error class has its samples here', () => {
    expect(listErrorClasses().filter((name) => !(name in samples))).toEqual([])
    expect(Object.keys(samples).filter((name) => !listErrorClasses().includes(name))).toEqual([])
  })

  test('behavior: the client-facing errors are declared in the modules read here', () => {
    expect(findErrorDeclarations(src).filter((path) => !(path in errorModules))).toEqual([])
  })
})
