import type { NameStore } from './createNameStore.js'

export interface NameSuggestion {
  name: string
  registered: boolean
}

const MAX_SUGGESTIONS = 5
const VARIANTS: readonly ((base: string) => string)[] = [
  (base) => base,
  (base) => `${base}-id`,
  (base) => `${base}1`,
  (base) => `${base}-app`,
  (base) => `${base}-web3`,
  (base) => `${base}2`,
  (base) => `the-${base}`,
  (base) => `${base}-dev`,
]

/**
 * Names to offer for what someone typed: the name itself first (flagged when it is taken, so the UI
 * can say so), then free variants ('alice-id', 'alice1'…), all following the registry's rule, at most
 * five. `label` is lower-case letters, digits and hyphens (the suffix already removed).
 *
 * @example
 * await suggestNames({ label: 'alice', suffix: '.reown.id', store })
 * // [{ name: 'alice.reown.id', registered: true }, { name: 'alice-id.reown.id', registered: false }, …]
 */
export async function suggestNames({
  label,
  suffix,
  store,
}: {
  label: string
  suffix: string
  store: NameStore
}): Promise<NameSuggestion[]> {
  const base = label.replace(/^-+|-+$/g, '').slice(0, 50) || 'name'
  const labels = [...new Set(VARIANTS.map((variant) => variant(base)))].filter((candidate) =>
    /^[a-z0-9-]{4,63}$/.test(candidate),
  )
  const names = labels.map((candidate) => `${candidate}${suffix}`)
  const taken = await store.registeredAmong(names)
  const exact = `${label}${suffix}`
  const suggestions: NameSuggestion[] = []
  if (/^[a-z0-9-]{4,63}$/.test(label)) suggestions.push({ name: exact, registered: taken.has(exact) })
  for (const name of names) {
    if (suggestions.length >= MAX_SUGGESTIONS) break
    if (name !== exact && !taken.has(name)) suggestions.push({ name, registered: false })
  }
  return suggestions
}
