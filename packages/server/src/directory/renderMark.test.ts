import { describe, expect, test } from 'vitest'
import { renderMark } from './renderMark.js'

describe('renderMark', () => {
  test('default: a 96×96 SVG with a title, a gradient and the text', () => {
    const svg = renderMark({ seed: 'a', text: 'MM', title: 'MetaMask', shape: 'square' })
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96" viewBox="0 0 96 96"/,
    )
    expect(svg).toContain('aria-label="MetaMask"')
    expect(svg).toContain('<title>MetaMask</title>')
    expect(svg).toContain('<linearGradient')
    expect(svg).toContain('>MM</text>')
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  test('behavior: deterministic for a seed, different for another seed', () => {
    const parameters = { seed: 'wallet-1', text: 'A', title: 'A', shape: 'square' } as const
    expect(renderMark(parameters)).toBe(renderMark(parameters))
    expect(renderMark({ ...parameters, seed: 'wallet-2' })).not.toBe(renderMark(parameters))
  })

  test('behavior: text and title are XML-escaped', () => {
    const svg = renderMark({ seed: 's', text: '<&>', title: `D'CENT "<x>"`, shape: 'circle' })
    expect(svg).toContain('<title>D&apos;CENT &quot;&lt;x&gt;&quot;</title>')
    expect(svg).toContain('>&lt;&amp;&gt;</text>')
    expect(svg).not.toContain('<x>')
  })

  test('parameters: shape circle draws a round mark clipped to the circle', () => {
    const svg = renderMark({ seed: 's', text: 'ETH', title: 'Ethereum', shape: 'circle' })
    expect(svg).toContain('<circle cx="48" cy="48" r="48" fill="url(#')
    expect(svg).toContain('<clipPath')
    const square = renderMark({ seed: 's', text: 'ETH', title: 'Ethereum', shape: 'square' })
    expect(square).toContain('<rect width="96" height="96" fill="url(#')
    expect(square).not.toContain('<clipPath')
  })

  test('behavior: longer texts get a smaller font', () => {
    const fontSize = (text: string) =>
      Number(/font-size="(\d+)"/.exec(renderMark({ seed: 's', text, title: text, shape: 'circle' }))?.[1])
    expect(fontSize('$')).toBeGreaterThan(fontSize('ETH'))
    expect(fontSize('ETH')).toBeGreaterThan(fontSize('MATIC'))
  })
})
