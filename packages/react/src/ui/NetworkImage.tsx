import type { Network } from '@foyer/core'
import { useState } from 'react'
import { avatarGradient } from './avatarGradient.js'

export interface NetworkImageProps {
  network: Network | undefined
  className?: string
}

/** A network's image, or a coloured circle with the first letter of its name (decorative). */
export function NetworkImage({ network, className = 'network-image' }: NetworkImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const src = network?.imageUrl
  if (src && failed !== src) {
    return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
  }
  const name = network?.name ?? '?'
  return (
    <span
      className={`${className} letter`}
      aria-hidden="true"
      style={{ background: avatarGradient(network?.caipNetworkId ?? name) }}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
