// A small HTTP load generator, run as its own process by bench/server.ts so that the load does not share
// the server's event loop. Usage: node --import tsx bench/load.ts <url[,url…]> <seconds> <concurrency> [origin]
// With several URLs (instances of one server), each worker takes the next URL for each request, so the
// load is spread round-robin over the instances as a load balancer would spread it.
// Prints one JSON line: { requests, errors, rps, p50, p99, max } (latencies in ms).
const [list = '', seconds = '5', concurrency = '16', requestOrigin] = process.argv.slice(2)
const urls = list.split(',').filter((url) => url !== '')
if (urls.length === 0 || !urls.every((url) => url.startsWith('http://127.0.0.1'))) {
  console.error('load.ts only targets http://127.0.0.1 (one URL or several, comma-separated)')
  process.exit(2)
}

const latencies: number[] = []
let errors = 0
const deadline = performance.now() + Number(seconds) * 1000
const headers: Record<string, string> = requestOrigin ? { origin: requestOrigin } : {}

/** One connection's loop. Workers start on different URLs so that every instance is busy from the start. */
async function worker(_: unknown, index: number) {
  let next = index
  while (performance.now() < deadline) {
    const url = urls[next++ % urls.length] as string
    const started = performance.now()
    try {
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (!response.ok) errors++
    } catch {
      errors++
    }
    latencies.push(performance.now() - started)
  }
}

const started = performance.now()
await Promise.all(Array.from({ length: Number(concurrency) }, worker))
const elapsed = (performance.now() - started) / 1000
latencies.sort((a, b) => a - b)
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies[latencies.length - 1] ?? 0,
  }),
)

export {}
