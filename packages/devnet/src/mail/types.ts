/** One message the mail catcher received. */
export interface Mail {
  /** The envelope recipients (RCPT TO), lower-case: Bcc recipients included. */
  to: string[]
  /** The From header as written ('Foyer <no-reply@foyer.test>'), else the envelope sender. */
  from: string
  subject: string
  /** The plain-text part ('' when the message has none). */
  text: string
  /** The HTML part as sent, never rendered by the catcher; undefined when there is none. */
  html: string | undefined
  /** When the catcher received it. */
  date: Date
}
