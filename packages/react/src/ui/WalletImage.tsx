import { useState } from 'react'
import { WalletIcon } from './icons.js'

export interface WalletImageProps {
  src: string | undefined
  className?: string
}

/**
 * A wallet's icon. `alt=''` because the wallet name is always shown as text beside it; a neutral wallet
 * icon replaces a missing or broken image.
 */
export function WalletImage({ src, className = 'wallet-image' }: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src && failed !== src) {
    return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
  }
  return (
    <span className={`${className} fallback-icon`} data-testid="wallet-image-fallback" aria-hidden="true">
      <WalletIcon />
    </span>
  )
}
