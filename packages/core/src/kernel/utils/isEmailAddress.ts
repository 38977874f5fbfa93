// The frame checks the address again (zod's email); this refuses what cannot be one before anything is sent.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Whether `value` looks like an email address (spec section 5: email fields must be valid addresses).
 * Apart from the email login's flow: Connect's field checks what is typed before that flow's code loads.
 *
 * @example
 * isEmailAddress('ada@example.com') // true
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}
