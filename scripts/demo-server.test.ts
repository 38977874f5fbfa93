// The demo's static server as `npm start` stops it on Ctrl+C: a connection still open (a browser tab's
// keep-alive connection, a request half sent) must not keep the port answering or the stop waiting.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
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

/** GET `path` exactly as written (fetch would normalize it); resolves with the status. */
const rawGet = (url: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const { port } = new URL(url)
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
      .once('error', reject)
      .end()
  })

test('behavior: an address that is no path gets a 400 and the server goes on serving', async () => {
  const demo = await startDemoServer({ dist })
  try {
    // A path of two slashes is a folder's address here (it crashed the server when parsed as a host).
    expect(await rawGet(demo.url, '//')).toBe(200)
    expect(await rawGet(demo.url, '/%E0%A4%A')).toBe(400)
    expect(await rawGet(demo.url, '/../../etc/passwd')).not.toBe(200)
    expect((await fetch(`${demo.url}/`)).status).toBe(200)
  } finally {
    await demo.stop()
  }
})
