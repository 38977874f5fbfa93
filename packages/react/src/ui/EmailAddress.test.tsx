import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { emailSlot, WithEmailAddress } from './EmailAddress.js'

test('default: the message reads as it was translated, the address an element of its own where it stood', () => {
  const { container } = render(
    <p>
      <WithEmailAddress
        text={`Enter the code we sent to ${emailSlot}.`}
        address="ada-lovelace@long-domain-example.com"
      />
    </p>,
  )
  const paragraph = container.querySelector('p')
  expect(paragraph?.textContent).toBe('Enter the code we sent to ada-lovelace@long-domain-example.com.')
  const address = container.querySelector('bdi.email-address')
  // The address itself, its hyphens real ones: what a copy gives.
  expect(address?.textContent).toBe('ada-lovelace@long-domain-example.com')
  expect(address?.nextSibling?.textContent).toBe('.')
  // One run of text: in a flex container the address is not an item of its own.
  expect(paragraph?.children).toHaveLength(1)
})

test('behavior: a message that names the address twice, or not at all, shows it as often', () => {
  const twice = render(<WithEmailAddress text={`${emailSlot}: ${emailSlot}`} address="ada@example.com" />)
  expect(twice.container.querySelectorAll('.email-address')).toHaveLength(2)
  expect(twice.container.textContent).toBe('ada@example.com: ada@example.com')
  const none = render(<WithEmailAddress text="Enter the code" address="ada@example.com" />)
  expect(none.container.querySelector('.email-address')).toBeNull()
  expect(none.container.textContent).toBe('Enter the code')
})

test('rule: a right-to-left message keeps the isolates around the address', () => {
  const { container } = render(
    <WithEmailAddress text={`أدخل الرمز المرسل إلى \u2068${emailSlot}\u2069`} address="ada@example.com" />,
  )
  expect(container.textContent).toBe('أدخل الرمز المرسل إلى \u2068ada@example.com\u2069')
  expect(container.textContent).not.toContain(emailSlot)
})
