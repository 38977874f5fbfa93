/**
 * An unknown mint's stand-in symbol (no metadata is read from the network): its first and last four
 * characters.
 *
 * @example
 * shortMint('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU') // '7xKX…gAsU'
 */
export function shortMint(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`
}
