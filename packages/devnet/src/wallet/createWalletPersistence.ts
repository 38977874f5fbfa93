import type { DevWalletChain, KeyValueStorage } from './types.js'

/** What a dev wallet remembers across reloads (per rdns; localStorage is per origin already). */
export interface WalletPersistence {
  /** Accounts authorised for this origin (key `foyer-devwallet:<rdns>:authorized`). */
  readAuthorized(): string[]
  writeAuthorized(accounts: readonly string[]): void
  /** Chains added with wallet_addEthereumChain or in the wallet (key `...:chains`). */
  readAddedChains(): DevWalletChain[]
  writeAddedChains(chains: readonly DevWalletChain[]): void
  /** The wallet's active chain (key `...:chainId`). */
  readChainId(): number | undefined
  writeChainId(chainId: number): void
}

/** Reads and writes a dev wallet's persisted state; a corrupt value counts as absent (with a warning). */
export function createWalletPersistence(storage: KeyValueStorage, rdns: string): WalletPersistence {
  const key = (name: string) => `foyer-devwallet:${rdns}:${name}`
  const read = <T>(name: string, isValid: (value: unknown) => value is T): T | undefined => {
    const raw = storage.getItem(key(name))
    if (raw === null) return undefined
    try {
      const value: unknown = JSON.parse(raw)
      if (isValid(value)) return value
    } catch (error) {
      console.warn(`Foyer dev wallet: ignoring unreadable ${key(name)}`, error)
      return undefined
    }
    console.warn(`Foyer dev wallet: ignoring malformed ${key(name)}`)
    return undefined
  }
  const write = (name: string, value: unknown) => storage.setItem(key(name), JSON.stringify(value))

  return {
    readAuthorized: () => read('authorized', isStringArray) ?? [],
    writeAuthorized(accounts) {
      if (accounts.length === 0) storage.removeItem(key('authorized'))
      else write('authorized', accounts)
    },
    readAddedChains: () => read('chains', isChainArray) ?? [],
    writeAddedChains: (chains) => write('chains', chains),
    readChainId: () => read('chainId', isChainId),
    writeChainId: (chainId) => write('chainId', chainId),
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

const isChainId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

const isChainArray = (value: unknown): value is DevWalletChain[] =>
  Array.isArray(value) &&
  value.every(
    (item: Partial<DevWalletChain> | null) =>
      typeof item === 'object' &&
      item !== null &&
      isChainId(item.chainId) &&
      typeof item.name === 'string' &&
      typeof item.rpcUrl === 'string',
  )
