// What discovery checks once the wallet list is wanted (`prepare`), in one chunk: the EIP-6963
// announcements (zod) and the host's own connectors.
import type { Eip6963ProviderDetail } from '../types.js'
import { parseAnnouncement } from './parseAnnouncement.js'

export { acceptHostConnectors } from './acceptHostConnectors.js'

/** An announcement's detail once validated; undefined, with a console warning saying why, when invalid. */
export function checkAnnouncement(input: unknown): Eip6963ProviderDetail | undefined {
  const result = parseAnnouncement(input)
  if (result.success) return result.detail
  console.warn(`Foyer: ignored an invalid EIP-6963 announcement (${result.reason})`)
  return undefined
}
