import { t } from './t.js'

/**
 * The translate function for components. One English catalog today; the hook is the seam where a
 * locale from the provider will plug in without touching components.
 */
export function useT(): typeof t {
  return t
}
