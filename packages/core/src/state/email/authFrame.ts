import { createEmbeddedWallet } from '../../api/frame/createEmbeddedWallet.js'
import type { FrameClient } from '../../api/frame/createFrameClient.js'
import { foyerSdk } from '../../api/sdk.js'
import { FrameLoadError } from '../../kernel/errors/frame.js'
import { activeLocale, subscribeCatalog } from '../../kernel/messages/catalog.js'

export { AUTH_CONNECTOR_ID } from './authConnectorId.js'

import type { EmbeddedWallet } from '../../types/adapter.js'
import type { Foyer } from '../../types/foyer.js'
import { getChainEntry, namespaceServing } from '../chains/chainState.js'
import { cancel, loadOnce, onDestroy, schedule } from '../services.js'
import { embeddedPreferredAccountType, noteEmbeddedAccount } from './embeddedAccount.js'

/** The network the frame starts on, of the embedded wallet's family: the active one, else the first requested. */
function frameChainId(foyer: Foyer): number {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  const entry = namespace ? getChainEntry(foyer, namespace) : undefined
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
    const { createFrameClient } = await import('../../api/frame/createFrameClient.js')
    const client = createFrameClient({
      window,
      frameUrl,
      query: {
        projectId: foyer.options.projectId,
        chainId: frameChainId(foyer),
        version: foyerSdk.version,
        enableLogger: foyer.options.enableLogger === true,
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
      // A frame that never said READY is dropped, so that a retry loads it afresh. Spec section 8: the
      // embedded wallet that failed to load is an 'Invalid App Configuration' alert too (its own
      // description: the frame, not the origin).
      client.destroy()
      foyer.stores.alert.setState({ key: 'alert.frameUnavailable' })
      throw error
    }
    if (foyer.stores.alert.getState().key === 'alert.frameUnavailable')
      foyer.stores.alert.setState({ key: undefined })
    // The frame's prompts speak the page's language, now and after each change.
    const syncDappData = () =>
      client
        .request({
          type: '@w3m-app/SYNC_DAPP_DATA',
          payload: {
            ...(foyer.options.metadata ? { metadata: foyer.options.metadata } : {}),
            sdkVersion: foyerSdk.version,
            sdkType: foyerSdk.type,
            projectId: foyer.options.projectId,
            locale: activeLocale(),
          },
        })
        .catch((error: unknown) => console.warn('Foyer: the login frame refused the page data', error))
    void syncDappData()
    onDestroy(
      foyer,
      subscribeCatalog(() => void syncDappData()),
    )
    // Spec section 4: closing the modal aborts the requests still waiting for the visitor's answer.
    onDestroy(
      foyer,
      foyer.stores.modal.subscribe((state, previous) => {
        if (previous.open && !state.open) client.cancelPrompts()
      }),
    )
    return client
  })
}

/**
 * Gives the frame's prompts the modal's look: the mode and the `--foyer-*` variables the UI resolved
 * (the frame has no other way to know them). Loads the frame if need be; a failure is logged only.
 */
export async function syncFrameTheme(
  foyer: Foyer,
  theme: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string> },
): Promise<void> {
  try {
    const frame = await getAuthFrame(foyer)
    await frame.request({ type: '@w3m-app/SYNC_THEME', payload: theme })
  } catch (error) {
    console.warn('Foyer: the login frame did not take the theme', error)
  }
}

/**
 * The embedded wallet over this instance's frame (see `getEmbeddedWallet`): it asks for the account type
 * the visitor prefers, what the frame says of the account (its smart account deployed, the networks
 * with one) goes into the chain state, and a switch of the account type is told to the instance's
 * account listeners.
 */
export function createAuthWallet(foyer: Foyer): EmbeddedWallet {
  const wallet = createEmbeddedWallet(() => getAuthFrame(foyer), {
    chainId: () => frameChainId(foyer),
    preferredAccountType: () => embeddedPreferredAccountType(foyer),
  })
  return {
    ...wallet,
    async getAccount(p) {
      const account = await wallet.getAccount(p)
      if (account) noteEmbeddedAccount(foyer, account, () => wallet.getSmartAccountEnabledNetworks())
      return account
    },
    // The instance's listeners (the adapters' wallet interfaces) hear of the switch, whoever asked.
    async setPreferredAccountType(p) {
      const answer = await wallet.setPreferredAccountType(p)
      for (const listener of [...foyer.services.embeddedAccountListeners]) listener()
      return answer
    },
  }
}
