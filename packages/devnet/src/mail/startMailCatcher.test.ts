import { request } from 'node:http'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MailCatcherStartError, MailWaitTimeoutError } from './errors.js'
import { type MailCatcher, startMailCatcher } from './startMailCatcher.js'

let catcher: MailCatcher
const warnings: Error[] = []

beforeAll(async () => {
  catcher = await startMailCatcher({ maxMessageBytes: 64 * 1024, onError: (error) => warnings.push(error) })
})
afterAll(() => catcher?.stop())
beforeEach(() => catcher.clear())

const send = (mail: { to: string; bcc?: string; subject: string; text?: string; html?: string }) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false })
    .sendMail({ from: 'Foyer <no-reply@foyer.test>', ...mail })

describe('startMailCatcher', () => {
  test('default: a message sent over SMTP is kept, parsed, and found by waitFor', async () => {
    const waiting = catcher.waitFor('Ada@Example.com')
    await send({ to: 'ada@example.com', bcc: 'audit@example.com', subject: 'Hello', text: 'Code 123456' })
    const mail = await waiting
    expect(mail).toMatchObject({
      to: ['ada@example.com', 'audit@example.com'],
      from: '"Foyer" <no-reply@foyer.test>',
      subject: 'Hello',
      text: 'Code 123456\n',
      html: undefined,
    })
    expect(mail.date).toBeInstanceOf(Date)
    // Already received: answered at once, for any of its recipients.
    expect(await catcher.waitFor('audit@example.com')).toBe(mail)
    expect(catcher.messages()).toEqual([mail])
  })

  test('behavior: waitFor with a predicate skips what does not match and waits for the next', async () => {
    await send({ to: 'bob@example.com', subject: 'First', text: 'one' })
    const second = catcher.waitFor('bob@example.com', (mail) => mail.subject === 'Second')
    await send({ to: 'bob@example.com', subject: 'Second', text: 'two' })
    expect((await second).text).toBe('two\n')
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(['Second', 'First'])
  })

  test('behavior: waitFor rejects after its timeout', async () => {
    await expect(catcher.waitFor('nobody@example.com', undefined, 30)).rejects.toThrow(
      new MailWaitTimeoutError({ to: 'nobody@example.com', timeoutMs: 30 }),
    )
  })

  test('behavior: GET /messages answers JSON newest first, filtered by ?to=', async () => {
    await send({ to: 'carol@example.com', subject: 'C1', text: 'c1', html: '<p>c1</p>' })
    await send({ to: 'dan@example.com', subject: 'D1', text: 'd1' })
    await send({ to: 'carol@example.com', subject: 'C2', text: 'c2' })
    const all = (await (await fetch(`${catcher.httpUrl}/messages`)).json()) as { subject: string }[]
    expect(all.map((mail) => mail.subject)).toEqual(['C2', 'D1', 'C1'])
    const response = await fetch(`${catcher.httpUrl}/messages?to=CAROL@example.com`)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const carol = (await response.json()) as Record<string, unknown>[]
    expect(carol.map((mail) => mail.subject)).toEqual(['C2', 'C1'])
    expect(carol[1]).toMatchObject({ to: ['carol@example.com'], html: '<p>c1</p>', text: 'c1' })
    expect(typeof carol[1]?.date).toBe('string')
  })

  test('behavior: the inbox page shows escaped text only, never the message HTML', async () => {
    await send({
      to: 'eve@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: 'Hi <script>alert(1)</script> & bye',
      html: '<script>alert(2)</script><b>bold</b>',
    })
    await send({ to: 'frank@example.com', subject: 'Other', text: 'hidden by the filter' })
    const response = await fetch(`${catcher.httpUrl}/?to=eve@example.com`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await response.text()
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; bye')
    expect(page).toContain('value="eve@example.com"')
    expect(page).not.toContain('<script')
    expect(page).not.toContain('<b>')
    expect(page).not.toContain('hidden by the filter')
    expect(await (await fetch(`${catcher.httpUrl}/`)).text()).toContain('hidden by the filter')
    expect((await fetch(`${catcher.httpUrl}/nope`)).status).toBe(404)
    expect((await fetch(`${catcher.httpUrl}/messages`, { method: 'POST' })).status).toBe(405)
  })

  test('behavior: GET /messages is readable by the allowed origins only; another host name gets 421', async () => {
    const demo = 'http://127.0.0.1:5173'
    const other = await startMailCatcher({ allowOrigins: [demo] })
    try {
      const allowed = await fetch(`${other.httpUrl}/messages`, { headers: { Origin: demo } })
      expect(allowed.headers.get('access-control-allow-origin')).toBe(demo)
      expect(allowed.headers.get('vary')).toBe('Origin')
      const foreign = await fetch(`${other.httpUrl}/messages`, {
        headers: { Origin: 'https://evil.example' },
      })
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
      const port = new URL(other.httpUrl).port
      const local = await rawGet(port, `localhost:${port}`)
      expect(local.status).toBe(200)
      const rebound = await rawGet(port, `evil.example:${port}`)
      expect(rebound.status).toBe(421)
      expect(rebound.body).toBe('The mail catcher answers only 127.0.0.1 and localhost')
    } finally {
      await other.stop()
    }
  })

  test('behavior: a message over the size limit is refused with 552 and not kept', async () => {
    const error = await send({ to: 'big@example.com', subject: 'Big', text: 'x'.repeat(80 * 1024) }).catch(
      (caught: unknown) => caught,
    )
    expect((error as { responseCode?: number }).responseCode).toBe(552)
    expect(catcher.messages()).toEqual([])
  })

  test('behavior: a port in use is a MailCatcherStartError', async () => {
    await expect(startMailCatcher({ smtpPort: catcher.smtpPort })).rejects.toThrow(MailCatcherStartError)
    const httpPort = Number(new URL(catcher.httpUrl).port)
    await expect(startMailCatcher({ httpPort })).rejects.toThrow(MailCatcherStartError)
  })

  test('behavior: stop rejects pending waits and is safe to call twice', async () => {
    const other = await startMailCatcher()
    const waiting = other.waitFor('late@example.com', undefined, 60_000)
    await Promise.all([other.stop(), other.stop()])
    await expect(waiting).rejects.toThrow(MailWaitTimeoutError)
    expect(warnings).toEqual([])
  })
})

/** GET /messages with a Host header of our choosing (fetch does not let a caller set it). */
function rawGet(port: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path: '/messages', headers: { Host: host } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    call.on('error', reject)
    call.end()
  })
}
