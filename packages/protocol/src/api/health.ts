import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'

/**
 * GET /health → the server is alive (it answers without asking the database, so a load balancer's
 * liveness check does not restart a server whose database is down), and which database it uses.
 */
export const healthAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }),
)

/**
 * GET /ready → whether this server can answer now (200) or not (503): its database answers and its
 * migrations are applied; `role` is `indexer` while it holds the indexing lease of a chain (listed in
 * `indexing`), `reader` otherwise; `instance` names this server process (per start).
 */
export const readyAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    ready: z.boolean(),
    database: z.enum(['pglite', 'postgres']),
    migrations: z.enum(['applied', 'unknown']),
    role: z.enum(['indexer', 'reader']),
    indexing: z.array(z.string()),
    instance: z.string(),
  }),
)
