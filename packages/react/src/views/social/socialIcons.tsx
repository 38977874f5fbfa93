import type { SocialProvider } from '@foyer/core/views'
import type { ReactElement } from 'react'

/** Farcaster's brand purple. */
const FARCASTER_PURPLE = '#855DCD'

/**
 * The providers' marks, drawn for Foyer as plain shapes: a hint of each provider, not its logo, in
 * currentColor but Farcaster's, in its brand purple. Decorative (aria-hidden): the button's name says
 * which provider it is.
 */
const marks: Record<SocialProvider, ReactElement> = {
  // A "G": an open ring with its bar.
  google: <path d="M19 12h-7M19 12a7 7 0 1 1-2.05-4.95" />,
  // An "X" of two strokes, one heavier.
  x: (
    <>
      <path d="M5 5l14 14" strokeWidth={3} />
      <path d="M19 5L5 19" />
    </>
  ),
  // A game pad.
  discord: (
    <>
      <path d="M5 8c2-2 12-2 14 0l1.5 8c-1.5 1.5-3.5 2-5 2l-1-2h-5l-1 2c-1.5 0-3.5-.5-5-2z" />
      <circle cx="9" cy="12.5" r="1" />
      <circle cx="15" cy="12.5" r="1" />
    </>
  ),
  // An arch over its threshold: a gate.
  farcaster: (
    <g stroke={FARCASTER_PURPLE}>
      <path d="M4 5h16M6 5v14M18 5v14M4 19h4M16 19h4" />
      <path d="M9 19v-4a3 3 0 0 1 6 0v4" />
    </g>
  ),
  // Angle brackets around a branch: code.
  github: (
    <>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />
      <path d="M13.5 5l-3 14" />
    </>
  ),
  // A fruit with a leaf.
  apple: (
    <>
      <path d="M12 8c-2-1.5-6-1-6 4s3 8 4.5 8c1 0 1-.5 1.5-.5s.5.5 1.5.5C15 20 18 16 18 12s-4-5.5-6-4z" />
      <path d="M12 8c0-2 1-3.5 3-4" />
    </>
  ),
  // An "f" in a rounded square.
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15 7h-1.5A2.5 2.5 0 0 0 11 9.5V21M8.5 12.5H15" />
    </>
  ),
}

/** The mark of `provider`, sized by the surrounding CSS like the other icons. */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {marks[provider]}
    </svg>
  )
}
