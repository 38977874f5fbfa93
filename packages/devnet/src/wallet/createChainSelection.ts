import type { WalletPersistence } from './createWalletPersistence.js'
import { toHexChainId } from './toHexChainId.js'
import type { DevWalletChain } from './types.js'

/** The chains a dev wallet knows (the initial ones and those added, persisted) and its active one. */
export interface ChainSelection {
  chain(): DevWalletChain
  knownChain(chainId: number): DevWalletChain | undefined
  addChain(chain: DevWalletChain): void
  setChain(chainId: number): void
}

export function createChainSelection(
  chains: readonly DevWalletChain[],
  knownChainIds: readonly number[] | undefined,
  persistence: WalletPersistence,
  emitChain: (hexChainId: string) => void,
): ChainSelection {
  const initialChainIds = new Set(knownChainIds ?? chains.map((chain) => chain.chainId))
  let addedChains = persistence.readAddedChains()
  const knownChain = (chainId: number): DevWalletChain | undefined =>
    addedChains.find((chain) => chain.chainId === chainId) ??
    (initialChainIds.has(chainId) ? chains.find((chain) => chain.chainId === chainId) : undefined)
  const firstKnown =
    chains.find((chain) => initialChainIds.has(chain.chainId)) ?? addedChains[0] ?? chains[0]!
  let chainId = knownChain(persistence.readChainId() ?? -1)?.chainId ?? firstKnown.chainId
  return {
    chain: () => knownChain(chainId) ?? firstKnown,
    knownChain,
    addChain(chain) {
      if (knownChain(chain.chainId)) return
      addedChains = [...addedChains, chain]
      persistence.writeAddedChains(addedChains)
    },
    setChain(next) {
      if (next === chainId) return
      chainId = next
      persistence.writeChainId(next)
      emitChain(toHexChainId(next))
    },
  }
}
