/**
 * An `Intl` formatter made on its first use instead of when its module is evaluated. Making one loads
 * its locale's data: the first currency formatter took 50 to 75 ms, most of the modal chunk's
 * evaluation, which runs when the page prefetches the modal at idle (issue #32: no task of Foyer's
 * over 50 ms at idle). Made on use, it is paid by the first view that shows a price or a date.
 *
 * @example
 * const usd = lazyFormat(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }))
 * usd().format(1.5) // '$1.50'
 */
export function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

/**
 * `lazyFormat` for formatters that differ by a key (a locale): each made on its first use with its key,
 * then reused. The cache holds formatters only, the same for every Foyer instance; it lives in the
 * closure, so a module keeps one such function instead of a module-level map of its own (the house rule
 * on instance state in module maps, scripts/instanceMaps.ts, has nothing to list).
 *
 * @example
 * const plural = lazyFormatPer((locale) => new Intl.PluralRules(locale))
 * plural('de').select(1) // 'one'
 */
export function lazyFormatPer<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>()
  return (key) => {
    let value = made.get(key)
    if (value === undefined) {
      value = make(key)
      made.set(key, value)
    }
    return value
  }
}
