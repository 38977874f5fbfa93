import { createServer } from 'node:net'
import { describe, expect, test } from 'vitest'
import { createMailer } from './createMailer.js'
import { EmailSendError } from './errors.js'

describe('createMailer', () => {
  test('behavior: an unreachable SMTP server is an EmailSendError (502)', async () => {
    // A port that was free a moment ago: nothing listens on it.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 9))
      })
    })
    const mailer = createMailer({
      smtp: { host: '127.0.0.1', port, secure: false },
      from: 'no-reply@foyer.test',
    })
    try {
      const error = await mailer
        .send({ to: 'ada@example.com', subject: 's', text: 't', html: '<p>t</p>' })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(EmailSendError)
      expect(error).toMatchObject({ status: 502, code: 'EMAIL_SEND_FAILED' })
    } finally {
      mailer.close()
    }
  })
})
