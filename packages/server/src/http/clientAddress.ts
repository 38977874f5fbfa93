import { BlockList, isIP } from 'node:net'
import { parseProxyEntry } from '../config/parseProxyEntry.js'

/** What the client address is read from: a request's headers and its runtime bindings (Hono's `c.env`). */
export interface ClientAddressRequest {
  header(name: string): string | undefined
  /** @hono/node-server's bindings `{ incoming, outgoing }`: the socket is `incoming.socket`. */
  env: unknown
}

/**
 * The proxies in front of the server, as the config's `trustProxy` lists them: IP addresses and CIDR
 * ranges ('10.0.0.0/8', '::1', '127.0.0.1'). Empty: no proxy, the socket's peer is the client.
 */
export type TrustedProxies = readonly string[]

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) → '10.0.0.1'; other addresses as they are. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return mapped?.[1] ?? address
}

function socketAddress(env: unknown): string | undefined {
  const bindings = env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined
  const address = bindings?.incoming?.socket?.remoteAddress
  return typeof address === 'string' && address !== '' ? normalize(address) : undefined
}

/**
 * Builds the one resolver of the client's address that every per-IP limit uses. The address is the
 * socket's peer (the Node bindings Hono receives from `listen()`). Only when that peer is a trusted
 * proxy (`trustProxy`) is `X-Forwarded-For` read, right to left: the first hop that is not a trusted
 * proxy is the client (hops further left were written by the client itself and prove nothing). A hop
 * that is not an IP address ends the walk at the proxy that reported it. Undefined when no socket is
 * known (in-process `app.request` without bindings).
 *
 * @example
 * const clientAddress = createClientAddress(['10.0.0.0/8'])
 * clientAddress({ header: (name) => c.req.header(name), env: c.env }) // '203.0.113.7'
 */
export function createClientAddress(
  trustProxy: TrustedProxies = [],
): (request: ClientAddressRequest) => string | undefined {
  const trusted = new BlockList()
  for (const entry of trustProxy) {
    const parsed = parseProxyEntry(entry)
    if (!parsed) throw new TypeError(`Invalid trusted proxy address: ${entry}`)
    if (parsed.prefix === undefined) trusted.addAddress(parsed.address, parsed.family)
    else trusted.addSubnet(parsed.address, parsed.prefix, parsed.family)
  }
  const isTrusted = (address: string) => {
    const version = isIP(address)
    return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6')
  }

  return ({ header, env }) => {
    const peer = socketAddress(env)
    if (peer === undefined || trustProxy.length === 0 || !isTrusted(peer)) return peer
    const hops = (header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '')
    let client = peer
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = normalize(hops[index] as string)
      if (isIP(hop) === 0) return client
      client = hop
      if (!isTrusted(hop)) return hop
    }
    return client
  }
}
