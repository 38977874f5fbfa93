const genericWords = new Set(['wallet', 'app'])

/**
 * One or two letters that stand for a wallet in its generated mark: the first letters of the first
 * two distinctive words ('Ledger Live' → 'LL', 'Trust Wallet' → 'T'), the capitals of a single
 * camel-case word ('MetaMask' → 'MM') or the start of an all-capitals one ('OKX Wallet' → 'OK').
 */
export function walletInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0)
  const distinctive = words.filter((word) => !genericWords.has(word.toLowerCase()))
  const chosen = distinctive.length > 0 ? distinctive : words
  const [first, second] = chosen
  if (first === undefined) return '?'
  const chars = [...first]
  const head = chars[0] ?? '?'
  if (second !== undefined) return (head + ([...second][0] ?? '')).toUpperCase()
  if (chars.length > 1 && first === first.toUpperCase() && /\p{L}/u.test(first)) {
    return chars.slice(0, 2).join('')
  }
  const capital = chars.slice(1).find((char) => /\p{Lu}/u.test(char))
  return (capital ? head + capital : head).toUpperCase()
}
