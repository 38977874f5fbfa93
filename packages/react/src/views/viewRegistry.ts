import type { ViewName } from '@foyer/core'
import { shareLoad } from '@foyer/core/views'
import { type ComponentType, lazy } from 'react'
import { whenIdle } from '../utils/whenIdle.js'

/** Raised when a view's chunk could not be loaded (offline, a deploy in progress). */
export class ViewLoadError extends Error {
  override readonly name = 'ViewLoadError'
  constructor(
    readonly view: ViewName,
    cause: unknown,
  ) {
    super(`Foyer: the code of the ${view} view could not be loaded; it is tried again on 'Try again'.`, {
      cause,
    })
  }
}

/** The views a feature's chunk brings. */
export type FeatureViews = Partial<Record<ViewName, ComponentType>>

export interface ViewRegistryParameters<F extends string> {
  /** The views in the modal's own chunk: what a first open shows (the shell, Connect, the wallet list). */
  first: FeatureViews
  /** Each feature's chunk, loaded on demand. */
  features: Record<F, () => Promise<{ views: FeatureViews }>>
  /** Which feature brings each of the other views. */
  featureOf: Partial<Record<ViewName, F>>
  /** The features a view leads to: loaded at idle while it shows, so that the next view is ready. */
  leadsTo: Partial<Record<ViewName, readonly F[]>>
  /** Shown for a view that no chunk brings. */
  fallback: ComponentType
}

export interface ViewRegistry {
  /**
   * The component for a view. A view whose feature has not loaded is a lazy component (it suspends
   * until its chunk is in); once made for a view it stays the same, so that a view already on screen is
   * never remounted by its chunk arriving.
   */
  component(view: ViewName): ComponentType
  /** Drops a view's failed lazy component: rendering it again loads its chunk again. */
  forgetFailed(view: ViewName): void
  /** Loads the chunk of a view's own feature at idle (the view a modal would open on). */
  prefetchView(view: ViewName): void
  /** Loads the chunks of a view's own feature and of the features it leads to, one per idle callback. */
  prefetchNext(view: ViewName): void
  /** Loads every feature's chunk (tests, and pages that render the modal on the server side). */
  loadAll(): Promise<void>
}

/**
 * The modal's views by feature (issue #32): the first views ship in the modal's chunk, every other view
 * in its feature's chunk, loaded the first time one of its views shows or when a view that leads to it
 * is shown (at idle). A failed load is forgotten (offline, a deploy in progress), so a retry loads again.
 *
 * @example
 * const registry = createViewRegistry({ first: { Connect: ConnectView }, features, featureOf, leadsTo, fallback })
 * const View = registry.component('Account')
 */
export function createViewRegistry<F extends string>({
  first,
  features,
  featureOf,
  leadsTo,
  fallback,
}: ViewRegistryParameters<F>): ViewRegistry {
  const loaded = new Map<F, FeatureViews>()
  const loaders = new Map<F, () => Promise<FeatureViews>>()
  const lazyViews = new Map<ViewName, ComponentType>()
  const load = (feature: F): Promise<FeatureViews> => {
    let loader = loaders.get(feature)
    if (!loader) {
      loader = shareLoad(() =>
        features[feature]().then(({ views }) => {
          loaded.set(feature, views)
          return views
        }),
      )
      loaders.set(feature, loader)
    }
    return loader()
  }
  const prefetch = (wanted: readonly F[]) => {
    for (const feature of new Set(wanted)) {
      if (loaded.has(feature)) continue
      // One chunk per idle callback: each import adds its preload links in the task that calls it. A
      // failure is left to the view's own load, which shows it.
      whenIdle(() => {
        load(feature).catch(() => undefined)
      })
    }
  }
  return {
    component(view) {
      const own = first[view]
      if (own) return own
      const feature = featureOf[view]
      if (feature === undefined) return fallback
      const made = lazyViews.get(view)
      if (made) return made
      const views = loaded.get(feature)
      if (views) return views[view] ?? fallback
      const component = lazy(() =>
        load(feature).then(
          (views) => ({ default: views[view] ?? fallback }),
          (cause: unknown) => {
            throw new ViewLoadError(view, cause)
          },
        ),
      )
      lazyViews.set(view, component)
      return component
    },
    forgetFailed(view) {
      lazyViews.delete(view)
    },
    prefetchView(view) {
      prefetch(featureOf[view] === undefined ? [] : [featureOf[view]])
    },
    prefetchNext(view) {
      prefetch([...(featureOf[view] === undefined ? [] : [featureOf[view]]), ...(leadsTo[view] ?? [])])
    },
    async loadAll() {
      await Promise.all((Object.keys(features) as F[]).map(load))
    },
  }
}
