/**
 * Calls `run` once the browser has painted the frame it is preparing: in a task after the next animation
 * frame. For work an input starts that the frame does not need (a request whose answer renders later),
 * so that the input's task ends sooner and the frame shows what the input asked for. Where no frame
 * comes (no `requestAnimationFrame`, a hidden page), in the next task. Returns the cancel.
 *
 * @example
 * useEffect(() => afterPaint(() => void fetchConnectWallets(foyer)), [foyer])
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const later = () => {
    timer = setTimeout(run, 0)
  }
  if (typeof requestAnimationFrame !== 'function' || globalThis.document?.visibilityState === 'hidden') {
    later()
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(later)
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
