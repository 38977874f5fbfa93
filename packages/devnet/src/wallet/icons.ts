// The dev wallets' icons, drawn for Foyer (no third-party logo), as data: URLs (EIP-6963 wants a
// data URI; a data: URL also loads with no network request).

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">${body}</svg>`,
  )}`

/** Foyer Dev Wallet: an open doorway (a foyer) with light falling on its step. */
export const foyerDevWalletIcon = svg(
  '<rect width="96" height="96" rx="22" fill="#4338ca"/>' +
    '<path d="M26 78V40a22 22 0 0 1 44 0v38z" fill="#eef2ff"/>' +
    '<path d="M35 78V42a13 13 0 0 1 26 0v36z" fill="#818cf8"/>' +
    '<circle cx="55" cy="60" r="2.5" fill="#eef2ff"/>' +
    '<path d="M35 78h26l8 8H27z" fill="#c7d2fe"/>' +
    '<path d="M18 78h60" stroke="#eef2ff" stroke-width="4" stroke-linecap="round"/>',
)

/** Lantern Dev Wallet: a lantern with a warm flame. */
export const lanternDevWalletIcon = svg(
  '<rect width="96" height="96" rx="22" fill="#134e4a"/>' +
    '<path d="M40 18a8 8 0 0 1 16 0" fill="none" stroke="#fbbf24" stroke-width="4"/>' +
    '<rect x="34" y="22" width="28" height="8" rx="3" fill="#fbbf24"/>' +
    '<path d="M32 30h32l-4 40H36z" fill="#fde68a" fill-opacity=".25" stroke="#fbbf24" stroke-width="4" ' +
    'stroke-linejoin="round"/>' +
    '<path d="M48 38c6 8 8 13 8 18a8 8 0 0 1-16 0c0-5 2-10 8-18z" fill="#f59e0b"/>' +
    '<path d="M48 50c2.5 3 3.5 5 3.5 7a3.5 3.5 0 0 1-7 0c0-2 1-4 3.5-7z" fill="#fef3c7"/>' +
    '<rect x="32" y="70" width="32" height="8" rx="3" fill="#fbbf24"/>',
)

/**
 * An icon of this file as the Wallet Standard wants it (`data:image/svg+xml;base64,…`: wallets with a
 * URL-encoded icon are refused by apps that check, Foyer's Solana adapter included). The SVGs are ASCII,
 * so btoa takes them as they are.
 */
const toBase64Svg = (icon: string) =>
  `data:image/svg+xml;base64,${btoa(
    decodeURIComponent(icon.slice('data:image/svg+xml,'.length)),
  )}` as `data:image/svg+xml;base64,${string}`

/** The Foyer Dev Wallet's icon for its Solana wallet (Wallet Standard). */
export const foyerSolanaDevWalletIcon = toBase64Svg(foyerDevWalletIcon)

/** Lantern's icon for its Solana side (Wallet Standard): the same picture as its EVM side. */
export const lanternSolanaDevWalletIcon = toBase64Svg(lanternDevWalletIcon)
