import { ConnectionAbortedError } from '@foyer/core/adapter'
import type { Extension } from '../discovery/createDiscovery.js'
import type { Injected } from '../types.js'
import type { PolkadotAdapterContext } from './context.js'
import { findExtension } from './getSession.js'
import { parseInjected } from './parseInjected.js'
import { toWalletError } from './toWalletError.js'

/** How often a pending `enable` checks that its extension is still on the page. */
const WATCH_INTERVAL_MS = 250

/** The name the extension shows in its prompt: the host's, else its metadata's, else the page's host. */
function originName(context: PolkadotAdapterContext): string {
  return (
    context.appName ?? context.events?.siteMetadata?.()?.name ?? context.window?.location?.host ?? 'Foyer'
  )
}

/**
 * Calls the extension's `enable(originName)` (which prompts for a site it has not authorised) and checks
 * its answer. The protocol has no event for an extension that goes away, and a disabled extension's
 * promise never settles: while it is pending, the adapter checks every 250 ms that the same entry is
 * still in `injectedWeb3`, and gives up after `timeoutMs` (undefined: never, for a WalletConnect pairing,
 * whose view the person closes to give up). Either way it rejects with
 * `ConnectionAbortedError` naming what happened; what the extension throws comes back typed (a
 * 'Cancelled' is a 4001).
 */
export function enableExtension(
  context: PolkadotAdapterContext,
  extension: Extension,
  timeoutMs: number | undefined,
): Promise<Injected> {
  return new Promise<Injected>((resolve, reject) => {
    let settled = false
    const finish = (action: () => void) => {
      if (settled) return
      settled = true
      clearInterval(watch)
      clearTimeout(timer)
      action()
    }
    const watch = setInterval(() => {
      context.discovery.refresh()
      if (findExtension(context, extension.connector.id)?.provider === extension.provider) return
      finish(() =>
        reject(
          new ConnectionAbortedError({
            details: `The extension "${extension.key}" left the page while connecting`,
          }),
        ),
      )
    }, WATCH_INTERVAL_MS)
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            finish(() =>
              reject(
                new ConnectionAbortedError({
                  details: `The extension "${extension.key}" did not answer within ${Math.round(timeoutMs / 1000)} s`,
                }),
              ),
            )
          }, timeoutMs)
    let pending: Promise<unknown>
    try {
      pending = Promise.resolve(extension.provider.enable(originName(context)))
    } catch (error) {
      pending = Promise.reject(error)
    }
    pending.then(
      (value) => {
        finish(() => {
          try {
            resolve(parseInjected(value))
          } catch (error) {
            reject(error)
          }
        })
      },
      (error: unknown) => finish(() => reject(toWalletError(error))),
    )
  })
}
