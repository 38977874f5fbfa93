import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { viewRegistry } from '../views/viewComponents.js'
import { AlertBanner } from './AlertBanner.js'
import { AnimatedHeight } from './AnimatedHeight.js'
import { Header, titleId } from './Header.js'
import { Toast } from './Toast.js'
import { useDialogFocus } from './useDialogFocus.js'
import { ViewSlot } from './ViewSlot.js'

/**
 * Marks the scrolling view with `data-more` while there is more of it below the fold, so that the
 * styles can hint at it (a fade, or a shadow over the account footer) instead of cutting a row.
 */
function useScrollHint(ref: RefObject<HTMLDivElement | null>, view: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view is a new element to watch
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () =>
      element.toggleAttribute(
        'data-more',
        element.scrollTop + element.clientHeight < element.scrollHeight - 2,
      )
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    observer?.observe(element)
    for (const child of Array.from(element.children)) observer?.observe(child)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [ref, view])
}

function Card({ embedded }: { embedded: boolean }) {
  const foyer = useFoyerInstance()
  const dialogRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<HTMLDivElement>(null)
  const view = useStoreSelector(foyer.stores.router, (state) => state.view)
  useScrollHint(viewRef, view)
  const shake = useStoreSelector(foyer.stores.modal, (state) => state.shake)
  useDialogFocus(foyer, dialogRef, view, !embedded)
  // The code of the views this one leads to, at idle while it shows (issue #32).
  useEffect(() => viewRegistry.prefetchNext(view), [view])
  return (
    <div
      ref={dialogRef}
      className={shake ? 'card shake' : 'card'}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <AlertBanner />
      <Header />
      <AnimatedHeight>
        <div className="view" key={view} ref={viewRef}>
          <ViewSlot view={view} views={viewRegistry} />
        </div>
      </AnimatedHeight>
      <Toast placement="card" />
    </div>
  )
}

/**
 * The dialog: a modal card over a backdrop (clicking the backdrop closes), or, in embedded mode, the
 * card inline without backdrop or focus trap.
 */
export function Dialog({ embedded }: { embedded: boolean }) {
  const foyer = useFoyerInstance()
  // A press that starts in the card and ends on the backdrop (selecting text) must not close.
  const pressedInCard = useRef(false)
  if (embedded) return <Card embedded />
  return (
    // The backdrop click is a pointer shortcut; keyboards have Escape and the Close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className="overlay"
      data-testid="foyer-backdrop"
      onPointerDown={(event) => {
        pressedInCard.current = event.target !== event.currentTarget
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !pressedInCard.current) foyer.close()
        pressedInCard.current = false
      }}
    >
      <Card embedded={false} />
    </div>
  )
}
