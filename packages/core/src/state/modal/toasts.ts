import type { Store } from '../../kernel/store/createStore.js'
import type { Foyer, ToastParameters } from '../../types/foyer.js'
import type { ToastState, ViewName } from '../../types/state.js'

/** Delay before the next toast shows when one is open (spec section 9). */
export const toastSwapDelay = 150
/** How long success, error and svg toasts stay; loading toasts stay until hidden. */
export const toastDuration = 2500

type Timer = ReturnType<typeof setTimeout>

export interface ToastScheduler {
  schedule(fn: () => void, ms: number): Timer | undefined
  cancel(timer: Timer | undefined): void
}

export interface Toasts extends Pick<Foyer, 'showToast' | 'hideToast'> {
  /** Call when the modal's view changes or it opens or closes: hides a toast whose view has gone. */
  viewChanged(): void
}

/**
 * One toast at a time: a new one closes the open one and shows after 150 ms (spec section 4). A toast
 * shown while the modal shows a view belongs to that view and goes with it (navigating away or closing
 * the modal hides it), unless it is shown with `keepOnNavigate` to explain a navigation that follows.
 * A toast shown while the modal is closed lives its time on the page.
 */
export function createToasts(
  store: Store<ToastState>,
  timers: ToastScheduler,
  viewOnScreen: () => ViewName | undefined,
): Toasts {
  let swapTimer: Timer | undefined
  let hideTimer: Timer | undefined
  /** The view the current (or queued) toast belongs to; undefined: it belongs to none. */
  let boundView: ViewName | undefined

  const hideToast = (): void => {
    timers.cancel(hideTimer)
    timers.cancel(swapTimer)
    hideTimer = undefined
    swapTimer = undefined
    if (store.getState().open) store.setState({ open: false })
  }

  const display = ({ type, message }: ToastParameters): void => {
    store.setState((state) => ({ open: true, type, message, id: state.id + 1 }))
    if (type !== 'loading')
      hideTimer = timers.schedule(() => {
        hideTimer = undefined
        store.setState({ open: false })
      }, toastDuration)
  }

  // Each showToast call is one generation: its dismiss function acts only while it is the latest one.
  let generation = 0
  return {
    showToast(toast) {
      generation += 1
      const mine = generation
      const dismiss = () => {
        if (generation === mine) hideToast()
      }
      const wasOpen = store.getState().open || swapTimer !== undefined
      hideToast()
      boundView = toast.keepOnNavigate ? undefined : viewOnScreen()
      if (!wasOpen) {
        display(toast)
        return dismiss
      }
      swapTimer = timers.schedule(() => {
        swapTimer = undefined
        display(toast)
      }, toastSwapDelay)
      return dismiss
    },
    hideToast,
    viewChanged() {
      if (boundView === undefined || viewOnScreen() === boundView) return
      boundView = undefined
      hideToast()
    },
  }
}
