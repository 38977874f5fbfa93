import type { PublicClient } from 'viem'
import { t } from '../chaindata/messages.js'
import type { Database } from '../db/types.js'
import type { Logger } from '../logger.js'
import { createIndexerStore, type StoredBlock } from './createIndexerStore.js'
import { InconsistentBatchError } from './errors.js'
import { fetchBlockBatch } from './fetchBlockBatch.js'
import { readTokenMetadata } from './readTokenMetadata.js'
import type { BlockBatch, IndexerChain, IndexerChainStatus, TokenRow } from './types.js'

export interface CreateChainSyncParameters {
  db: Database
  chain: IndexerChain
  client: PublicClient
  confirmations: number
  blocksPerBatch: number
  logger: Logger
}

export interface ChainSync {
  /**
   * Indexes the chain up to its head (minus confirmations), batch by batch; stops early between
   * batches when `signal` aborts. Calls of one chain run one after the other.
   */
  sync(signal?: AbortSignal): Promise<void>
  status(): IndexerChainStatus
}

/** How often a batch is read again when the chain changed while it was read. */
const INCONSISTENT_RETRIES = 3
/** Stored blocks compared with the chain per round while looking for the common ancestor. */
const ANCESTOR_PAGE = 32

/**
 * Follows one chain: resumes after the highest stored block, reads blocks in batches and stores each
 * batch in one transaction, and handles reorgs. Before storing block N it checks that N's parent is
 * the stored block N-1 (and at every sync that the stored tip is still on the chain); on a mismatch it
 * walks back to the highest stored block the chain still has (the common ancestor), deletes everything
 * above it and indexes again from there.
 *
 * @example
 * const sync = createChainSync({ db, chain, client, confirmations: 0, blocksPerBatch: 100, logger })
 * await sync.sync()
 */
export function createChainSync(parameters: CreateChainSyncParameters): ChainSync {
  const { db, chain, client, confirmations, blocksPerBatch, logger } = parameters
  const chainId = chain.caipNetworkId
  const startBlock = BigInt(chain.startBlock ?? 0)
  const store = createIndexerStore(db, chainId)
  const state: IndexerChainStatus = {
    caipNetworkId: chainId,
    indexedBlock: null,
    headBlock: null,
    syncedAt: null,
    reorgs: 0,
    lastError: null,
  }
  let knownTokens: Set<string> | undefined

  // Serialises the syncs of this chain. `tail` only orders them: each caller gets its own result
  // (and error) from `run`.
  let tail: Promise<void> = Promise.resolve()
  const exclusive = (fn: () => Promise<void>): Promise<void> => {
    const run = tail.then(fn)
    tail = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  async function loadKnownTokens(): Promise<Set<string>> {
    if (knownTokens) return knownTokens
    const known = await store.knownTokens()
    const configured = [
      ...(chain.tokens ?? []).map((token) => ({ ...token, kind: 'erc20' as const })),
      ...(chain.nfts ?? []).map((nft) => ({ ...nft, decimals: undefined, kind: 'erc721' as const })),
    ].filter((token) => !known.has(token.address.toLowerCase()))
    const rows = await Promise.all(
      configured.map(async (token): Promise<TokenRow> => {
        const complete =
          token.name !== undefined &&
          token.symbol !== undefined &&
          (token.kind === 'erc721' || token.decimals !== undefined)
        if (!complete) return readTokenMetadata(client, { address: token.address, kind: token.kind })
        return {
          address: token.address.toLowerCase(),
          kind: token.kind,
          name: token.name ?? null,
          symbol: token.symbol ?? null,
          decimals: token.kind === 'erc20' ? (token.decimals ?? null) : null,
        }
      }),
    )
    await store.storeTokens(rows)
    for (const row of rows) known.add(row.address)
    knownTokens = known
    return known
  }

  async function newTokens(batch: BlockBatch, known: Set<string>): Promise<TokenRow[]> {
    const unseen = new Map<string, 'erc20' | 'erc721'>()
    for (const transfer of batch.transfers)
      if (transfer.tokenAddress && transfer.kind !== 'native' && !known.has(transfer.tokenAddress))
        unseen.set(transfer.tokenAddress, transfer.kind)
    return Promise.all([...unseen].map(([address, kind]) => readTokenMetadata(client, { address, kind })))
  }

  /** Finds the highest stored block the chain still has, deletes what is above it, returns the new tip. */
  async function rewind(from: number): Promise<StoredBlock | undefined> {
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    let cursor = from
    let ancestor: StoredBlock | undefined
    while (ancestor === undefined) {
      const stored = await store.blocksDownFrom(cursor, ANCESTOR_PAGE)
      if (stored.length === 0) break
      const onChain = await Promise.all(
        stored.map((block) =>
          block.number > head
            ? Promise.resolve(undefined)
            : client.getBlock({ blockNumber: BigInt(block.number) }),
        ),
      )
      ancestor = stored.find((block, index) => onChain[index]?.hash?.toLowerCase() === block.hash)
      cursor = stored[stored.length - 1]!.number - 1
    }
    const ancestorNumber = ancestor?.number ?? Number(startBlock) - 1
    await store.deleteAbove(ancestorNumber)
    state.reorgs++
    state.indexedBlock = ancestor?.number ?? null
    logger.warn(t('indexer.reorg', { chainId, ancestor: ancestorNumber, depth: from - ancestorNumber }))
    return ancestor
  }

  /** The stored tip if the chain still has it, otherwise the tip after rewinding to the common ancestor. */
  async function verifiedTip(rawHead: bigint): Promise<StoredBlock | undefined> {
    const tip = await store.tip()
    if (!tip) return undefined
    if (BigInt(tip.number) <= rawHead) {
      const block = await client.getBlock({ blockNumber: BigInt(tip.number) })
      if (block.hash?.toLowerCase() === tip.hash) return tip
    }
    return rewind(tip.number)
  }

  async function syncToHead(signal: AbortSignal | undefined): Promise<void> {
    try {
      const known = await loadKnownTokens()
      const rawHead = await client.getBlockNumber({ cacheTime: 0 })
      const head = rawHead - BigInt(confirmations)
      state.headBlock = Number(head)
      let tip = await verifiedTip(rawHead)
      state.indexedBlock = tip?.number ?? null
      let inconsistent = 0
      while (!signal?.aborted) {
        const next = tip ? BigInt(tip.number) + 1n : startBlock
        if (next > head) {
          state.syncedAt = new Date().toISOString()
          break
        }
        const last = next + BigInt(blocksPerBatch) - 1n
        const to = last < head ? last : head
        let batch: BlockBatch
        try {
          batch = await fetchBlockBatch(client, { chainId, from: next, to })
        } catch (error) {
          if (!(error instanceof InconsistentBatchError) || ++inconsistent > INCONSISTENT_RETRIES) throw error
          continue
        }
        if (tip && batch.blocks[0]?.parentHash !== tip.hash) {
          tip = await rewind(tip.number)
          continue
        }
        const tokens = await newTokens(batch, known)
        if (!(await store.storeBatch(tip, batch, tokens))) {
          // Another writer stored blocks of this chain meanwhile: start again from what is stored.
          tip = await verifiedTip(await client.getBlockNumber({ cacheTime: 0 }))
          continue
        }
        for (const token of tokens) known.add(token.address)
        const top = batch.blocks[batch.blocks.length - 1]!
        tip = { number: Number(top.number), hash: top.hash }
        state.indexedBlock = tip.number
        inconsistent = 0
      }
      state.lastError = null
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error)
      throw error
    }
  }

  return {
    sync: (signal) => exclusive(() => syncToHead(signal)),
    status: () => ({ ...state }),
  }
}
