import { createMemoryStorage } from '@foyer/core'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aEq, u8aToString, u8aUnwrapBytes } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { t } from '../t.js'
import { type ApprovalQueue, createApprovalQueue } from '../wallet/createApprovalQueue.js'
import { ProviderRpcError } from '../wallet/errors.js'
import type { ApprovalMode, KeyValueStorage } from '../wallet/types.js'
import { type PolkadotDevAccount, polkadotDevAccounts } from './polkadotDevAccounts.js'
import { signRawWithPair } from './signRawWithPair.js'
import type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  SignerPayloadRaw,
  SignerResult,
} from './types.js'

export interface CreatePolkadotDevWalletParameters {
  /** The key in `injectedWeb3` (default 'foyer-dev'). */
  name?: string
  /** The extension's version (default '0.1.0'). */
  version?: string
  /** The approval panel's key for this wallet (default 'dev.foyer.polkadot'). */
  rdns?: string
  /** The dev wallets' queue (the panel's); by default one of its own in `mode`. */
  approvals?: ApprovalQueue
  /** The approval mode of a queue of its own (default 'ask'). */
  mode?: ApprovalMode
  storage?: KeyValueStorage
  /** The page's origin: the extension records the sites it authorised by origin. */
  origin?: string
  accounts?: readonly PolkadotDevAccount[]
}

export interface PolkadotDevWallet {
  readonly name: string
  readonly rdns: string
  /** The `injectedWeb3` entry. */
  readonly provider: InjectedWindowProvider
  readonly approvals: ApprovalQueue
  /** The accounts as the extension announces them (generic Substrate addresses, prefix 42). */
  accounts(): Promise<InjectedAccount[]>
  /** The extension is disabled: nothing it has pending settles, and it answers nothing more. */
  vanish(): void
  /** The user locks the extension: it reports no account (subscribers get []). */
  lock(): void
}

type Pairs = { pair: KeyringPair; account: InjectedAccount }[]

const never = <T>() => new Promise<T>(() => undefined)

/**
 * The data as the panel shows it: its text when it reads as UTF-8 (line breaks and tabs allowed: a
 * sign-in message has lines), else its length in bytes.
 */
function describeData(data: string): string {
  const bytes = u8aUnwrapBytes(isHex(data) ? hexToU8a(data) : new TextEncoder().encode(data))
  const text = u8aToString(bytes)
  return /^(?:[^\p{Cc}\uFFFD]|[\t\n\r])*$/u.test(text) ? text : `${bytes.length} bytes`
}

/** The pair of `address` written for any network (extensions match accounts by their id). */
function findPair(pairs: Pairs, address: string) {
  try {
    const publicKey = decodeAddress(address)
    return pairs.find(({ pair }) => u8aEq(pair.publicKey, publicKey))
  } catch {
    return undefined // not an address: no account of this extension
  }
}

/**
 * A Polkadot dev wallet that behaves as an injected extension of the `@polkadot/extension-inject`
 * protocol, as polkadot-js does: `enable(originName)` asks to authorise the origin once (a refusal throws
 * "The source … is not allowed to interact with this extension"), `accounts.get/subscribe` give named
 * accounts (a subscriber is called at once with the list), and `signer.signRaw` signs the data wrapped in
 * `<Bytes>…</Bytes>` once the approval queue agrees (a refusal throws `Error('Cancelled')`). Keys are
 * `@polkadot/keyring` dev accounts, loaded on first use (sr25519 needs its WASM). It has no
 * `signPayload` (optional in the protocol): the local world has no Polkadot chain to build extrinsics for.
 *
 * @example
 * const wallet = createPolkadotDevWallet({ mode: 'approve', origin: location.origin })
 */
export function createPolkadotDevWallet(
  parameters: CreatePolkadotDevWalletParameters = {},
): PolkadotDevWallet {
  const name = parameters.name ?? 'foyer-dev'
  const rdns = parameters.rdns ?? 'dev.foyer.polkadot'
  const approvals = parameters.approvals ?? createApprovalQueue({ mode: parameters.mode ?? 'ask' })
  const storage = parameters.storage ?? createMemoryStorage()
  const origin = parameters.origin ?? 'http://127.0.0.1'
  const authorizedKey = `foyer-devwallet:${rdns}:authorized`
  const subscribers = new Set<(accounts: InjectedAccount[]) => void | Promise<void>>()
  let vanished = false
  let locked = false
  let pairs: Promise<Pairs> | undefined
  let nextId = 1

  const loadPairs = () => {
    pairs ??= import('./loadDevPairs.js').then(({ loadDevPairs }) =>
      loadDevPairs(parameters.accounts ?? polkadotDevAccounts),
    )
    return pairs
  }
  const current = async (): Promise<InjectedAccount[]> =>
    locked || vanished ? [] : (await loadPairs()).map(({ account }) => ({ ...account }))
  const authorized = () => storage.getItem(authorizedKey) === origin
  /** Waits for the queue; `refusal` is the extension's own error for a 'no'. A vanished extension never answers. */
  const ask = async (method: string, summary: string, refusal: () => Error): Promise<void> => {
    try {
      await approvals.ask({ rdns, wallet: name, method, origin, summary })
    } catch (error) {
      if (vanished) return never()
      throw error instanceof ProviderRpcError && error.code === 4001 ? refusal() : error
    }
    if (vanished) return never()
  }

  const signRaw = async (payload: SignerPayloadRaw): Promise<SignerResult> => {
    if (vanished) return never()
    if (!authorized()) throw new Error(`The source ${origin} has not been enabled yet`)
    const found = locked ? undefined : findPair(await loadPairs(), payload.address)
    if (!found) throw new Error('Unable to find account')
    const account = found.account.name ?? found.pair.address
    await ask(
      'signRaw',
      t('summary.sign', { message: describeData(payload.data), account }),
      () => new Error('Cancelled'),
    )
    return { id: nextId++, signature: signRawWithPair(found.pair, payload) }
  }

  const injected: Injected = {
    accounts: {
      get: () => current(),
      subscribe(callback) {
        subscribers.add(callback)
        void current().then((accounts) => (subscribers.has(callback) ? callback(accounts) : undefined))
        return () => {
          subscribers.delete(callback)
        }
      },
    },
    signer: { signRaw },
  }

  const provider: InjectedWindowProvider = {
    version: parameters.version ?? '0.1.0',
    async enable(originName) {
      if (vanished) return never()
      if (!authorized()) {
        const accounts = (await loadPairs()).map(({ account }) => account.name).join(', ')
        await ask('enable', `${originName}: ${t('summary.connect', { accounts })}`, () => {
          return new Error(`The source ${origin} is not allowed to interact with this extension`)
        })
        storage.setItem(authorizedKey, origin)
      }
      return injected
    },
  }

  return {
    name,
    rdns,
    provider,
    approvals,
    accounts: () => current(),
    vanish() {
      if (vanished) return
      vanished = true
      // The queue forgets its requests; their callers never hear back (see `ask`).
      approvals.cancel(rdns, new ProviderRpcError(4900, 'The extension was disabled'))
    },
    lock() {
      locked = true
      void current().then((accounts) => {
        for (const subscriber of [...subscribers]) void subscriber(accounts)
      })
    },
  }
}
