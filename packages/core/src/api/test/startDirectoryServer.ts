import {
  type RecordedRequest,
  reply,
  startTestServer,
  type TestHandler,
  type TestServer,
} from './startTestServer.js'

export interface DirectoryRow {
  id: string
  name: string
  image_id: string
  rdns: string
  chains: string[]
  desktop_link: string | null
  mobile_link: string | null
  webapp_link: string | null
}

/** `count` wallets 'w01'…, named 'Wallet 01'…, on eip155:1 (every third also on solana only when asked). */
export function directoryRows(count: number, chains: (index: number) => string[] = () => ['eip155:1']) {
  return Array.from({ length: count }, (_, index): DirectoryRow => {
    const n = String(index + 1).padStart(2, '0')
    return {
      id: `w${n}`,
      name: `Wallet ${n}`,
      image_id: `img-${n}`,
      rdns: `com.w${n}`,
      chains: chains(index),
      desktop_link: null,
      mobile_link: null,
      webapp_link: null,
    }
  })
}

/** GET /getWallets over `rows` with the server's filters (chains, include, exclude, search, paging). */
export function answerDirectory(rows: readonly DirectoryRow[], request: RecordedRequest) {
  const q = request.query
  const list = (key: string) => (q.get(key) ? (q.get(key) as string).split(',') : [])
  const chains = list('chains')
  let found = rows.filter((row) => !list('exclude').includes(row.id))
  if (list('include').length) found = found.filter((row) => list('include').includes(row.id))
  if (chains.length) found = found.filter((row) => row.chains.some((chain) => chains.includes(chain)))
  const search = q.get('search')
  if (search) found = found.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()))
  const entries = Number(q.get('entries'))
  const page = Number(q.get('page'))
  return { data: found.slice((page - 1) * entries, page * entries), count: found.length }
}

/** A test-server handler answering GET /getWallets from `rows` (analytics off, anything else: 204). */
export function directoryHandler(rows: () => readonly DirectoryRow[]): TestHandler {
  return (request, response) => {
    if (request.path === '/getWallets') reply(response, 200, answerDirectory(rows(), request))
    else if (request.path === '/getAnalyticsConfig') reply(response, 200, { isAnalyticsEnabled: false })
    else reply(response, 204)
  }
}

/** A real HTTP server answering GET /getWallets from `rows` (analytics off, anything else: 204). */
export function startDirectoryServer(rows: () => readonly DirectoryRow[]): Promise<TestServer> {
  return startTestServer(directoryHandler(rows))
}
