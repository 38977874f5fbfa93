// The pieces of the EIP-4361 ABNF (and CAIP-122 for other namespaces) that a sign-in message's lines
// must match, shared by the parser and the builder. RFC 3986 for the domain (an authority), the URI and
// the resources; RFC 3339 for the times.

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pctEncoded = '%[0-9A-Fa-f]{2}'

/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
export const schemeRegex = /^[A-Za-z][A-Za-z0-9+.-]*$/
/** authority = [ userinfo "@" ] host [ ":" port ]: a registered name, an IPv4 or an IP literal. */
export const authorityRegex = new RegExp(
  `^(?:(?:[${unreserved}${subDelims}:]|${pctEncoded})*@)?` +
    `(?:\\[[0-9A-Fa-f:.]+\\]|(?:[${unreserved}${subDelims}]|${pctEncoded})+)(?::[0-9]*)?$`,
)
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`
const URI_PARTS = /^[A-Za-z][A-Za-z0-9+.-]*:(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/
const pathRegex = new RegExp(`^(?:${pchar}|/)*$`)
const queryRegex = new RegExp(`^(?:${pchar}|[/?])*$`)
const emptyHostAuthority = new RegExp(`^(?:(?:[${unreserved}${subDelims}:]|${pctEncoded})*@)?(?::[0-9]*)?$`)

/**
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (RFC 3986): an authority of host[:port]
 * after "//", a path of path characters (not starting with "//" without an authority), a query and a
 * fragment of path characters, "/" and "?".
 */
export function isUri(value: string): boolean {
  const parts = URI_PARTS.exec(value)
  if (!parts) return false
  const [, authority, path = '', query = '', fragment = ''] = parts
  if (authority !== undefined && !authorityRegex.test(authority) && !emptyHostAuthority.test(authority))
    return false
  if (authority === undefined && path.startsWith('//')) return false
  return pathRegex.test(path) && queryRegex.test(query) && queryRegex.test(fragment)
}
/** statement = *( reserved / unreserved / " " ), on one line. */
export const statementRegex = new RegExp(`^[${unreserved}${subDelims}:/?#\\[\\]@ ]*$`)
/** nonce = 8*( ALPHA / DIGIT ) */
export const nonceRegex = /^[A-Za-z0-9]{8,}$/
/** request-id = *pchar */
export const requestIdRegex = new RegExp(`^(?:[${unreserved}${subDelims}:@]|${pctEncoded})*$`)
/** RFC 3339 date-time. */
export const dateTimeRegex =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** Whether `value` is an RFC 3339 date-time of a real day (no 30 February: Date.parse rolls it over). */
export function isDateTime(value: string): boolean {
  if (!dateTimeRegex.test(value) || Number.isNaN(Date.parse(value))) return false
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number]
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The account word of the first line, by namespace (EIP-4361 says Ethereum; CAIP-122 others). */
export const siwxAccountNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}
