// A small HTTP load generator, run as its own process by bench/server.ts so that the load does not share
// the server's event loop. Usage: node --import tsx bench/load.ts <url> <seconds> <concurrency> [origin]
// Prints one JSON line: { requests, errors, rps, p50, p99, max } (latencies in ms).
const [url, seconds = '5', concurrency = '16', requestOrigin] = process.argv.slice(2)
if (!url?.startsWith('http://127.0.0.1')) {
  console.error('load.ts only targets http://127.0.0.1')
  process.exit(2)
}

const latencies: number[] = []
let errors = 0
const deadline = performance.now() + Number(seconds) * 1000
const headers: Record<string, string> = requestOrigin ? { origin: requestOrigin } : {}

async function worker() {
  while (performance.now() < deadline) {
    const started = performance.now()
    try {
      const response = await fetch(url as string, { headers })
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
