import { useState } from 'react'
import { gradientFill } from './avatarGradient.js'

export interface TokenImageProps {
  /** The token's icon; none, an empty string, or an icon that fails to load shows the initials. */
  src: string | undefined
  /** The token's symbol: the initials' letters, and the seed of their colour. */
  symbol: string
  /** Its width and height in CSS pixels. */
  size: number
  className?: string
}

/**
 * The first two letters or digits of a symbol, in capitals: 'FOY' → 'FO', 'fUSD' → 'FU', '$WIF' → 'WI';
 * '?' when it has none.
 */
export function tokenInitials(symbol: string): string {
  const letters = [...symbol.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 2).join('')
  return letters ? letters.toLocaleUpperCase('en-US') : '?'
}

/**
 * A token's icon (decorative: the symbol is always shown as text beside it). A missing or broken icon
 * (a 404 from the token list) becomes the symbol's initials on a colour of its own, never the browser's
 * broken-image mark: as WalletImage does for wallets and NetworkImage for networks.
 *
 * @example
 * <TokenImage src={token.iconUrl} symbol={token.symbol} size={32} className="asset-icon" />
 */
export function TokenImage({ src, symbol, size, className = 'asset-icon' }: TokenImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src && failed !== src) {
    return (
      <img
        key={src}
        className={className}
        src={src}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(src)}
      />
    )
  }
  return (
    <span
      className={`${className} letter token-initials`}
      data-testid="token-image-fallback"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        ...gradientFill(symbol),
        fontSize: Math.max(8, Math.round(size * 0.38)),
      }}
    >
      {tokenInitials(symbol)}
    </span>
  )
}
