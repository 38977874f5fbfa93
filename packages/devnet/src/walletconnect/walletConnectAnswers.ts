import type { WalletKit, WalletKitTypes } from '@reown/walletkit'
// A dependency of @reown/walletkit (same 2.25 release): the CACAO helpers its docs use for one-click sign-in.
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApprovalQueue } from '../wallet/createApprovalQueue.js'
import type { DevWallet } from '../wallet/createDevWallet.js'
import { unsupportedMethod } from '../wallet/errors.js'
import type { WalletInfo } from '../wallet/types.js'
import type { SolanaSessions } from './createSolanaSessions.js'
import { type FamilySessions, type SessionNamespace, USER_REJECTED } from './sessionFamilies.js'
import { chainNumber, isOfFamily, METHODS, toRpcError } from './walletConnectMethods.js'

/** What the answers to the dapp's proposals, sign-ins and requests work with. */
export interface MobileWalletContext {
  walletKit: Awaited<ReturnType<typeof WalletKit.init>>
  info: WalletInfo
  approvals: ApprovalQueue
  privateKeys: readonly `0x${string}`[]
  /** The EVM chains the wallet knows (grows with wallet_addEthereumChain). */
  known: Set<number>
  solana: SolanaSessions | undefined
  /** The other families the wallet serves (bip122, polkadot). */
  families: readonly FamilySessions[]
  /** The methods the wallet offers: without wallet_addEthereumChain when it cannot add chains. */
  offered(methods: string[]): string[]
  /** The eip155 namespace for the known chains and the given methods. */
  namespacesFor(methods: string[]): {
    eip155: { chains: string[]; accounts: string[]; methods: string[]; events: string[] }
  }
  /** The session's dev wallet (one per session, created on first use). */
  walletFor(topic: string, origin: string): DevWallet
  /** The session of an approved proposal or sign-in: its dev wallet starts authorised. */
  authorise(topic: string, origin: string): Promise<void>
}

/** The namespaces of the families the proposal asks for, each with its family. */
async function familyNamespaces(
  context: MobileWalletContext,
  params: WalletKitTypes.SessionProposal['params'],
) {
  const found = await Promise.all(
    context.families.map(async (family) => ({ family, namespace: await family.namespaceFor(params) })),
  )
  return found.filter(
    (entry): entry is { family: FamilySessions; namespace: SessionNamespace } =>
      entry.namespace !== undefined,
  )
}

/**
 * A session proposal: on approval, a session with the wallet's accounts in the namespaces it asks for and
 * the wallet serves (eip155, solana, bip122, polkadot).
 */
export async function answerSessionProposal(
  context: MobileWalletContext,
  proposal: WalletKitTypes.SessionProposal,
): Promise<void> {
  const { walletKit, info, solana } = context
  const { id, params } = proposal
  const requested = [
    ...Object.entries(params.requiredNamespaces ?? {}),
    ...Object.entries(params.optionalNamespaces ?? {}),
  ]
  // The eip155 namespace offers the eip155 methods asked for (not those of the other families).
  const methods = requested
    .filter(([key]) => isOfFamily(key, 'eip155'))
    .flatMap(([, namespace]) => namespace.methods ?? [])
  try {
    await context.approvals.ask({
      rdns: info.rdns,
      wallet: info.name,
      method: 'wc_sessionPropose',
      origin: params.proposer.metadata.url,
      summary: `Connect to ${params.proposer.metadata.name}`,
    })
  } catch {
    // A rejection that cannot be sent leaves the site waiting on its QR code: say so.
    await walletKit
      .rejectSession({ id, reason: USER_REJECTED })
      .catch((error: unknown) => console.error('Foyer mobile wallet: could not send the rejection', error))
    return
  }
  const solanaNamespace = await solana?.namespaceFor(params)
  const others = await familyNamespaces(context, params)
  // eip155 as always, unless the proposal asks for other families the wallet serves and for no EVM chain.
  const evm =
    (!solanaNamespace && others.length === 0) || requested.some(([key]) => isOfFamily(key, 'eip155'))
  const sessionProperties = Object.assign(
    {},
    ...(await Promise.all(others.map(({ family, namespace }) => family.sessionProperties(namespace)))),
  ) as Record<string, string>
  const session = await walletKit.approveSession({
    id,
    namespaces: {
      ...(evm ? context.namespacesFor(methods) : {}),
      ...(solanaNamespace ? { solana: solanaNamespace } : {}),
      ...Object.fromEntries(others.map(({ family, namespace }) => [family.family, namespace])),
    },
    ...(Object.keys(sessionProperties).length > 0 ? { sessionProperties } : {}),
  })
  // The user approved the connection: the session's dev wallets start authorised.
  if (evm) await context.authorise(session.topic, params.proposer.metadata.url)
  if (solanaNamespace) await solana?.open(session.topic, params.proposer.metadata.url)
  for (const { family, namespace } of others)
    for (const event of await family.approvedEvents(namespace))
      await walletKit.emitSessionEvent({ topic: session.topic, ...event }).catch((error: unknown) => {
        console.warn(`Foyer mobile wallet: could not emit ${event.event.name}`, error)
      })
}

/**
 * One-click sign-in (wc_sessionAuthenticate): on approval, one signed sign-in message (CACAO) per chain the
 * wallet knows among those asked, with the selected account; the session follows from them.
 */
export async function answerSessionAuthenticate(
  context: MobileWalletContext,
  event: WalletKitTypes.SessionAuthenticate,
): Promise<void> {
  const { walletKit, info } = context
  const { id, params } = event
  const requester = params.requester.metadata
  try {
    await context.approvals.ask({
      rdns: info.rdns,
      wallet: info.name,
      method: 'wc_sessionAuthenticate',
      origin: requester.url,
      summary: `Sign in to ${requester.name}`,
    })
  } catch {
    await walletKit.rejectSessionAuthenticate({ id, reason: USER_REJECTED })
    return
  }
  const account = privateKeyToAccount(context.privateKeys[0] as `0x${string}`)
  let payload: typeof params.authPayload
  try {
    payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: [...context.known].map((chainId) => `eip155:${chainId}`),
      methods: context.offered(METHODS),
    })
  } catch (error) {
    await walletKit.rejectSessionAuthenticate({ id, reason: { code: 5100, message: String(error) } })
    return
  }
  const auths = []
  for (const chain of payload.chains) {
    const iss = `did:pkh:${chain}:${account.address}`
    const message = walletKit.formatAuthMessage({ request: payload, iss })
    const signature = await account.signMessage({ message })
    auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
  }
  const { session } = await walletKit.approveSessionAuthenticate({ id, auths })
  if (session) await context.authorise(session.topic, requester.url)
}

/**
 * A session request: Solana ones to the Solana sessions, bip122 and polkadot ones to their family, the
 * others to the session's dev wallet.
 */
export async function answerSessionRequest(
  context: MobileWalletContext,
  event: WalletKitTypes.SessionRequest,
): Promise<void> {
  const { walletKit, solana } = context
  const { topic, id, params } = event
  const session = walletKit.engine.signClient.session.get(topic)
  const { method, params: requestParams } = params.request
  if (params.chainId.startsWith('solana:')) {
    const answer = solana
      ? await solana.answer(topic, session.peer.metadata.url, {
          chainId: params.chainId,
          method,
          params: requestParams,
        })
      : { error: toRpcError(unsupportedMethod(method)) }
    await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
    return
  }
  const family = context.families.find((item) => params.chainId.startsWith(`${item.family}:`))
  if (family || /^(?:bip122|polkadot):/.test(params.chainId)) {
    const answer = family
      ? await family.answer(session.peer.metadata.url, {
          chainId: params.chainId,
          method,
          params: requestParams,
        })
      : { error: toRpcError(unsupportedMethod(method)) }
    await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
    return
  }
  const wallet = context.walletFor(topic, session.peer.metadata.url)
  try {
    if (!context.offered([method]).length)
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
    const target = chainNumber(params.chainId)
    const current = Number(await wallet.provider.request({ method: 'eth_chainId' }))
    if (method === 'eth_sendTransaction' && target !== undefined && target !== current)
      await wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${target.toString(16)}` }],
      })
    const result = await wallet.provider.request({ method, params: requestParams })
    if (method === 'wallet_addEthereumChain') await learnChain(context, topic, requestParams)
    await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  } catch (error) {
    await walletKit.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', error: toRpcError(error) },
    })
  }
}

/** After wallet_addEthereumChain, the session's namespaces include the new chain. */
async function learnChain(
  context: MobileWalletContext,
  topic: string,
  requestParams: unknown,
): Promise<void> {
  const { walletKit, known } = context
  const [first] = Array.isArray(requestParams) ? requestParams : []
  const chainId = Number((first as { chainId?: unknown } | undefined)?.chainId)
  if (!Number.isSafeInteger(chainId) || known.has(chainId)) return
  known.add(chainId)
  const session = walletKit.engine.signClient.session.get(topic)
  const methods = Object.entries(session.namespaces)
    .filter(([key]) => isOfFamily(key, 'eip155'))
    .flatMap(([, namespace]) => namespace.methods)
  // The other namespaces (solana) stay as they are.
  const namespaces = { ...session.namespaces, ...context.namespacesFor(methods) }
  const { acknowledged } = await walletKit.updateSession({ topic, namespaces })
  await acknowledged()
}
