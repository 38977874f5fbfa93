import { createServer } from 'node:net'

/**
 * Asks the OS for a free TCP port on 127.0.0.1 (listen on port 0, read it, close).
 *
 * @example
 * const port = await getFreePort()
 */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close((error) => (error ? reject(error) : resolve(port)))
    })
  })
}
