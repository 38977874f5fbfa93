import { z } from 'zod'

const text = (max: number) => z.string().max(max)
const isoTime = z.iso.datetime({ offset: true })

/** The body of `POST /v1/channel` (auth-client's CreateChannelRequest). */
export const createChannelBody = z.object({
  siweUri: z.url().max(2048),
  domain: text(253).min(1),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,}$/, 'a nonce is at least 8 letters or digits')
    .max(128)
    .optional(),
  notBefore: isoTime.optional(),
  expirationTime: isoTime.optional(),
  requestId: text(256).optional(),
  redirectUrl: z.url().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})

export type CreateChannelBody = z.infer<typeof createChannelBody>

/** The body of `POST /v1/channel/authenticate` (auth-client's AuthenticateRequest). */
export const authenticateBody = z.object({
  message: text(8192).min(1),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'a signature is 0x-prefixed hex') as z.ZodType<`0x${string}`>,
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: text(64).optional(),
  bio: text(1024).optional(),
  displayName: text(256).optional(),
  pfpUrl: text(2048).optional(),
})

export type AuthenticateBody = z.infer<typeof authenticateBody>

/** A one-line reason for a zod failure: `<path>: <message>` of its first issue. */
export function describeIssue(error: z.ZodError): string {
  const [issue] = error.issues
  if (!issue) return 'invalid'
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}
