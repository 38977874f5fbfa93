import { Clock, type LiteSvm } from 'litesvm/dist/internal.js'

/** A blockhash stays usable for this many blocks, as on the cluster (MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY = 150n
export const SLOTS_PER_EPOCH = 432_000n

/** The ledger's slot, its clock and the blockhashes still valid: one block per transaction. */
export interface SlotClock {
  slot(): bigint
  /** Sets LiteSVM's clock sysvar to the current slot and `unixTimestamp`. */
  setClock(unixTimestamp: number): void
  /** Moves to the next slot with a fresh blockhash, forgetting those past their validity. */
  advanceSlot(): void
  isBlockhashValid(blockhash: string): boolean
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint }
}

/** Starts at slot 0 with the clock at the genesis time (now). */
export function createSlotClock(svm: LiteSvm): SlotClock {
  let slot = 0n
  const genesisTime = BigInt(Math.floor(Date.now() / 1000))
  const blockhashes = new Map<string, bigint>([[svm.latestBlockhash(), BLOCKHASH_VALIDITY]])

  const setClock = (unixTimestamp: number) => {
    const epoch = slot / SLOTS_PER_EPOCH
    svm.setClock(new Clock(slot, genesisTime, epoch, epoch, BigInt(unixTimestamp)))
  }
  setClock(Number(genesisTime))

  return {
    slot: () => slot,
    setClock,
    advanceSlot() {
      slot += 1n
      svm.expireBlockhash()
      blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY)
      for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
    },
    isBlockhashValid: (blockhash) => blockhashes.has(blockhash),
    latestBlockhash() {
      const blockhash = svm.latestBlockhash()
      return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + BLOCKHASH_VALIDITY }
    },
  }
}
