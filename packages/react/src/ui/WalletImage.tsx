import { useState } from 'react'
import { gradientFill } from './avatarGradient.js'
import { WalletIcon } from './icons.js'

export interface WalletImageProps {
  src: string | undefined
  className?: string
  /** The wallet's name: without an image (or when it fails to load), its initials replace the icon. */
  name?: string
}

/**
 * The first letters of a wallet's first two words, or the first two of a one-word name, in capitals:
 * 'Foyer Demo Wallet' → 'FD', 'rabby' → 'RA'; '?' when it has none.
 */
export function walletInitials(name: string): string {
  const words = name.split(/\s+/).map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')])
  const letters = words.filter((word) => word.length > 0)
  const initials =
    letters.length > 1 ? `${letters[0]?.[0]}${letters[1]?.[0]}` : (letters[0] ?? []).slice(0, 2).join('')
  return initials ? initials.toLocaleUpperCase('en-US') : '?'
}

/**
 * A wallet's icon. `alt=''` because the wallet name is always shown as text beside it (an alt text would
 * make screen readers say the name twice); a missing or broken image shows the wallet's initials when
 * its `name` is given, else a neutral wallet icon.
 */
export function WalletImage({ src, className = 'wallet-image', name }: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src && failed !== src) {
    return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
  }
  if (name !== undefined)
    return (
      <span
        className={`${className} letter`}
        data-testid="wallet-image-fallback"
        aria-hidden="true"
        style={gradientFill(name)}
      >
        {walletInitials(name)}
      </span>
    )
  return (
    <span className={`${className} fallback-icon`} data-testid="wallet-image-fallback" aria-hidden="true">
      <WalletIcon />
    </span>
  )
}
