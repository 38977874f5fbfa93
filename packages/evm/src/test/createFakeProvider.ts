import type { Eip1193Listener, Eip1193Provider, Eip1193RequestArguments } from '../types.js'

/** The first Hardhat account, in lower case as wallets often send it. */
export const testAddress = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const testAddressChecksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const otherAddress = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const fakeSignature = `0x${'ab'.repeat(65)}`

/** An error as a wallet throws it: a plain object or Error with a numeric `code`. */
export interface WalletError {
  code: number
  message: string
  data?: unknown
}

export function walletError(code: number, message = `wallet error ${code}`, data?: unknown): WalletError {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/** Answers and failures of the fake wallet; change them between steps of a test. */
export interface FakeWalletSwitches {
  accounts: string[]
  chainId: number
  /** Chains the wallet knows: switching elsewhere fails with `unknownChainError`. */
  knownChainIds: number[]
  unknownChainError: WalletError
  /** Whether adding a chain also switches to it (most wallets do). */
  switchesOnAdd: boolean
  /** Whether the wallet stays authorised (eth_accounts answers the accounts). */
  authorised: boolean
  /** Failures by method, thrown instead of answering. */
  failures: Partial<Record<string, WalletError>>
  /** Raw answers by method, returned instead of the normal answer. */
  answers: Partial<Record<string, unknown>>
}

export interface FakeProvider extends Eip1193Provider {
  switches: FakeWalletSwitches
  calls: Eip1193RequestArguments[]
  emit(event: string, ...args: unknown[]): void
  listenerCount(event?: string): number
  /** Holds the next `eth_requestAccounts` until `release()` (to act while the prompt is open). */
  holdNextPrompt(): { release(): void }
}

/**
 * A scriptable EIP-1193 wallet: it answers the methods the EVM adapter uses, records every call, emits
 * events on demand and fails on demand (`switches.failures[method] = walletError(4001)`).
 */
export function createFakeProvider(overrides: Partial<FakeWalletSwitches> = {}): FakeProvider {
  const switches: FakeWalletSwitches = {
    accounts: [testAddress],
    chainId: 1,
    knownChainIds: [1],
    unknownChainError: walletError(4902, 'Unrecognized chain ID'),
    switchesOnAdd: true,
    authorised: true,
    failures: {},
    answers: {},
    ...overrides,
  }
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const calls: Eip1193RequestArguments[] = []
  let held: Promise<void> | undefined

  function emit(event: string, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args)
  }

  function switchTo(chainId: number) {
    if (switches.chainId === chainId) return
    switches.chainId = chainId
    emit('chainChanged', `0x${chainId.toString(16)}`)
  }

  async function answer({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    const first = (Array.isArray(params) ? params[0] : undefined) as { chainId?: string } | undefined
    switch (method) {
      case 'eth_requestAccounts':
        if (held) await held
        switches.authorised = true
        return [...switches.accounts]
      case 'eth_accounts':
        return switches.authorised ? [...switches.accounts] : []
      case 'eth_chainId':
        return `0x${switches.chainId.toString(16)}`
      case 'wallet_switchEthereumChain': {
        const chainId = Number(first?.chainId)
        if (!switches.knownChainIds.includes(chainId)) throw switches.unknownChainError
        switchTo(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chainId = Number(first?.chainId)
        switches.knownChainIds.push(chainId)
        if (switches.switchesOnAdd) switchTo(chainId)
        return null
      }
      case 'wallet_revokePermissions':
        switches.authorised = false
        return null
      case 'personal_sign':
        return fakeSignature
      default:
        throw walletError(4200, `The method ${method} is not supported`)
    }
  }

  return {
    switches,
    calls,
    async request(args) {
      calls.push(args)
      const failure = switches.failures[args.method]
      if (failure) throw failure
      if (args.method in switches.answers) return switches.answers[args.method]
      return answer(args)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit,
    listenerCount(event) {
      if (event) return listeners.get(event)?.size ?? 0
      return [...listeners.values()].reduce((total, set) => total + set.size, 0)
    },
    holdNextPrompt() {
      let resolve: () => void = () => undefined
      held = new Promise<void>((done) => {
        resolve = done
      })
      return {
        release() {
          held = undefined
          resolve()
        },
      }
    },
  }
}
