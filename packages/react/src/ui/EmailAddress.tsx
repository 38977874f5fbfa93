import { Fragment } from 'react'

/**
 * Stands for the address while a message is translated (`t('emailOtp.sent', { email: emailSlot })`):
 * a private-use character, which no message of the catalog holds.
 */
export const emailSlot = '\uE000'

/**
 * An email address that the line keeps whole (the `email-address` style: an inline block as wide as the
 * line at most): where it does not fit after the text before it, it moves to the next line as a whole
 * rather than break at one of its hyphens ('ada-' on one line, 'lovelace@…' on the next); only an address
 * wider than a whole line breaks, at a hyphen or anywhere. Its own text, unchanged: copying it gives the
 * address, hyphens and all. Isolated (`bdi`), so a right-to-left sentence does not reorder it.
 *
 * @example
 * <EmailAddress address="ada-lovelace@example.com" />
 */
export function EmailAddress({ address }: { address: string }) {
  return <bdi className="email-address">{address}</bdi>
}

/**
 * A translated message whose `{email}` was filled with `emailSlot`, with the address shown as an
 * `EmailAddress` where the message puts it. One span, so that in a flex container (`.center`) the
 * message stays one run of text and the address is not set apart as an item of its own.
 *
 * @example
 * <WithEmailAddress text={t('emailOtp.sent', { email: emailSlot })} address="ada@example.com" />
 */
export function WithEmailAddress({ text, address }: { text: string; address: string }) {
  const [first, ...rest] = text.split(emailSlot)
  return (
    <span>
      {first}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message have no identity but their place
        <Fragment key={index}>
          <EmailAddress address={address} />
          {part}
        </Fragment>
      ))}
    </span>
  )
}
