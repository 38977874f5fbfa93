import type { CaipNetworkId, Network, Siwx } from '@foyer/core'
import type { CacaoPayload } from '../cacao.js'
import type { UniversalProvider } from './initProvider.js'
import { EIP155_METHODS, toNamespaces } from './sessionNamespaces.js'

/**
 * The address `siwx.createMessage` gets for the one-click sign-in's template: the account is not known
 * before the wallet answers, and only the site's fields (domain, URI, nonce, statement, times) are used.
 */
const TEMPLATE_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * Stores the wallet's signed sign-ins (CACAOs) through the SIWX, which verifies each one. One that does not
 * verify is dropped: the normal sign-in flow then asks for a signature again.
 */
async function storeSignIns(universal: UniversalProvider, siwx: Siwx, auths: readonly unknown[]) {
  // The CACAO reader (zod, the SIWX parser) loads with the first one-click sign-in, not with the page.
  const { toSiwxSession } = await import('../cacao.js')
  const format = (payload: CacaoPayload, iss: string) =>
    universal.client.formatAuthMessage({ request: payload, iss })
  for (const cacao of auths) {
    try {
      await siwx.addSession(toSiwxSession(cacao, format))
    } catch (error) {
      console.warn('Foyer: a sign-in signed while pairing did not verify; it will be asked again', error)
    }
  }
}

/**
 * Pairs with one-click sign-in: the sign-in fields come from the SIWX's message (domain, URI, nonce,
 * statement, expiry), the session asks for the eip155 methods (as a ReCap). Resolves with the session once
 * the signed sign-ins are stored. If the SIWX cannot make a message, pairs without sign-in.
 */
export async function authenticate(
  universal: UniversalProvider,
  networks: readonly Network[],
  siwx: Siwx,
  // The session as `connect` gives it: named through the provider, whose package this one depends on
  // (inferred, the published .d.ts named @walletconnect/types, which it does not; #33).
): ReturnType<UniversalProvider['connect']> {
  const namespaces = toNamespaces(networks)
  const chains = namespaces.eip155?.chains ?? []
  let template: Awaited<ReturnType<Siwx['createMessage']>>
  try {
    template = await siwx.createMessage({
      accountAddress: TEMPLATE_ADDRESS,
      chainId: chains[0] as CaipNetworkId,
    })
  } catch (error) {
    console.warn('Foyer: no sign-in message for one-click sign-in; pairing without it', error)
    return universal.connect({ optionalNamespaces: namespaces })
  }
  const result = await universal.authenticate({
    chains,
    domain: template.domain,
    uri: template.uri,
    nonce: template.nonce,
    // A copy: the SDK sorts the methods it is given in place (their recap), and the constant is frozen.
    methods: [...EIP155_METHODS],
    ...(template.statement ? { statement: template.statement } : {}),
    ...(template.expirationTime ? { exp: template.expirationTime } : {}),
    ...(template.notBefore ? { nbf: template.notBefore } : {}),
    ...(template.requestId ? { requestId: template.requestId } : {}),
    ...(template.resources ? { resources: [...template.resources] } : {}),
    // Read by the provider (not the sign-client): the RPC map, so that the SDK never uses its RPC service.
    ...({ optionalNamespaces: namespaces } as object),
  })
  if (result.session) await keepRpcMap(universal)
  if (result.auths?.length) await storeSignIns(universal, siwx, result.auths)
  return result.session
}

/**
 * `authenticate` does not store the namespaces given to it (`connect` does): without this a restored
 * session would lose the RPC map.
 */
async function keepRpcMap(universal: UniversalProvider) {
  const persist = (universal as unknown as { persist?: (key: string, value: unknown) => Promise<void> })
    .persist
  await persist?.call(universal, 'optionalNamespaces', universal.optionalNamespaces)
}
