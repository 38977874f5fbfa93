// What the account tabs' reads share (fetchTokenBalances, fetchNfts, fetchTransactions): the connected
// account, the server client, the balance retry block and which failures mean "no data on this network".
// Apart from state/accountData/accountDataStore.ts, which createFoyer loads with the page: from there these
// pulled the HTTP and account errors, the retry block and the server client's loader into the page-load
// download, which no tab is part of.
import type { BlockchainClient } from '../api/blockchain/createBlockchainClient.js'
import { ServerChainNotSupportedError } from '../api/errors.js'
import { createRetryBlock, type RetryBlock } from '../kernel/cache/createRetryBlock.js'
import {
  CaipNetworkUndefinedError,
  NoServerError,
  TransactionsAccountRequiredError,
} from '../kernel/errors/account.js'
import { getAccountDataKey } from '../state/accountData/accountDataStore.js'
import { getChainEntry } from '../state/chains/chainState.js'
import { getBlockchainClient } from '../state/server/serverApi.js'
import type { Foyer } from '../types/foyer.js'
import type { Network } from '../types/network.js'

/** The 30-second balance retry block of `foyer`: its failures in the instance's services, on its clock. */
export function getBalanceRetryBlock(foyer: Foyer): RetryBlock {
  return createRetryBlock({ now: foyer.services.now, failedAt: foyer.services.balanceFailures })
}

/**
 * Whether `error` (or its cause) says the active network has no account data on this instance: the
 * server does not serve it, or there is no server.
 */
export function isUnsupportedNetworkError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof ServerChainNotSupportedError || current instanceof NoServerError) return true
    current = current.cause
  }
  return false
}

/**
 * The connected account whose history is read: its address, account-data key and active network.
 *
 * @throws TransactionsAccountRequiredError when no account is connected.
 * @throws CaipNetworkUndefinedError when the account has no network (it has one from the connection on).
 */
export function getHistoryAccount(foyer: Foyer): { address: string; key: string; network: Network } {
  const entry = getChainEntry(foyer)
  const address = entry?.accountState.address
  const key = getAccountDataKey(entry)
  const network = entry?.networkState.caipNetwork
  if (!address) throw new TransactionsAccountRequiredError()
  if (!network || !key) throw new CaipNetworkUndefinedError()
  return { address, key, network }
}

/**
 * The blockchain client that reads the account's data.
 *
 * @throws NoServerError when the instance has no Foyer server (`apiUrl`).
 */
export async function getAccountDataClient(foyer: Foyer): Promise<BlockchainClient> {
  const pending = getBlockchainClient(foyer)
  if (!pending) throw new NoServerError()
  return pending
}
