// Test helpers of the indexer and chain-data tests (not exported from the package): a real local
// chain with the devnet world, dev-account wallets, and the transfers the chain holds, counted
// independently of the indexer.
import { type DeployedWorld, deployWorld, devAccounts, type RunningChain, startChain } from '@foyer/devnet'
import {
  type Address,
  BaseError,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  RpcRequestError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { coreMigrations as migrations } from '../db/migrations.js'
import { decodeTransferLog, TRANSFER_TOPIC } from '../indexer/decodeTransferLog.js'
import { chaindataMigrations } from '../indexer/schema.js'

const supplyAbi = parseAbi(['function totalSupply() view returns (uint256)'])

/** The server's migrations plus the chain-data ones, as the lead merges them. */
export const allMigrations = [...migrations, ...chaindataMigrations]

export interface TestChain {
  chain: RunningChain
  world: DeployedWorld
  caipNetworkId: string
  client: PublicClient
  /** Sends a transaction from dev account `index` and waits for its receipt; returns the hash. */
  send(index: number, tx: { to: Address; value?: bigint; data?: Hex; gas?: bigint }): Promise<Hex>
  /**
   * Sends a transaction that reverts and returns its hash. Hardhat mines it, then answers the send
   * with an error carrying the hash.
   */
  sendReverting(index: number, tx: { to: Address; value?: bigint; data?: Hex; gas: bigint }): Promise<Hex>
  /** ERC-20 transfer of `amount` (base units) from dev account `index`. */
  sendToken(index: number, token: Address, to: Address, amount: bigint): Promise<Hex>
  /** ERC-721 transferFrom by the owner, dev account `index`. */
  sendNft(index: number, collection: Address, to: Address, tokenId: bigint): Promise<Hex>
  /** The first token id of `collection` owned by `owner` (the devnet collections count ids from 1). */
  nftOwnedBy(collection: Address, owner: Address): Promise<bigint>
  snapshot(): Promise<Hex>
  revert(id: Hex): Promise<void>
  mine(blocks: number): Promise<void>
  /** Every transfer the chain holds from block 0: native values (any status) and Transfer logs. */
  transfersOnChain(): Promise<{ txHash: string; logIndex: number }[]>
  stop(): Promise<void>
}

/**
 * Starts a local chain with the devnet world deployed (one per test file).
 *
 * @example
 * const chain = await startTestChain()
 */
export async function startTestChain(chainId = 31337): Promise<TestChain> {
  const chain = await startChain({ chainId })
  try {
    const world = await deployWorld({ rpcUrl: chain.rpcUrl, chainId })
    const definition = defineChain({
      id: chainId,
      name: 'Test',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    // Batched JSON-RPC: the checks read every block of the chain at once (Promise.all), and Hardhat
    // answered 100 blocks sent one request each in 0.8-2.6 s, against 0.08-0.2 s in one batch (issue #30).
    const client = createPublicClient({
      chain: definition,
      transport: http(chain.rpcUrl, { batch: true }),
      pollingInterval: 50,
    })
    const wallet = (index: number) => {
      const account = devAccounts[index]
      if (!account) throw new Error(`no dev account #${index}`)
      return createWalletClient({
        account: privateKeyToAccount(account.privateKey),
        chain: definition,
        transport: http(chain.rpcUrl),
      })
    }
    const send: TestChain['send'] = async (index, tx) => {
      const hash = await wallet(index).sendTransaction(tx)
      await client.waitForTransactionReceipt({ hash })
      return hash
    }
    const sendReverting: TestChain['sendReverting'] = async (index, tx) => {
      let failure: unknown
      try {
        await wallet(index).sendTransaction(tx)
      } catch (error) {
        failure = error
      }
      const rpc =
        failure instanceof BaseError ? failure.walk((cause) => cause instanceof RpcRequestError) : null
      const data = rpc instanceof RpcRequestError ? rpc.data : undefined
      const hash = typeof data === 'object' && data !== null && 'txHash' in data ? data.txHash : undefined
      if (typeof hash !== 'string')
        throw new Error('the transaction did not revert as expected', { cause: failure })
      const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
      if (receipt.status !== 'reverted') throw new Error(`transaction ${hash} did not revert`)
      return hash as Hex
    }
    return {
      chain,
      world,
      sendReverting,
      caipNetworkId: `eip155:${chainId}`,
      client,
      send,
      async sendToken(index, token, to, amount) {
        const hash = await wallet(index).writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        })
        await client.waitForTransactionReceipt({ hash })
        return hash
      },
      async sendNft(index, collection, to, tokenId) {
        const from = devAccounts[index]!.address
        const hash = await wallet(index).writeContract({
          address: collection,
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [from, to, tokenId],
        })
        await client.waitForTransactionReceipt({ hash })
        return hash
      },
      async nftOwnedBy(collection, owner) {
        const supply = await client.readContract({
          address: collection,
          abi: supplyAbi,
          functionName: 'totalSupply',
        })
        for (let id = 1n; id <= supply; id++) {
          const current = await client.readContract({
            address: collection,
            abi: erc721Abi,
            functionName: 'ownerOf',
            args: [id],
          })
          if (current.toLowerCase() === owner.toLowerCase()) return id
        }
        throw new Error(`${owner} holds no token of ${collection}`)
      },
      snapshot: () => client.request({ method: 'evm_snapshot' } as never) as Promise<Hex>,
      async revert(id) {
        const reverted = (await client.request({ method: 'evm_revert', params: [id] } as never)) as boolean
        if (!reverted) throw new Error(`evm_revert ${id} failed`)
      },
      async mine(blocks) {
        for (let i = 0; i < blocks; i++) await client.request({ method: 'evm_mine' } as never)
      },
      async transfersOnChain() {
        const head = await client.getBlockNumber({ cacheTime: 0 })
        const found: { txHash: string; logIndex: number }[] = []
        const [blocks, logs] = await Promise.all([
          Promise.all(
            Array.from({ length: Number(head) + 1 }, (_, n) =>
              client.getBlock({ blockNumber: BigInt(n), includeTransactions: true }),
            ),
          ),
          client.getLogs({ fromBlock: 0n, toBlock: head }),
        ])
        for (const block of blocks)
          for (const tx of block.transactions)
            if (tx.value > 0n) found.push({ txHash: tx.hash.toLowerCase(), logIndex: -1 })
        for (const log of logs) {
          if (log.topics[0] !== TRANSFER_TOPIC) continue
          const decoded = decodeTransferLog({
            address: log.address,
            topics: log.topics,
            data: log.data,
            logIndex: log.logIndex,
          })
          if (decoded) found.push({ txHash: log.transactionHash.toLowerCase(), logIndex: decoded.logIndex })
        }
        return found
      },
      stop: () => chain.stop(),
    }
  } catch (error) {
    await chain.stop()
    throw error
  }
}
