import { parseSiwxMessage, type SiwxSignedSession } from '@foyer/core'
import { InvalidSiwxMessageError } from '@foyer/core/adapter'
import * as z from 'zod/mini'

/** The payload of a CACAO (CAIP-74) as WalletConnect's `formatAuthMessage` reads it. */
export interface CacaoPayload {
  iss: string
  domain: string
  aud?: string | undefined
  version?: string | undefined
  nonce: string
  iat?: string | undefined
  nbf?: string | undefined
  exp?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** Turns a CACAO payload into the text the wallet signed (the sign-client's `formatAuthMessage`). */
export type FormatCacaoMessage = (payload: CacaoPayload, iss: string) => string

/** A wallet's answer is untrusted: only well-formed CACAOs become sign-in sessions. */
const cacaoSchema = z.object({
  h: z.object({ t: z.literal('caip122') }),
  p: z.object({
    iss: z.string().check(z.regex(/^did:pkh:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)),
    domain: z.string(),
    aud: z.optional(z.string()),
    version: z.optional(z.string()),
    nonce: z.string(),
    iat: z.optional(z.string()),
    nbf: z.optional(z.string()),
    exp: z.optional(z.string()),
    statement: z.optional(z.string()),
    requestId: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
  }),
  s: z.object({ t: z.string(), s: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) }),
})

/**
 * A signed CACAO from WalletConnect's one-click sign-in (wc_sessionAuthenticate) as a SIWX session: the
 * message text rebuilt the way the wallet built it (`formatMessage`), its fields read back from that text,
 * the signature and the CACAO itself. Throws `InvalidSiwxMessageError` when the CACAO is malformed or its
 * message does not name the issuer's address and chain.
 *
 * @example
 * const session = toSiwxSession(cacao, (payload, iss) => signClient.formatAuthMessage({ request: payload, iss }))
 * await siwx.addSession(session)
 */
export function toSiwxSession(cacao: unknown, formatMessage: FormatCacaoMessage): SiwxSignedSession {
  const parsed = z.safeParse(cacaoSchema, cacao)
  if (!parsed.success) throw new InvalidSiwxMessageError({ details: 'malformed CACAO', cause: parsed.error })
  const { p: payload, s: signature } = parsed.data
  // did:pkh:<namespace>:<reference>:<address>
  const [, , namespace, reference, address] = payload.iss.split(':')
  const message = formatMessage(payload, payload.iss)
  const data = parseSiwxMessage(message)
  if (data.accountAddress !== address || data.chainId !== `${namespace}:${reference}`)
    throw new InvalidSiwxMessageError({ details: `the message does not match the issuer ${payload.iss}` })
  return { data, message, signature: signature.s, cacao: parsed.data }
}
