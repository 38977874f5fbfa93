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
