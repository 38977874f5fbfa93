import { afterEach, expect, test } from 'vitest'
import { loadLocale } from '../messages/catalog.js'
import { CodeLoadError, loadCode } from './codeLoad.js'
import { UserRejectedRequestError } from './rpc.js'

afterEach(() => loadLocale('en'))

const importFailure = new TypeError(
  'Failed to fetch dynamically imported module: https://site.test/assets/request-1.js',
)

test('default: what the import gives passes through', async () => {
  await expect(loadCode(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 })
})

test('error: an import the browser could not download is a CodeLoadError, with the browser’s reason kept', async () => {
  const error = await loadCode(() => Promise.reject(importFailure)).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(CodeLoadError)
  expect(error).toMatchObject({
    code: 'CODE_LOAD_FAILED',
    shortMessage: 'Part of Foyer could not be downloaded. Check the connection, then try again.',
    details: importFailure.message,
    cause: importFailure,
  })
})

test('behavior: a Foyer error is not relabelled', async () => {
  const rejected = new UserRejectedRequestError()
  await expect(loadCode(() => Promise.reject(rejected))).rejects.toBe(rejected)
})

test('behavior: in another language the message is in that language', async () => {
  await loadLocale('de')
  const error = await loadCode(() => Promise.reject(importFailure)).catch((caught: unknown) => caught)
  expect((error as CodeLoadError).shortMessage).toBe(
    'Ein Teil von Foyer konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  )
})
