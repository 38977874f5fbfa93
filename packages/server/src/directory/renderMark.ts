import { sha256Hex } from './sha256Hex.js'

export interface RenderMarkParameters {
  /** Everything visual (colours, glyph, its placement) is derived from the sha256 of this string. */
  seed: string
  /** The short text drawn in the middle: initials, a ticker, a currency sign. */
  text: string
  /** The accessible name (`<title>` and `aria-label`). */
  title: string
  /** 'square' fills the whole canvas (wallet marks; the client rounds the corners), 'circle' is round. */
  shape: 'square' | 'circle'
}

const size = 96
const fontFamily = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** `text` with XML's five special characters escaped, for an attribute or element text. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Hues between yellow and cyan look washed out under white text: they get a darker tone. */
function lightnessFor(hue: number, base: number, spread: number): number {
  const darken = hue >= 40 && hue <= 190 ? 10 : 0
  return base - darken + spread
}

function glyph(kind: number, a: number, b: number): string {
  const white = (opacity: number) => `fill="#fff" fill-opacity="${opacity}"`
  const offset = (value: number, range: number) => Math.round((value / 255) * range)
  switch (kind) {
    case 0: {
      const r = 30 + offset(a, 14)
      return `<circle cx="${70 - offset(b, 20)}" cy="${26 + offset(a, 20)}" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="9"/>`
    }
    case 1: {
      const c = 58 + offset(b, 18)
      return `<rect x="${c - 22}" y="${c - 22}" width="44" height="44" rx="6" transform="rotate(45 ${c} ${c})" ${white(0.16)}/>`
    }
    case 2: {
      const cx = 64 + offset(a, 14)
      const cy = 30 + offset(b, 14)
      const r = 26
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6
        return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`
      })
      return `<polygon points="${points.join(' ')}" ${white(0.16)}/>`
    }
    case 3: {
      const x = 8 + offset(a, 10)
      const bars = [0, 1, 2].map(
        (i) =>
          `<rect x="${x + i * 6}" y="${70 + i * 9 - offset(b, 6)}" width="${70 - i * 18}" height="7" rx="3.5" ${white(0.18)}/>`,
      )
      return bars.join('')
    }
    case 4: {
      const y = 22 + offset(a, 16)
      return `<circle cx="30" cy="${y}" r="22" ${white(0.12)}/><circle cx="${56 + offset(b, 12)}" cy="${y + 10}" r="22" ${white(0.12)}/>`
    }
    default: {
      const r = 44 + offset(a, 20)
      return `<circle cx="${size}" cy="${size}" r="${r}" ${white(0.14)}/><circle cx="${size}" cy="${size}" r="${r - 18 - offset(b, 8)}" ${white(0.14)}/>`
    }
  }
}

/**
 * Draws a deterministic SVG mark: a two-colour gradient, a translucent geometric glyph and a short
 * text, all derived from `seed`. The same parameters always give the same bytes (so ETags are stable);
 * different seeds give different colours and glyphs.
 *
 * @example
 * renderMark({ seed: wallet.id, text: 'MM', title: 'MetaMask', shape: 'square' })
 * // '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" …'
 */
export function renderMark({ seed, text, title, shape }: RenderMarkParameters): string {
  const hash = sha256Hex(seed)
  const byte = (index: number) => Number.parseInt(hash.slice(index * 2, index * 2 + 2), 16)
  const hue1 = Math.round((byte(0) / 255) * 359)
  const hue2 = (hue1 + 35 + (byte(1) % 90)) % 360
  const from = `hsl(${hue1} ${62 + (byte(2) % 24)}% ${lightnessFor(hue1, 50, byte(3) % 8)}%)`
  const to = `hsl(${hue2} ${58 + (byte(4) % 26)}% ${lightnessFor(hue2, 40, byte(5) % 8)}%)`
  const direction = [
    'x1="0" y1="0" x2="1" y2="1"',
    'x1="1" y1="0" x2="0" y2="1"',
    'x1="0" y1="0" x2="0" y2="1"',
    'x1="0" y1="1" x2="1" y2="0"',
  ][byte(6) % 4]
  const id = `m${hash.slice(0, 10)}`
  const chars = [...text].length
  const fontSize = chars <= 1 ? 46 : chars === 2 ? 38 : chars === 3 ? 30 : chars === 4 ? 24 : 19
  const background =
    shape === 'square'
      ? `<rect width="${size}" height="${size}" fill="url(#${id}g)"/>`
      : `<circle cx="48" cy="48" r="48" fill="url(#${id}g)"/>`
  const clip = shape === 'circle' ? ` clip-path="url(#${id}c)"` : ''
  const clipDef =
    shape === 'circle' ? `<clipPath id="${id}c"><circle cx="48" cy="48" r="48"/></clipPath>` : ''
  const safeTitle = escapeXml(title)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${safeTitle}">`,
    `<title>${safeTitle}</title>`,
    `<defs><linearGradient id="${id}g" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${clipDef}</defs>`,
    background,
    `<g${clip}>${glyph(byte(7) % 6, byte(8), byte(9))}</g>`,
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="central" fill="#fff" font-family="${escapeXml(fontFamily)}" font-size="${fontSize}" font-weight="700" letter-spacing="-0.5">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('')
}
