import { authMigrations } from './auth/migrations.js'
import { blockchainMigrations } from './blockchain/migrations.js'
import { coreMigrations, type Migration } from './db/migrations.js'
import { chaindataMigrations } from './indexer/schema.js'

/**
 * The whole schema of the server, in version order: its own tables (1–99), the chain indexer's
 * (100–199), the blockchain API's (200–299) and the email login's (300–399). `createDatabase` applies
 * it by default.
 */
export const migrations: readonly Migration[] = [
  ...coreMigrations,
  ...chaindataMigrations,
  ...blockchainMigrations,
  ...authMigrations,
]
