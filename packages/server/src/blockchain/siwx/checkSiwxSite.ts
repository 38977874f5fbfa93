import type { SiwxMessageFields } from '@foyer/protocol'
import type { ProjectConfig } from '../../config/serverConfigSchema.js'
import { SiwxRequestError } from '../errors.js'

/**
 * The sites of a project that a message may name: its allowed origins, or, for a project open to every
 * origin ('*'), the origin of the page that sent the request (none for a non-browser client: then any).
 */
export function checkSiwxSite(
  project: ProjectConfig,
  data: SiwxMessageFields,
  requestOrigin: string | undefined,
): void {
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw new SiwxRequestError({ reason: 'siwx.uri', params: { uri: data.uri } })
  }
  if (requestOrigin !== undefined) checkRequestOrigin(data, uri, requestOrigin)
  const origins = project.origins.filter((origin) => origin !== '*')
  const openToAll = origins.length < project.origins.length
  const sites = origins.map((origin) => new URL(origin))
  if (!openToAll && !sites.some((site) => site.host === data.domain))
    throw new SiwxRequestError({ reason: 'siwx.domain', params: { domain: data.domain } })
  if (!openToAll && !sites.some((site) => site.origin === uri.origin && site.host === data.domain))
    throw new SiwxRequestError({ reason: 'siwx.uri', params: { uri: data.uri } })
}

/** The sending page must be the message's domain, on the scheme of its URI (EIP-4361's phishing guard). */
function checkRequestOrigin(data: SiwxMessageFields, uri: URL, requestOrigin: string): void {
  let origin: URL
  try {
    origin = new URL(requestOrigin)
  } catch {
    throw new SiwxRequestError({
      reason: 'siwx.origin',
      params: { domain: data.domain, origin: requestOrigin },
    })
  }
  if (origin.host !== data.domain)
    throw new SiwxRequestError({
      reason: 'siwx.origin',
      params: { domain: data.domain, origin: requestOrigin },
    })
  // An https:// URI signed on an http page (or the reverse) is not that page's sign-in.
  if (uri.protocol !== origin.protocol)
    throw new SiwxRequestError({ reason: 'siwx.scheme', params: { uri: data.uri, origin: requestOrigin } })
}
