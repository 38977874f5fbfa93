import { describe, expect, test } from 'vitest'
import { renderAuthMail } from './renderAuthMail.js'

describe('renderAuthMail', () => {
  test('default: the code mail', () => {
    expect(renderAuthMail({ kind: 'code', code: '042917' })).toMatchInlineSnapshot(`
      {
        "html": "<!doctype html><html><body style="font-family:system-ui,sans-serif">
      <p>Your sign-in code is 042917. It expires in 10 minutes.</p>
      <p style="font-size:28px;font-weight:600;letter-spacing:4px">042917</p>
      <p style="opacity:0.7">If you did not try to sign in, ignore this email: nobody can sign in without the code.</p>
      </body></html>",
        "subject": "Your sign-in code",
        "text": "Your sign-in code is 042917. It expires in 10 minutes.

      If you did not try to sign in, ignore this email: nobody can sign in without the code.
      ",
      }
    `)
  })

  test("behavior: a new device's mail says so; every value is escaped in the HTML", () => {
    const mail = renderAuthMail({ kind: 'device', code: '042917' })
    expect(mail.subject).toBe('A new device asks to sign in')
    expect(mail.text).toMatch(/^A new device asks to sign in to your account\. .* is 042917\./)
    expect(mail.html).not.toMatch(/<a |<script|<img/)
    const update = renderAuthMail({ kind: 'updatePrimary', code: '123456', newEmail: '<b>@x.io' })
    expect(update.text).toContain('to <b>@x.io is 123456.')
    expect(update.html).toContain('&lt;b&gt;@x.io')
    expect(update.html).not.toContain('<b>')
  })

  test('behavior: the new address of an update that has an account already is told the change will fail', () => {
    const mail = renderAuthMail({ kind: 'updateTaken', code: '654321' })
    expect(mail.subject).toBe('Someone asked to use this email address')
    expect(mail.text).toContain('already has an account of its own, so the change will not be made')
    expect(mail.text).toContain(' is 654321.')
  })
})
