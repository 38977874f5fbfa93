import type { ViewName } from '@foyer/core'
import { Component, type ReactNode, Suspense } from 'react'
import { useT } from '../i18n/useT.js'
import { LoadingStatus } from '../ui/LoadingStatus.js'
import { ViewLoadError, type ViewRegistry } from '../views/viewRegistry.js'

interface Props {
  view: ViewName
  /** Where the view's component comes from; a lazy one suspends until its chunk is in. */
  views: Pick<ViewRegistry, 'component' | 'forgetFailed'>
}

type State = { error: unknown }

/**
 * Where the dialog shows its view (issue #32): a status while the view's chunk loads, and, when it could
 * not load, what happened and 'Try again' (the rest of the modal stays usable: Back, Close). Any other
 * error of the view goes on to the modal's own boundary.
 */
export class ViewSlot extends Component<Props, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof ViewLoadError) console.warn(error.message, error.cause)
  }

  override render(): ReactNode {
    const { view, views } = this.props
    const { error } = this.state
    // Not a load failure: the modal's own boundary takes it.
    if (error !== undefined && !(error instanceof ViewLoadError)) throw error
    if (error instanceof ViewLoadError && error.view === view) {
      return (
        <ViewLoadFailed
          onRetry={() => {
            views.forgetFailed(view)
            this.setState({ error: undefined })
          }}
        />
      )
    }
    const View = views.component(view)
    return (
      <Suspense fallback={<ViewLoading />}>
        <View />
      </Suspense>
    )
  }
}

function ViewLoading() {
  const t = useT()
  return <LoadingStatus text={t('view.loading')} />
}

function ViewLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="center">
      <p className="headline" role="alert">
        {t('view.loadFailed')}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('view.retry')}
      </button>
    </div>
  )
}
