import type { Ledger } from '../ledger/createLedger.js'

/** What the RPC methods answer from. */
export interface RpcContext {
  ledger: Ledger
  genesisHash: string
  /** Sends `lamports` from the faucet to `address`; resolves with the signature. */
  requestAirdrop(address: string, lamports: bigint): Promise<string>
}

/** A method handler: positional params in, the JSON-RPC `result` out; throws RpcError for error answers. */
export type RpcMethod = (params: unknown, context: RpcContext) => unknown
