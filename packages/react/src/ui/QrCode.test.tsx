import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { expect, test } from 'vitest'
import { QrCode, qrQuietZone } from './QrCode.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('default: one image named by its label, the matrix plus a 4-module quiet zone', () => {
  render(<QrCode value={address} label="QR code of your address" />)
  const image = screen.getByRole('img', { name: 'QR code of your address' })
  expect(image.tagName.toLowerCase()).toBe('svg')
  // An EVM address is a version 3 code at level M: 29 × 29 modules.
  expect(encode(address, { ecc: 'M', border: 0 }).size).toBe(29)
  expect(image).toHaveAttribute('viewBox', `0 0 ${29 + 2 * qrQuietZone} ${29 + 2 * qrQuietZone}`)
  // Black on white whatever the theme.
  expect(image.querySelector('rect')).toHaveAttribute('fill', '#ffffff')
  expect(image.querySelector('path')).toHaveAttribute('fill', '#000000')
})

test('behavior: every dark module is drawn, inside the quiet zone', () => {
  render(<QrCode value="HELLO" label="QR" />)
  const { size, data } = encode('HELLO', { ecc: 'M', border: 0 })
  expect(size).toBe(21)
  const d = screen.getByRole('img', { name: 'QR' }).querySelector('path')?.getAttribute('d') ?? ''
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)].map(([, x, y, w]) => [
    Number(x),
    Number(y),
    Number(w),
  ])
  const dark = new Set<string>()
  for (const [x = 0, y = 0, w = 0] of runs) {
    for (let i = 0; i < w; i += 1) dark.add(`${x + i - qrQuietZone},${y - qrQuietZone}`)
  }
  const expected = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])))
  expect([...dark].sort()).toEqual(expected.sort())
})

test('parameters: logo — level Q by default, the centre modules are left out for the decorative logo', () => {
  const { container } = render(
    <QrCode value={address} label="QR code of your address" logo={<img src="data:," alt="" />} />,
  )
  const image = screen.getByRole('img', { name: 'QR code of your address' })
  // Level Q needs version 4 for 42 characters: 33 × 33 modules.
  expect(image).toHaveAttribute('viewBox', `0 0 ${33 + 2 * qrQuietZone} ${33 + 2 * qrQuietZone}`)
  const logo = container.querySelector('.qr-logo')
  expect(logo).toHaveAttribute('aria-hidden', 'true')
  // No run touches the centre module.
  const d = image.querySelector('path')?.getAttribute('d') ?? ''
  const centre = qrQuietZone + 16
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    if (Number(y) === centre) expect(Number(x) > centre || Number(x) + Number(w) <= centre).toBe(true)
  }
})
