import * as z from 'zod/mini'
import type { Eip1193Provider, Eip6963ProviderDetail } from '../types.js'
import { isEip1193Provider } from './isEip1193Provider.js'

/** Icons are rendered as images: only inline images and https URLs are accepted. */
function isSafeIconUrl(value: string): boolean {
  if (/^data:image\//i.test(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

const nonEmpty = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(2048))

const announcementSchema = z.object({
  info: z.object({
    uuid: nonEmpty(),
    name: nonEmpty(),
    icon: z.string().check(z.refine(isSafeIconUrl, 'icon must be a data:image or https: URL')),
    // Reverse DNS (`io.metamask`): at least one dot, so it can never clash with the legacy `injected` id.
    rdns: z
      .string()
      .check(z.trim(), z.maxLength(255), z.regex(/^[\w-]+(\.[\w-]+)+$/, 'rdns must be a reverse DNS name')),
  }),
  // z.custom keeps the provider object itself (identity matters: it is compared with window.ethereum).
  provider: z.custom<Eip1193Provider>(isEip1193Provider, 'provider must have a request function'),
})

export type ParseAnnouncementReturnType =
  | { success: true; detail: Eip6963ProviderDetail }
  | { success: false; reason: string }

/**
 * Validates the `detail` of an `eip6963:announceProvider` event at the edge.
 *
 * @example
 * const result = parseAnnouncement(event.detail)
 * if (result.success) providers.set(result.detail.info.rdns, result.detail)
 */
export function parseAnnouncement(detail: unknown): ParseAnnouncementReturnType {
  const result = announcementSchema.safeParse(detail)
  if (result.success) return { success: true, detail: result.data }
  const reason = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
  return { success: false, reason }
}
