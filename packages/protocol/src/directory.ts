import * as z from 'zod/mini'
import { defineSchema } from './defineSchema.js'

const link = /* @__PURE__ */ defineSchema(() => z.optional(z.nullable(z.string())))

/** A wallet of the directory (spec section 3, Wallet) as GET /getWallets answers it. */
export const walletSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.optional(z.string()),
    homepage: z.optional(z.nullable(z.string())),
    image_id: z.optional(z.nullable(z.string())),
    image_url: link,
    mobile_link: link,
    desktop_link: link,
    webapp_link: link,
    rdns: link,
    chains: z.optional(z.array(z.string())),
    badge_type: z.optional(z.nullable(z.string())),
    order: z.optional(z.nullable(z.number())),
    app: z.optional(z.nullable(z.record(z.string(), z.nullable(z.string())))),
    injected: z.optional(
      z.nullable(z.array(z.object({ injected_id: z.string(), namespace: z.optional(z.string()) }))),
    ),
  }),
)

export type Wallet = z.output<typeof walletSchema>

/** The answer of GET /getWallets: one page and the total count after filters. */
export const walletsPageSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ data: z.array(walletSchema), count: z.number() }),
)

export type WalletsPage = z.output<typeof walletsPageSchema>
