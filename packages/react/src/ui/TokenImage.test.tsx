import { fireEvent, render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TokenImage, tokenInitials } from './TokenImage.js'

test('default: the icon, decorative, at its size', () => {
  const { container } = render(<TokenImage src="https://img.test/foy.png" symbol="FOY" size={32} />)
  const image = container.querySelector('img')
  expect(image).toHaveAttribute('src', 'https://img.test/foy.png')
  expect(image).toHaveAttribute('alt', '')
  expect(image).toHaveAttribute('width', '32')
  expect(container.querySelector('[data-testid="token-image-fallback"]')).toBeNull()
})

test('behavior: an icon that fails to load (a 404) becomes the initials, never a broken image', () => {
  const { container } = render(<TokenImage src="https://img.test/missing.png" symbol="FOY" size={32} />)
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  expect(container.querySelector('img')).toBeNull()
  const initials = container.querySelector('[data-testid="token-image-fallback"]')
  expect(initials).toHaveTextContent(/^FO$/)
  expect(initials).toHaveAttribute('aria-hidden', 'true')
  expect(initials).toHaveClass('asset-icon')
})

test('behavior: no icon, or an empty one, shows the initials at once; another icon is tried again', () => {
  const { container, rerender } = render(
    <TokenImage src="" symbol="fUSD" size={20} className="avatar-small" />,
  )
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('.avatar-small')).toHaveTextContent('FU')
  rerender(<TokenImage src="https://img.test/a.png" symbol="fUSD" size={20} className="avatar-small" />)
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  rerender(<TokenImage src="https://img.test/b.png" symbol="fUSD" size={20} className="avatar-small" />)
  expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.test/b.png')
})

test('rule: the first two letters or digits, in capitals', () => {
  expect(tokenInitials('FOY')).toBe('FO')
  expect(tokenInitials('fUSD')).toBe('FU')
  expect(tokenInitials('$WIF')).toBe('WI')
  expect(tokenInitials('1INCH')).toBe('1I')
  expect(tokenInitials('Ξ')).toBe('Ξ')
  expect(tokenInitials('')).toBe('?')
})
