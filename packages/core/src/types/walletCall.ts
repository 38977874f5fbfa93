// The two shapes that the adapter's capabilities (Send, Swap) share, in a file of their own so that
// types/swap.ts need not import types/adapter.ts, which names the Swap capability (no import cycle).

/** Sends a request to the connected wallet through the instance's request policy (approval, typed errors). */
export type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

/** A contract call as a wallet sends it (EVM): the target, the native value, the calldata (hex). */
export interface ContractCall {
  to: string
  value: bigint
  data: string
}
