import { expect, test } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, devnet2, mainnet } from '../test/testNetworks.js'
import { getNetworkImageUrls } from './getNetworkImageUrls.js'

test('default: no image and no server gives nothing (the UI draws a mark)', () => {
  const { foyer } = createTestFoyer()
  expect(getNetworkImageUrls(foyer, mainnet)).toEqual([])
  expect(getNetworkImageUrls(foyer, undefined)).toEqual([])
})

test('parameters: imageUrl, chainImages by CAIP id and by chain id, then the server', () => {
  const { foyer } = createTestFoyer({
    options: {
      apiUrl: 'http://127.0.0.1:4000/',
      chainImages: { 'eip155:31337': 'https://img.test/devnet.png', '31338': 'https://img.test/devnet2.png' },
    },
  })
  const server = (id: string) =>
    expect.stringMatching(
      new RegExp(`^http://127\\.0\\.0\\.1:4000/public/getAssetImage/${encodeURIComponent(id)}\\?projectId=`),
    )
  expect(getNetworkImageUrls(foyer, { ...mainnet, imageUrl: 'data:image/png;base64,AA' })).toEqual([
    'data:image/png;base64,AA',
    server('eip155:1'),
  ])
  expect(getNetworkImageUrls(foyer, devnet)).toEqual(['https://img.test/devnet.png', server('eip155:31337')])
  expect(getNetworkImageUrls(foyer, devnet2)).toEqual([
    'https://img.test/devnet2.png',
    server('eip155:31338'),
  ])
})

test('behavior: chainImages must map ids to URLs', () => {
  expect(() =>
    createTestFoyer({ options: { chainImages: { 'eip155:1': 5 } as unknown as Record<string, string> } }),
  ).toThrow(/chainImages/)
})
