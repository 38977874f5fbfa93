/**
 * Calls `run` once the browser has painted the frame it is preparing: in a task after the next animation
 * frame. For work an input starts that the frame does not need (a request whose answer renders later),
 * so that the input's task ends sooner and the frame shows what the input asked for. Where no frame
 * comes (no `requestAnimationFrame`, a hidden page), in the next task; a page hidden after the call
 * (frames stop) runs it after 100 ms. Returns the cancel.
 *
 * @example
 * useEffect(() => afterPaint(() => void fetchConnectWallets(foyer)), [foyer])
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let fallback: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  const later = () => {
    if (timer !== undefined) return
    clearTimeout(fallback)
    if (frame !== undefined) cancelAnimationFrame(frame)
    timer = setTimeout(run, 0)
  }
  if (typeof requestAnimationFrame === 'function' && globalThis.document?.visibilityState !== 'hidden') {
    frame = requestAnimationFrame(later)
    fallback = setTimeout(later, 100)
  } else later()
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(fallback)
    clearTimeout(timer)
  }
}
