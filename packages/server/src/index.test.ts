import { expect, test } from 'vitest'
import * as server from './index.js'

test('exports', () => {
  expect(Object.keys(server)).toMatchInlineSnapshot(`
    [
      "analyticsEventSchema",
      "loadConfig",
      "parseServerConfig",
      "createFoyerServer",
      "createDatabase",
      "migrate",
      "coreMigrations",
      "ConfigFileError",
      "InvalidCliArgumentsError",
      "InvalidServerConfigError",
      "DatabaseClosedError",
      "DatabaseOpenError",
      "InvalidMigrationsError",
      "MigrationError",
      "AnalyticsDisabledError",
      "AnalyticsQueueFullError",
      "HttpError",
      "InvalidJsonError",
      "InvalidKeyError",
      "InvalidParameterError",
      "MissingParametersError",
      "NotFoundError",
      "OriginNotAllowedError",
      "PayloadTooLargeError",
      "ValidationError",
      "AnalyticsFlushTimeoutError",
      "ListenError",
      "FrameNotConfiguredError",
      "FrameWildcardOriginsError",
      "createConsoleLogger",
      "messages",
      "t",
      "migrations",
    ]
  `)
})
