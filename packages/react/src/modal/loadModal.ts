import type { Foyer } from '@foyer/core'
import { prepareAdapters } from '@foyer/core/views'

type ModalModule = typeof import('./Modal.js')

let pending: Promise<ModalModule> | undefined
let loaded: ModalModule | undefined

/**
 * Loads the modal's chunk once; later calls share the same promise. A failed load (offline, deploy
 * in progress) is forgotten so that the next call tries again.
 */
export function loadModal(): Promise<ModalModule> {
  pending ??= import('./Modal.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** The modal's module when its chunk has already loaded (prefetched), so the first open renders at once. */
export function loadedModal(): ModalModule | undefined {
  return loaded
}

/**
 * Starts loading the modal ahead of the first open (a Foyer button hovered, touched or focused), and
 * lets `foyer`'s adapters prepare the wallet list it will show; failures are logged.
 */
export function prefetchModal(foyer: Foyer): void {
  void prepareAdapters(foyer)
  loadModal().catch((error: unknown) => {
    console.warn('Foyer: could not prefetch the modal; it will load on open.', error)
  })
}
