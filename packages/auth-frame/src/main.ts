// The browser entry of the secure frame: the script of the HTML page that the Foyer server serves from its
// own origin and the modal loads in its hidden iframe (w3m-iframe). It reads its configuration (query
// string + the server's JSON config element), keeps the device share in this origin's IndexedDB and starts
// the message handler. A configuration error stops it here, logged: the page then gets no READY, and its
// load timeout reports 'Unable to load email login dependency'.
import { readBrowserScope } from './authApi.js'
import { createIndexedDbDeviceStore, withMemoryFallback } from './deviceStore.js'
import { FRAME_VERSION, startFrame } from './frame.js'
import { readFrameConfig } from './frameConfig.js'
import { passkeysAvailable } from './passkey.js'
import { createDomPrompts } from './prompts/createDomPrompts.js'

try {
  const config = readFrameConfig({ search: window.location.search, document })
  // The same scope the auth API names in X-Foyer-Project / X-Foyer-Origin (the page origin from
  // ancestorOrigins, or the referrer where the browser has none); the project id alone when neither.
  const storeScope = readBrowserScope(window) ?? { projectId: config.projectId, hostOrigin: '' }
  startFrame({
    window,
    allowedOrigins: config.allowedOrigins,
    apiUrl: config.apiUrl,
    rpcUrls: config.rpcUrls,
    networks: config.networks,
    smartAccounts: config.smartAccounts,
    prompts: createDomPrompts(window),
    // Recovery by passkey where WebAuthn works: a secure context, and a host name (not an IP address,
    // which WebAuthn refuses as an rp id).
    passkeys: passkeysAvailable(window)
      ? { credentials: navigator.credentials, rpId: window.location.hostname }
      : undefined,
    chainId: config.chainId,
    projectId: config.projectId,
    enableLogger: config.enableLogger,
    // Firefox has no ancestorOrigins: READY then goes to each allowed origin.
    parentOrigin: window.location.ancestorOrigins?.[0],
    // One device per project and host page: project B's page on the same site gets none of A's records.
    store: withMemoryFallback(
      createIndexedDbDeviceStore({ scope: storeScope }),
      (error) =>
        console.warn(
          '[foyer-frame] IndexedDB is refused to this frame (third-party storage blocked?): the wallet is kept in',
          'memory only, and each login in this browser asks for the recovery password.',
          error,
        ),
      { scope: storeScope },
    ),
    reload: () => window.location.reload(),
  })
  if (config.enableLogger)
    console.info(`[foyer-frame] started: frame ${FRAME_VERSION}, page SDK ${config.sdkVersion ?? 'unknown'}`)
} catch (error) {
  console.error('[foyer-frame] not started:', error)
}
