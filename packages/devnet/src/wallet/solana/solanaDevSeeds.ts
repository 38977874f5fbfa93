/**
 * The seed of the local Solana ledger's dev account `index`, computed with WebCrypto so that the
 * browser's dev wallet holds the same keys as the ledger funds (`solanaDevAccounts`, which derives them
 * with node:crypto from the same public label). Test keys only.
 *
 * @example
 * const seed = await solanaDevSeed(0) // 32 bytes: SHA-256 of 'foyer-devnet/solana/dev-account/0'
 */
export async function solanaDevSeed(index: number): Promise<Uint8Array> {
  const label = new TextEncoder().encode(`foyer-devnet/solana/dev-account/${index}`)
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', label))
}
