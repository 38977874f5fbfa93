import { useState } from 'react'
import { gradientFill } from './avatarGradient.js'

export interface AvatarProps {
  address: string
  /** The account's profile image; a gradient from the address is shown when absent or broken. */
  image?: string | null | undefined
  className: string
}

/** A round account avatar; decorative, the address or name next to it carries the meaning. */
export function Avatar({ address, image, className }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  if (image && !failed) {
    return <img className={className} src={image} alt="" aria-hidden="true" onError={() => setFailed(true)} />
  }
  return (
    <span
      className={className}
      aria-hidden="true"
      data-testid="avatar-fallback"
      style={gradientFill(address)}
    />
  )
}
