// Public API of @foyer/server: the Foyer server (Hono on Node), its config, and its storage.
export {
  type AnalyticsEvent,
  analyticsEventSchema,
} from '@foyer/protocol'
export type { FlushParameters } from './analytics/createAnalyticsQueue.js'
export { type LoadConfigErrorType, loadConfig } from './config/loadConfig.js'
export { type ParseServerConfigErrorType, parseServerConfig } from './config/parseServerConfig.js'
export type {
  ChainConfig,
  ProjectConfig,
  ResolvedServerConfig,
  ServerConfig,
} from './config/serverConfigSchema.js'
export {
  type CreateFoyerServerErrorType,
  type CreateFoyerServerOptions,
  createFoyerServer,
  type FoyerServer,
} from './createFoyerServer.js'
export { type CreateDatabaseParameters, createDatabase } from './db/createDatabase.js'
export { type MigrateErrorType, type MigrateReturnType, migrate } from './db/migrate.js'
export { coreMigrations, type Migration } from './db/migrations.js'
export type { Database, Queryable } from './db/types.js'
export { ConfigFileError, InvalidCliArgumentsError, InvalidServerConfigError } from './errors/config.js'
export {
  DatabaseClosedError,
  DatabaseOpenError,
  InvalidMigrationsError,
  MigrationError,
} from './errors/database.js'
export {
  AnalyticsDisabledError,
  AnalyticsQueueFullError,
  HttpError,
  InvalidJsonError,
  InvalidKeyError,
  InvalidParameterError,
  MissingParametersError,
  NotFoundError,
  OriginNotAllowedError,
  PayloadTooLargeError,
  ValidationError,
} from './errors/http.js'
export { AnalyticsFlushTimeoutError, ListenError } from './errors/server.js'
export { FrameNotConfiguredError, FrameWildcardOriginsError } from './frame/errors.js'
export type { ServerEnv } from './http/env.js'
export type { ListeningServer, ListenParameters } from './http/listen.js'
export { createConsoleLogger, type Logger } from './logger.js'
export { type MessageKey, messages, t } from './messages.js'
export { migrations } from './schema.js'
