/** A script of the frame's bundle that the main script loads on demand (build/buildFrameBundle.ts). */
export interface ScriptChunk {
  /** Its file name (`frame.<hash>.js`), served beside the frame page. */
  src: string
  /** `sha384-…` of its bytes, known to the main script at build time: the browser runs nothing else. */
  integrity: string
  /** The global its IIFE assigns its exports to (esbuild's `globalName`). */
  globalName: string
}

/**
 * Loads `chunk` as a `<script src integrity>` of the frame's own origin and resolves with its exports:
 * the frame page's CSP (`script-src 'self'`) allows no eval, no inline script and no blob: URL, and a
 * same-origin file whose integrity the main script carries is what it does allow. A failed download,
 * bytes that do not match the integrity, or a script that defined nothing reject; the failed element is
 * removed, so that a later call starts afresh.
 *
 * @example
 * const strength = await loadScriptChunk<PasswordStrength>(document, { src: 'frame.3f2a….js', integrity: 'sha384-…', globalName: 'foyerPasswordStrength' })
 */
export function loadScriptChunk<T>(document: Document, chunk: ScriptChunk): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const script = document.createElement('script')
    const fail = (reason: string) => {
      script.remove()
      reject(new Error(`The script ${chunk.src} ${reason}`))
    }
    script.addEventListener('load', () => {
      // A classic script's top-level `var` is a property of its window.
      const exports = (document.defaultView as unknown as Record<string, unknown> | null)?.[chunk.globalName]
      if (typeof exports === 'object' && exports !== null) resolve(exports as T)
      else fail(`defined no ${chunk.globalName}`)
    })
    script.addEventListener('error', () => fail('could not be loaded (network, or integrity mismatch)'))
    // As attributes: the browser reads them when the element is inserted (jsdom has no `integrity` property).
    script.setAttribute('integrity', chunk.integrity)
    script.setAttribute('src', chunk.src)
    document.head.append(script)
  })
}
