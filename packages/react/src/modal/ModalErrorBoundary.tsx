import { Component, type ReactNode } from 'react'

interface Props {
  /** Called once the error is caught, so the provider can retry the chunk on the next open. */
  onError(error: unknown): void
  children: ReactNode
}

/**
 * Keeps a failed modal (chunk load error, render bug) from taking down the host page: logs the error
 * and renders nothing; the provider mounts a fresh lazy component on the next open.
 */
export class ModalErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('Foyer: the modal failed to load or render', error)
    this.props.onError(error)
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
