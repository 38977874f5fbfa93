import type { Network } from '@foyer/core'
import { getNetworkImageUrls } from '@foyer/core/views'
import { useState } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { gradientFill } from './avatarGradient.js'

export interface NetworkImageProps {
  network: Network | undefined
  className?: string
}

/**
 * A network's image (decorative): its `imageUrl`, the host's `chainImages` entry or the Foyer server's
 * network image, each tried in turn when the previous one fails to load; then a coloured circle with
 * the first letter of the network's name.
 */
export function NetworkImage({ network, className = 'network-image' }: NetworkImageProps) {
  const foyer = useFoyerInstance()
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const src = getNetworkImageUrls(foyer, network).find((url) => !failed.has(url))
  if (src) {
    return (
      <img
        key={src}
        className={className}
        src={src}
        alt=""
        onError={() => setFailed((previous) => new Set(previous).add(src))}
      />
    )
  }
  const name = network?.name ?? '?'
  return (
    <span
      className={`${className} letter`}
      aria-hidden="true"
      style={gradientFill(network?.caipNetworkId ?? name)}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
