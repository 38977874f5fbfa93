import { SolanaLedgerStartError } from './errors.js'
import { copyDevAccounts, type SolanaDevAccount } from './solanaDevAccounts.js'
import { type SolanaDevToken, solanaDevTokens } from './solanaDevTokens.js'
import { SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_LOCAL_GENESIS_HASH } from './solanaLocalNetwork.js'

export interface StartSolanaLedgerParameters {
  /** A fixed port; 0 (the default) lets the OS pick a free one. */
  port?: number
  /** The only interface the ledger listens on: it is never reachable from another machine. */
  host?: '127.0.0.1'
}

export interface SolanaLedger {
  /** The JSON-RPC endpoint, `http://127.0.0.1:<port>`. */
  url: string
  /** Base58, the same on every run. */
  genesisHash: string
  /** CAIP-2 id: 'solana:' + the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`
  /** The ten dev accounts (see solanaDevAccounts), 1000 SOL each at genesis. */
  accounts: SolanaDevAccount[]
  /** The dev tokens (see solanaDevTokens), 10 000 of each held by dev accounts 0 to 5 at genesis. */
  tokens: SolanaDevToken[]
  /** Closes the HTTP server (and its open connections) and drops the ledger. Safe to call twice. */
  stop(): Promise<void>
}

export type StartSolanaLedgerErrorType = SolanaLedgerStartError

/**
 * Starts a local Solana ledger in this process: LiteSVM with the SPL programs, behind a JSON-RPC server
 * on 127.0.0.1 that answers like a validator (see rpc/handleJsonRpc.ts for the methods), so that
 * `@solana/kit`, wallets and the Foyer server can use it as any cluster. It starts from a fixed genesis
 * (ten funded dev accounts, the fUSD and FOY tokens) and a short seed history of transfers between dev
 * accounts 0 to 3, so that balances and activity views have something to show. Each landed transaction
 * is a block of its own and gets a fresh blockhash after it, so identical transfers in a row both land.
 * Nothing is persisted: every start is the same world.
 *
 * @example
 * const ledger = await startSolanaLedger()
 * const rpc = createSolanaRpc(ledger.url)
 * const { value } = await rpc.getBalance(address(ledger.accounts[0].address)).send()
 * await ledger.stop()
 */
export async function startSolanaLedger(parameters: StartSolanaLedgerParameters = {}): Promise<SolanaLedger> {
  // Loaded on first start: LiteSVM is a native library that importers of @foyer/devnet should not pay for.
  const [{ createDevLedger }, { serveRpc }] = await Promise.all([
    import('./createDevLedger.js'),
    import('./rpc/serveRpc.js'),
  ])
  let context: Awaited<ReturnType<typeof createDevLedger>>
  try {
    context = await createDevLedger()
  } catch (error) {
    throw new SolanaLedgerStartError({ cause: error })
  }
  let server: Awaited<ReturnType<typeof serveRpc>>
  try {
    server = await serveRpc(context, { port: parameters.port ?? 0 })
  } catch (error) {
    throw new SolanaLedgerStartError({ cause: error })
  }
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${server.port}`,
    genesisHash: SOLANA_LOCAL_GENESIS_HASH,
    caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    accounts: copyDevAccounts(),
    tokens: solanaDevTokens.map((token) => ({ ...token })),
    stop: () => {
      stopped ??= server.close()
      return stopped
    },
  }
}
