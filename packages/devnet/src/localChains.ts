/** One local EVM chain as the start and test scripts describe it to the pages they build. */
export interface LocalChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** The chains `npm start` runs when nothing else is said: the default ports. */
export const defaultLocalChains: readonly LocalChain[] = [
  { chainId: 31337, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Foyer Local B', rpcUrl: 'http://127.0.0.1:8546' },
]

/**
 * The local chains of `FOYER_DEVNET_CHAINS` (a JSON array of `{ chainId, name, rpcUrl }`, written by
 * the start and test scripts and inlined into a page at build time); entries of another shape are
 * skipped. The default chains when the variable is empty. Browser-safe: pages import it.
 *
 * @example
 * parseLocalChains(import.meta.env.FOYER_DEVNET_CHAINS) // [{ chainId: 31337, name: 'Foyer Local', … }, …]
 */
export function parseLocalChains(raw: string | undefined): LocalChain[] {
  if (!raw) return [...defaultLocalChains]
  const parsed: unknown = JSON.parse(raw)
  if (!Array.isArray(parsed)) return [...defaultLocalChains]
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { chainId, name, rpcUrl } = entry as Record<string, unknown>
    return typeof chainId === 'number' && typeof name === 'string' && typeof rpcUrl === 'string'
      ? [{ chainId, name, rpcUrl }]
      : []
  })
}
