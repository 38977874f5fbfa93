import { type SolanaLedger, startSolanaLedger } from '@foyer/devnet'
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, expect, test } from 'vitest'
import { createDatabase } from '../../db/createDatabase.js'
import type { Database } from '../../db/types.js'
import type { Logger } from '../../logger.js'
import { countQueries, recordRpcMethods } from '../../test/countReads.js'
import { allMigrations } from '../../test/testChain.js'
import { createIndexer } from '../createIndexer.js'

// A local ledger starts afresh on every `npm start` while the server's database keeps the last run's
// index: the Solana sync must notice and drop what the new ledger does not have. Two ledgers, one
// after the other, play the two runs.
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
let ledger: SolanaLedger | undefined
let db: Database | undefined

afterAll(async () => {
  await ledger?.stop()
  await db?.close()
})

const signatures = async (chain: string) =>
  (
    await db!.query<{ signature: string }>(
      'select signature from solana_transactions where chain = $1 order by slot',
      [chain],
    )
  ).rows.map((row) => row.signature)

test('behavior: a ledger started afresh is indexed again; the old run’s transactions are dropped', async () => {
  db = await createDatabase({ migrations: allMigrations })
  ledger = await startSolanaLedger()
  const chain = ledger.caipNetworkId
  const index = () =>
    createIndexer({ db: db!, chains: [{ caipNetworkId: chain, rpcUrl: ledger!.url }], logger: quiet })
  const first = index()
  await first.syncOnce()
  const seeded = await signatures(chain)
  expect(seeded).toHaveLength(5)

  const rpc = createSolanaRpc(ledger.url)
  const sender = await createKeyPairSignerFromBytes(ledger.accounts[8]!.secretKey)
  const stranger = await generateKeyPairSigner()
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(sender, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: sender,
            destination: stranger.address,
            amount: 1_000_000_000n,
          }),
        ],
        message,
      ),
    (message) => signTransactionMessageWithSigners(message),
  )
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  await first.syncOnce()
  expect(await signatures(chain)).toEqual([...seeded, getSignatureFromTransaction(transaction)])
  await first.stop()

  await ledger.stop()
  ledger = await startSolanaLedger()
  const second = index()
  await second.syncOnce()
  expect(second.status().chains[0]).toMatchObject({ reorgs: 1, lastError: null, indexedBlock: 4 })
  expect(await signatures(chain)).toHaveLength(5)
  expect(await signatures(chain)).not.toContain(getSignatureFromTransaction(transaction))
  await second.stop()
}, 60_000)

test('behavior: while the slot and its blockhash stay the same, a sync reads them and nothing else', async () => {
  db ??= await createDatabase({ migrations: allMigrations })
  ledger ??= await startSolanaLedger()
  const counted = countQueries(db)
  const follower = createIndexer({
    db: counted,
    chains: [{ caipNetworkId: ledger.caipNetworkId, rpcUrl: ledger.url }],
    logger: quiet,
  })
  await follower.syncOnce()
  const rpc = recordRpcMethods()
  counted.reset()
  await follower.syncOnce()
  await follower.syncOnce()
  expect(rpc.stop()).toEqual(['getLatestBlockhash', 'getLatestBlockhash'])
  expect(counted.queries()).toBe(0)
  expect(follower.status().chains[0]).toMatchObject({ lastError: null, indexedBlock: 4 })
  await follower.stop()
}, 60_000)
