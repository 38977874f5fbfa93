import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { createTestLogger } from '../test/createTestLogger.js'
import { createErrorHandler } from './createErrorHandler.js'
import { createProjectGuard } from './createProjectGuard.js'
import type { ServerEnv } from './env.js'

const projects = [
  { id: 'demo', origins: ['https://shop.example', 'http://localhost:5173'] },
  { id: 'open', origins: ['*'] },
]

function createApp() {
  const app = new Hono<ServerEnv>()
  app.onError(createErrorHandler(createTestLogger()))
  app.use('*', createProjectGuard({ projects }))
  app.get('/health', (c) => c.json({ ok: true }))
  app.get('/whoami', (c) => c.json({ project: c.get('project').id }))
  app.get('/fails', () => {
    throw new Error('boom')
  })
  return app
}

const query = (parameters: Record<string, string>) => `?${new URLSearchParams(parameters)}`
const valid = query({ projectId: 'demo', st: 'appkit', sv: 'html-wagmi-6.6.1' })

describe('query parameters', () => {
  test('default: a request with projectId, st and sv reaches the route with its project', async () => {
    const response = await createApp().request(`/whoami${valid}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ project: 'demo' })
  })

  test('behavior: missing parameters are a 400 naming each one', async () => {
    const app = createApp()
    const none = await app.request('/whoami')
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchInlineSnapshot(`
      {
        "code": "MISSING_PARAMETERS",
        "message": "Missing required query parameters: projectId, st, sv",
      }
    `)
    const noVersion = await app.request(`/whoami${query({ projectId: 'demo', st: 'appkit', sv: '' })}`)
    expect(noVersion.status).toBe(400)
    expect(((await noVersion.json()) as { message: string }).message).toBe(
      'Missing required query parameters: sv',
    )
  })

  test('behavior: an overlong parameter is a 400', async () => {
    const response = await createApp().request(
      `/whoami${query({ projectId: 'demo', st: 'x'.repeat(200), sv: '1' })}`,
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid query parameter `st`/)
  })

  test('behavior: an unknown project is 401 "Unauthorized: invalid key"', async () => {
    const response = await createApp().request(`/whoami${query({ projectId: 'nope', st: 'a', sv: '1' })}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key', code: 'INVALID_KEY' })
  })

  test('behavior: GET /health needs no parameters', async () => {
    const response = await createApp().request('/health')
    expect(response.status).toBe(200)
  })
})

describe('origins and CORS', () => {
  test('behavior: an allowed origin gets Access-Control-Allow-Origin echoed and Vary: Origin', async () => {
    const response = await createApp().request(`/whoami${valid}`, {
      headers: { Origin: 'https://shop.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(response.headers.get('vary')).toBe('Origin')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('behavior: an origin not on the allowlist is 403 "Unauthorized: origin not allowed", readable by that page', async () => {
    const response = await createApp().request(`/whoami${valid}`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: 'Unauthorized: origin not allowed',
      code: 'ORIGIN_NOT_ALLOWED',
    })
    // The page can read the refusal (the modal shows the alert); nothing else is answered to it.
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    expect(response.headers.get('vary')).toBe('Origin')
  })

  test('behavior: origins match exactly (scheme and port count)', async () => {
    const app = createApp()
    for (const origin of ['http://shop.example', 'https://shop.example:8443', 'http://localhost:5174']) {
      const response = await app.request(`/whoami${valid}`, { headers: { Origin: origin } })
      expect(response.status, origin).toBe(403)
    }
  })

  test("behavior: '*' allows every origin and still echoes it, never '*'", async () => {
    const response = await createApp().request(`/whoami${query({ projectId: 'open', st: 'a', sv: '1' })}`, {
      headers: { Origin: 'https://anyone.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://anyone.example')
  })

  test('behavior: a request without Origin (not a browser) passes, without CORS headers', async () => {
    const response = await createApp().request(`/whoami${valid}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('behavior: an error answer to an allowed origin is still readable cross-origin', async () => {
    const response = await createApp().request(`/fails${valid}`, {
      headers: { Origin: 'https://shop.example' },
    })
    expect(response.status).toBe(500)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(await response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' })
  })

  test('behavior: a preflight from an allowed origin is answered 204 with the CORS grant', async () => {
    const response = await createApp().request(`/e${query({ projectId: 'demo' })}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchInlineSnapshot(`
      {
        "access-control-allow-headers": "content-type",
        "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
        "access-control-allow-origin": "http://localhost:5173",
        "access-control-max-age": "600",
        "vary": "Origin, Access-Control-Request-Headers",
      }
    `)
  })

  test('behavior: a preflight from an origin not on the allowlist gets no CORS grant', async () => {
    const response = await createApp().request(`/e${valid}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('behavior: a preflight for an unknown or missing project gets no CORS grant', async () => {
    const app = createApp()
    for (const search of [query({ projectId: 'nope' }), '']) {
      const response = await app.request(`/e${search}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' },
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})
