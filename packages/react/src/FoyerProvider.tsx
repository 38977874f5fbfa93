import type { Foyer } from '@foyer/core'
import { prepareAdapters } from '@foyer/core/views'
import { Activity, type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { FoyerContext } from './FoyerContext.js'
import { useStoreSelector } from './hooks/useStoreSelector.js'
import { loadedModal, loadModal, prefetchModalAtIdle } from './modal/loadModal.js'
import { ModalErrorBoundary } from './modal/ModalErrorBoundary.js'

export interface FoyerProviderProps {
  /** The instance returned by `createFoyer()`. */
  foyer: Foyer
  children?: ReactNode
}

/**
 * Provides a Foyer instance to hooks and buttons, and renders the modal. The modal is a separate
 * chunk, loaded once the page is idle: after the load event, in an idle callback (a timeout where
 * `requestIdleCallback` is missing), the chunk is fetched and evaluated, and in the next one the adapters
 * list their wallets, so that a cold click, a tap or Enter only renders. Issue #32 reversed the earlier rule
 * ("never while the page is idle"): a visitor on a phone taps without hovering, a keyboard user presses
 * Enter, and both met the chunk's download and evaluation on the click (~430 ms to the wallet list,
 * against ~55 ms for a plain React dialog). Page load does not pay for it: the work runs after the load
 * event, in tasks of its own. Hovering, touching or focusing a Foyer button (the intent that comes
 * ~100 ms or more before a click), or the first open, loads it sooner. In embedded mode it renders at
 * once, in place.
 *
 * The chunk is not rendered through `React.lazy` + `Suspense`: React throttles the reveal of a suspended
 * boundary by ~300 ms, which would delay every first open even when the chunk is already prefetched.
 * A prefetched chunk renders synchronously on the click; otherwise it renders when its import resolves.
 *
 * @example
 * const foyer = createFoyer({ projectId, networks, adapters: [evmAdapter()] })
 * createRoot(el).render(<FoyerProvider foyer={foyer}><App /></FoyerProvider>)
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  const embedded = foyer.options.enableEmbedded === true
  const wanted = useStoreSelector(foyer.stores.modal, (state) => state.open)
  const toast = useStoreSelector(foyer.stores.toast, (state) => state.open)
  const [loadedLater, setLoadedLater] = useState<ComponentType<{ ahead?: boolean }> | undefined>(undefined)
  // Once shown, the modal stays mounted (its close animation and focus return run inside it).
  const [mounted, setMounted] = useState(embedded)
  // After a failure, wait for the next open instead of retrying in a loop.
  const [blocked, setBlocked] = useState(false)
  if (blocked && !wanted && !toast) setBlocked(false)
  if (!mounted && !blocked && (wanted || toast)) setMounted(true)
  // Once the idle warm-up is through, the modal mounts closed and renders the dialog hidden ahead of the
  // first open (Modal says how): only where React has `Activity` (19.2), which keeps it hidden, and where
  // the page has idle callbacks (without them, as in Safari, the warm-up runs on timers and the open
  // renders the dialog, as it did before).
  const [warm, setWarm] = useState(false)
  const needed = (mounted || warm) && !blocked
  // Rendered at once when its chunk is loaded and the adapters listed every wallet (both prefetched on intent).
  const Modal = loadedLater ?? (foyer.services.adaptersPrepared ? loadedModal()?.default : undefined)

  useEffect(() => {
    if (embedded) return
    const prefetch = () =>
      prefetchModalAtIdle(foyer, () => {
        if (typeof Activity !== 'undefined' && typeof requestIdleCallback === 'function') setWarm(true)
      })
    let cancel = () => removeEventListener('load', idle)
    function idle() {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(prefetch)
        cancel = () => globalThis.cancelIdleCallback?.(id)
      } else {
        const id = setTimeout(prefetch, 200)
        cancel = () => clearTimeout(id)
      }
    }
    if (document.readyState === 'complete') idle()
    else addEventListener('load', idle)
    return () => cancel()
  }, [foyer, embedded])

  useEffect(() => {
    if (!needed || Modal) return
    let live = true
    Promise.all([loadModal(), prepareAdapters(foyer)]).then(
      ([module]) => {
        if (live) setLoadedLater(() => module.default)
      },
      (error: unknown) => {
        console.error('Foyer: the modal failed to load or render', error)
        if (!live) return
        setMounted(false)
        setWarm(false)
        setBlocked(true)
        foyer.close()
      },
    )
    return () => {
      live = false
    }
  }, [needed, Modal, foyer])

  return (
    <FoyerContext.Provider value={foyer}>
      {children}
      {Modal && needed ? (
        <ModalErrorBoundary
          onError={() => {
            setMounted(false)
            setWarm(false)
            setBlocked(true)
            foyer.close()
          }}
        >
          <Modal ahead={warm} />
        </ModalErrorBoundary>
      ) : null}
    </FoyerContext.Provider>
  )
}
