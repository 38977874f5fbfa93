// WalletConnect's Solana RPC carries messages base58-encoded: the host page's Solana request encodes its
// message with @solana/kit's codec, loaded with the click (WalletRequests.tsx imports this module lazily).
// A module of the demo's own and not `import('@solana/kit')`: that package's index as a dynamic entry of
// the build split the page's modules (Foyer's among them) into 10 chunks, 28.0 KiB gzip of Foyer's
// against 3 chunks and 26.0 (bench:bundle with FOYER_SOLANA set; the rule Foyer's packages keep, in
// scripts/imports.ts, #32).
import { getBase58Decoder } from '@solana/kit'

/** `text` as UTF-8 bytes in base58. */
export function toBase58(text: string): string {
  return getBase58Decoder().decode(new TextEncoder().encode(text))
}
