// The demo's static server as `npm start` stops it on Ctrl+C: a connection still open (a browser tab's
// keep-alive connection, a request half sent) must not keep the port answering or the stop waiting.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { startDemoServer } from './demo-server.js'

const dist = mkdtempSync(join(tmpdir(), 'foyer-demo-dist-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>demo</title>')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

test('behavior: serves the build, and stop() ends while a client still holds a connection open', async () => {
  const demo = await startDemoServer({ dist })
  const page = await fetch(`${demo.url}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<title>demo</title>')

  // A request whose headers never end: the server counts the connection busy, so close() alone waits
  // for it (until the 60 s headers timeout; a reused keep-alive connection, for ever).
  const { port } = new URL(demo.url)
  const socket = connect(Number(port), '127.0.0.1')
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  await new Promise((resolve) => setTimeout(resolve, 50))

  await demo.stop()
  await ended
  await expect(fetch(`${demo.url}/`)).rejects.toThrow()
})
