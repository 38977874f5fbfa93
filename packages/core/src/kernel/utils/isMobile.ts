/**
 * The default mobile check: a user-agent test in the browser, false elsewhere.
 * Hosts can replace it with `options.isMobile`.
 */
export function isMobile(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i.test(navigator.userAgent)
}
