import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'

/** GET /health → whether the database answers (200 when it does, 503 when not), and which it is. */
export const healthAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }),
)
