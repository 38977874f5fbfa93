import type { Foyer } from '@foyer/core'
import { prepareAdapters, prepareServerClients, shareLoad } from '@foyer/core/views'
import { whenIdle, whenIdleInTurn } from '../utils/whenIdle.js'

type ModalModule = typeof import('./Modal.js')

let loaded: ModalModule | undefined

/**
 * Loads the modal's chunk once; later calls share the same promise. A failed load (offline, deploy
 * in progress) is forgotten so that the next call tries again.
 */
export const loadModal: () => Promise<ModalModule> = shareLoad(() =>
  import('./Modal.js').then((module) => {
    loaded = module
    return module
  }),
)

/** The modal's module when its chunk has already loaded (prefetched), so the first open renders at once. */
export function loadedModal(): ModalModule | undefined {
  return loaded
}

/**
 * Starts loading the modal ahead of the first open (a Foyer button hovered, touched or focused), with
 * the server clients the open uses, and lets `foyer`'s adapters prepare the wallet list it will show;
 * failures are logged. Once the modal and the adapters are ready, what the first open would still do on
 * the click (the modal's style sheet, the wallets' inline icons, the dialog's first render and layout)
 * is done once per instance, in idle callbacks of its own; the instance keeps what it made
 * (`services.loaded`).
 */
export function prefetchModal(foyer: Foyer): void {
  const prepared = prepareAdapters(foyer)
  prepareServerClients(foyer).catch(() => undefined)
  const loading = loadModal()
  loading.catch((error: unknown) => {
    console.warn('Foyer: could not prefetch the modal; it will load on open.', error)
  })
  const { loaded } = foyer.services
  if (loaded.has(warmUpKey)) return
  const warming = Promise.all([loading, prepared]).then(
    ([module]) =>
      new Promise<HTMLImageElement[]>((resolve) => {
        const held: HTMLImageElement[] = []
        whenIdleInTurn(module.warmUpSteps(foyer, held), {
          done: () => resolve(held),
          stopped: () => foyer.services.destroyed,
        })
      }),
  )
  loaded.set(warmUpKey, warming)
  warming.catch(() => {
    if (loaded.get(warmUpKey) === warming) loaded.delete(warmUpKey)
  })
}

const warmUpKey = 'modal-warm-up'

/**
 * `prefetchModal` for the page's idle time, in three tasks (issue #32: no task of Foyer's over 50 ms at
 * idle): this one loads the Foyer server's clients that the first open uses (prepareServerClients), the
 * next idle callback starts the modal's download, the one after lets the adapters prepare (then the
 * warm-up steps, one callback each). Vite's preload helper adds a `modulepreload` link for each chunk a
 * dynamic import needs, all in the task that calls it (0.3 to 3 ms a link on this kind of machine):
 * the modal's 25 chunks took 30 to 60 ms in one task; `foyerChunks` (`@foyer/react/vite`) now leaves
 * those links out of Foyer's imports, and the steps stay apart for hosts that build without it. Once the
 * warm-up steps are through, `onWarm` is called in an idle callback of its own (FoyerProvider then mounts
 * the modal closed, with the dialog rendered hidden ahead of the first open).
 */
export function prefetchModalAtIdle(foyer: Foyer, onWarm: () => void = () => undefined): void {
  // A failure is left to the open, which loads them again.
  prepareServerClients(foyer).catch(() => undefined)
  whenIdleInTurn(
    [
      // A failure is said by prefetchModal's own call, which shares this load.
      () => void loadModal().catch(() => undefined),
      () => {
        prefetchModal(foyer)
        // A failed warm-up is forgotten (prefetchModal); the open loads what it needs.
        foyer.services.loaded.get(warmUpKey)?.then(
          () => whenIdle(() => foyer.services.destroyed || onWarm()),
          () => undefined,
        )
      },
    ],
    { done: () => undefined, stopped: () => foyer.services.destroyed },
  )
}
