import { mainnet } from '@foyer/core/test'
import { fireEvent } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithFoyer } from '../test/renderWithFoyer.js'
import { NetworkImage } from './NetworkImage.js'

test('default: without any image, a decorative letter mark', () => {
  const { container } = renderWithFoyer(<NetworkImage network={mainnet} />)
  const mark = container.querySelector('.network-image')
  expect(mark).toHaveTextContent('E')
  expect(mark).toHaveAttribute('aria-hidden', 'true')
  expect(container.querySelector('img')).toBeNull()
})

test('behavior: each image is tried in turn, then the letter mark', () => {
  const { container } = renderWithFoyer(
    <NetworkImage network={{ ...mainnet, imageUrl: 'https://img.test/own.png' }} />,
    { options: { apiUrl: 'http://127.0.0.1:9', chainImages: { 'eip155:1': 'https://img.test/host.png' } } },
  )
  const image = () => container.querySelector('img')
  expect(image()).toHaveAttribute('src', 'https://img.test/own.png')
  expect(image()).toHaveAttribute('alt', '')
  fireEvent.error(image() as HTMLImageElement)
  expect(image()).toHaveAttribute('src', 'https://img.test/host.png')
  fireEvent.error(image() as HTMLImageElement)
  expect(image()?.getAttribute('src')).toMatch(
    /^http:\/\/127\.0\.0\.1:9\/public\/getAssetImage\/eip155%3A1\?/,
  )
  fireEvent.error(image() as HTMLImageElement)
  expect(image()).toBeNull()
  expect(container.querySelector('.network-image')).toHaveTextContent('E')
})
