import type { ReactNode } from 'react'
import { encode } from 'uqr'
import { qrStyles } from './qrStyles.js'
import { ShadowStyle } from './shadowStyle.js'

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H'

export interface QrCodeProps {
  /** The text to encode (an address, a pairing URI...). */
  value: string
  /** The accessible name of the image, e.g. 'QR code of your address'. */
  label: string
  /** A decorative mark drawn in the centre (wallet or network image); the modules behind it are left out. */
  logo?: ReactNode
  /** Error correction level; default 'M', or 'Q' with a logo so that the hidden centre stays readable. */
  ecc?: QrErrorCorrection
}

/** Light modules around the code, as the QR standard asks (4 modules). */
export const qrQuietZone = 4
/** Share of the code's side that the centre logo covers (≈ 7 % of the modules, well within level Q). */
const logoShare = 0.26

/** The hole left for the logo, in modules: a square exactly centred on the matrix. */
function logoHole(size: number): { start: number; end: number } {
  let side = Math.max(3, Math.round(size * logoShare))
  if ((size - side) % 2 !== 0) side += 1
  const start = (size - side) / 2
  return { start, end: start + side }
}

/** One SVG path for the dark modules: a rectangle per horizontal run of dark modules in a row. */
function modulesPath(data: boolean[][], hole: { start: number; end: number } | undefined): string {
  const inHole = (x: number, y: number) => hole !== undefined && within(x, hole) && within(y, hole)
  let path = ''
  data.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x] || inHole(x, y)) {
        x += 1
        continue
      }
      const from = x
      while (x < row.length && row[x] && !inHole(x, y)) x += 1
      const run = x - from
      path += `M${from + qrQuietZone} ${y + qrQuietZone}h${run}v1h-${run}z`
    }
  })
  return path
}

/**
 * A QR code as an inline SVG: dark modules on a light plate with a quiet zone, in fixed black on white in
 * both themes (scanners need dark-on-light contrast), with an optional logo in the centre. The SVG is
 * one image with `label` as its accessible name.
 *
 * @example
 * <QrCode value={address} label={t('receive.qrLabel')} logo={<WalletImage src={icon} />} />
 */
/** start ≤ value and value is before end. */
const within = (value: number, range: { start: number; end: number }) =>
  range.start <= value && range.end > value

export function QrCode({ value, label, logo, ecc = logo ? 'Q' : 'M' }: QrCodeProps) {
  const { size, data } = encode(value, { ecc, border: 0 })
  const hole = logo ? logoHole(size) : undefined
  const side = size + qrQuietZone * 2
  return (
    <div className="qr-code">
      <ShadowStyle css={qrStyles} />
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${side} ${side}`}
        shapeRendering="crispEdges"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={side} height={side} fill="#ffffff" />
        <path d={modulesPath(data, hole)} fill="#000000" />
      </svg>
      {hole ? (
        <span
          className="qr-logo"
          aria-hidden="true"
          style={{ width: `${((hole.end - hole.start - 1) / side) * 100}%` }}
        >
          {logo}
        </span>
      ) : null}
    </div>
  )
}
