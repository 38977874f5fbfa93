import { describe, expect, test } from 'vitest'
import { renderApprovalPage } from './renderApprovalPage.js'
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

  test('behavior: the device mail carries the link; every value is escaped in the HTML', () => {
    const mail = renderAuthMail({ kind: 'device', link: 'https://api.example/approve?token=a&b="c"' })
    expect(mail.subject).toBe('Approve a new device')
    expect(mail.text).toContain('\n\nhttps://api.example/approve?token=a&b="c"\n\n')
    expect(mail.html).toContain('href="https://api.example/approve?token=a&amp;b=&quot;c&quot;"')
    const update = renderAuthMail({ kind: 'updatePrimary', code: '123456', newEmail: '<b>@x.io' })
    expect(update.text).toContain('to <b>@x.io is 123456.')
    expect(update.html).toContain('&lt;b&gt;@x.io')
    expect(update.html).not.toContain('<b>')
  })
})

describe('renderApprovalPage', () => {
  test('default: text only, no script, no link', () => {
    for (const approved of [true, false]) {
      const page = renderApprovalPage({ approved })
      expect(page).toContain(approved ? '<h1>Device approved</h1>' : '<h1>Link invalid or expired</h1>')
      expect(page).not.toMatch(/<script|<a |<img|<iframe|<form/)
    }
  })
})
