/** Listeners by event name, each called in turn; one that throws is reported and the others still run. */
export interface Listeners<Listener extends (...args: never[]) => void> {
  add(event: string, listener: Listener): void
  remove(event: string, listener: Listener): void
  emit(event: string, ...args: Parameters<Listener>): void
}

/** `label` names the wallet in the report of a listener that threw. */
export function createListeners<Listener extends (...args: never[]) => void>(
  label: string,
): Listeners<Listener> {
  const byEvent = new Map<string, Set<Listener>>()
  return {
    add(event, listener) {
      let set = byEvent.get(event)
      if (!set) {
        set = new Set()
        byEvent.set(event, set)
      }
      set.add(listener)
    },
    remove(event, listener) {
      byEvent.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(byEvent.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          // A page listener's fault must not break the wallet; report it like an extension would.
          console.error(`${label}: a '${event}' listener threw`, error)
        }
      }
    },
  }
}
