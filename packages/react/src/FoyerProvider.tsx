import type { Foyer } from '@foyer/core'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { FoyerContext } from './FoyerContext.js'
import { useStoreSelector } from './hooks/useStoreSelector.js'
import { loadModal, prefetchModal } from './modal/loadModal.js'
import { ModalErrorBoundary } from './modal/ModalErrorBoundary.js'

/**
 * A lazy component for the modal chunk. The import promise is wrapped in a fresh one on purpose: once
 * React has seen the shared promise fulfilled, a new `lazy()` over that same promise replays its render
 * synchronously forever (React 19.3) — seen when a second provider mounts after the chunk loaded.
 */
function createLazyModal() {
  return lazy(() => loadModal().then((module) => module))
}

export interface FoyerProviderProps {
  /** The instance returned by `createFoyer()`. */
  foyer: Foyer
  children?: ReactNode
}

/**
 * Provides a Foyer instance to hooks and buttons, and renders the modal. The modal is a separate
 * chunk: loaded on the first open (or toast), prefetched when the page is idle and when a Foyer button
 * is hovered or focused. In embedded mode it renders at once, in place.
 *
 * @example
 * const foyer = createFoyer({ projectId, networks, adapters: [evmAdapter()] })
 * createRoot(el).render(<FoyerProvider foyer={foyer}><App /></FoyerProvider>)
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  const embedded = foyer.options.enableEmbedded === true
  const wanted = useStoreSelector(foyer.stores.modal, (state) => state.open)
  const toast = useStoreSelector(foyer.stores.toast, (state) => state.open)
  const [mounted, setMounted] = useState(embedded)
  // After a failure, wait for the next open instead of retrying in a loop.
  const [blocked, setBlocked] = useState(false)
  // React.lazy remembers a failed load forever: a new lazy component per attempt.
  const [LazyModal, setLazyModal] = useState(createLazyModal)
  if (blocked && !wanted && !toast) setBlocked(false)
  if (!mounted && !blocked && (wanted || toast)) setMounted(true)

  useEffect(() => {
    if (typeof window === 'undefined' || embedded) return
    const { requestIdleCallback, cancelIdleCallback } = window
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetchModal, { timeout: 4000 })
      return () => cancelIdleCallback?.(handle)
    }
    const timer = setTimeout(prefetchModal, 2000)
    return () => clearTimeout(timer)
  }, [embedded])

  return (
    <FoyerContext.Provider value={foyer}>
      {children}
      {mounted ? (
        <ModalErrorBoundary
          onError={() => {
            setMounted(false)
            setBlocked(true)
            setLazyModal(createLazyModal)
            foyer.close()
          }}
        >
          <Suspense fallback={null}>
            <LazyModal />
          </Suspense>
        </ModalErrorBoundary>
      ) : null}
    </FoyerContext.Provider>
  )
}
