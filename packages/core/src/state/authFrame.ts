import type { FrameClient } from '../api/frame/createFrameClient.js'
import type { FrameProvider } from '../api/frame/createFrameProvider.js'
import { foyerSdk } from '../api/sdk.js'
import { FrameLoadError } from '../kernel/errors/frame.js'
import { t } from '../kernel/messages/t.js'
import type { Connector } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import { getChainEntry } from './chainState.js'
import { cancel, loadOnce, onDestroy, schedule } from './services.js'

/** The connector of the email login's embedded wallet (one per instance, on eip155). */
export const AUTH_CONNECTOR_ID = 'foyer-auth'

/** Whether email login is on: `features.email` with a login frame to run it (`authFrameUrl`). */
export function isEmailLoginEnabled(foyer: Foyer): boolean {
  return foyer.options.features.email && foyer.options.authFrameUrl !== undefined
}

/** The AUTH connector Connect's email field connects through, when email login is on. */
export function getAuthConnector(foyer: Foyer): Connector | undefined {
  if (!isEmailLoginEnabled(foyer) || !foyer.services.adapters.has('eip155')) return undefined
  return {
    id: AUTH_CONNECTOR_ID,
    name: t('connector.email'),
    type: 'AUTH',
    chain: 'eip155',
    installed: true,
  }
}

/** The eip155 network the frame starts on: the active one, else the first requested. */
function frameChainId(foyer: Foyer): number {
  const entry = getChainEntry(foyer, 'eip155')
  const network = entry?.networkState.caipNetwork ?? entry?.networkState.requestedCaipNetworks[0]
  return Number(network?.id ?? foyer.options.defaultNetwork.id)
}

/**
 * The instance's secure login frame (spec section 2): loaded on first use (its code too), kept for the
 * instance's life and removed by `destroy()`. The frame's timers are the instance's, so tests control
 * them. Rejects with `FrameLoadError` ('Unable to load email login dependency') when the frame does not
 * load; a later call tries again.
 */
export function getAuthFrame(foyer: Foyer): Promise<FrameClient> {
  const frameUrl = foyer.options.authFrameUrl
  if (!frameUrl || typeof window === 'undefined')
    return Promise.reject(new FrameLoadError({ details: 'email login needs authFrameUrl, in a browser' }))
  return loadOnce(foyer, 'authFrame', async () => {
    const { createFrameClient } = await import('../api/frame/createFrameClient.js')
    const client = createFrameClient({
      window,
      frameUrl,
      query: {
        projectId: foyer.options.projectId,
        chainId: frameChainId(foyer),
        version: foyerSdk.version,
        enableLogger: false,
      },
      timers: {
        set: (run, ms) => schedule(foyer, run, ms),
        clear: (handle) => cancel(foyer, handle as ReturnType<typeof setTimeout>),
      },
    })
    onDestroy(foyer, () => client.destroy())
    try {
      await client.ready()
    } catch (error) {
      // A frame that never said READY is dropped, so that a retry loads it afresh.
      client.destroy()
      throw error
    }
    return client
  })
}

const providers = new WeakMap<Foyer, FrameProvider>()

/**
 * The EIP-1193 provider of the embedded wallet (what the EVM adapter talks to for the AUTH connector):
 * one object per instance, whose code loads on its first request.
 */
export function getAuthProvider(foyer: Foyer): FrameProvider {
  const known = providers.get(foyer)
  if (known) return known
  const made = import('../api/frame/createFrameProvider.js').then(({ createFrameProvider }) =>
    createFrameProvider(() => getAuthFrame(foyer), { chainId: () => frameChainId(foyer) }),
  )
  const provider: FrameProvider = {
    request: async (args) => (await made).request(args),
    on: (event, listener) => void made.then((inner) => inner.on(event, listener)),
    removeListener: (event, listener) => void made.then((inner) => inner.removeListener(event, listener)),
  }
  providers.set(foyer, provider)
  return provider
}
