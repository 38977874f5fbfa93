import { isIP } from 'node:net'

/** A `trustProxy` entry: an IPv4 or IPv6 address, optionally with a /prefix. */
export function parseProxyEntry(
  entry: string,
): { address: string; family: 'ipv4' | 'ipv6'; prefix: number | undefined } | undefined {
  const [address = '', prefixText, ...rest] = entry.trim().split('/')
  if (rest.length > 0) return undefined
  const version = isIP(address)
  if (version === 0) return undefined
  const family = version === 4 ? 'ipv4' : 'ipv6'
  if (prefixText === undefined) return { address, family, prefix: undefined }
  if (!/^[0-9]{1,3}$/.test(prefixText)) return undefined
  const prefix = Number(prefixText)
  if (prefix > (family === 'ipv4' ? 32 : 128)) return undefined
  return { address, family, prefix }
}
