import type { Store } from '../store/createStore.js'
import type { Foyer } from '../types/foyer.js'
import type { ToastState, ToastType } from '../types/state.js'

/** Delay before the next toast shows when one is open (spec section 9). */
export const toastSwapDelay = 150
/** How long success, error and svg toasts stay; loading toasts stay until hidden. */
export const toastDuration = 2500

type Timer = ReturnType<typeof setTimeout>

export interface ToastScheduler {
  schedule(fn: () => void, ms: number): Timer
  cancel(timer: Timer | undefined): void
}

/** One toast at a time: a new one closes the open one and shows after 150 ms (spec section 4). */
export function createToasts(
  store: Store<ToastState>,
  timers: ToastScheduler,
): Pick<Foyer, 'showToast' | 'hideToast'> {
  let swapTimer: Timer | undefined
  let hideTimer: Timer | undefined

  const hideToast = (): void => {
    timers.cancel(hideTimer)
    timers.cancel(swapTimer)
    hideTimer = undefined
    swapTimer = undefined
    if (store.getState().open) store.setState({ open: false })
  }

  const display = (type: ToastType, message: string): void => {
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
    showToast({ type, message }) {
      generation += 1
      const mine = generation
      const dismiss = () => {
        if (generation === mine) hideToast()
      }
      const wasOpen = store.getState().open || swapTimer !== undefined
      hideToast()
      if (!wasOpen) {
        display(type, message)
        return dismiss
      }
      swapTimer = timers.schedule(() => {
        swapTimer = undefined
        display(type, message)
      }, toastSwapDelay)
      return dismiss
    },
    hideToast,
  }
}
