import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'

// The sandbox checkout's link: a one-time token that only the URL the generator answered holds (the
// server keeps its hash), and the project parameters the link carries on.

/** A checkout's one-time token: 32 random bytes, base64url (`checkoutTokenSchema` of @foyer/protocol). */
export const newCheckoutToken = () => randomBytes(32).toString('base64url')
export const hashCheckoutToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The sandbox link's query: the checkout token (if any) and the project parameters of the request. */
export function sandboxQuery(c: Context, checkout: string | undefined): string {
  const search = new URLSearchParams(checkout === undefined ? {} : { checkout })
  for (const name of ['projectId', 'st', 'sv'] as const) {
    const value = c.req.query(name)
    if (value) search.set(name, value)
  }
  return search.toString()
}
