import { address } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { createLedger } from './ledger/createLedger.js'
import { seedHistory } from './ledger/seedHistory.js'
import { signerOf, signTransaction } from './ledger/signTransaction.js'
import { faucetKey, writeGenesis } from './ledger/writeGenesis.js'
import { RpcError, RpcErrorCode } from './rpc/RpcError.js'
import type { RpcContext } from './rpc/types.js'
import { SOLANA_LOCAL_GENESIS_HASH } from './solanaLocalNetwork.js'

/**
 * Builds the local world's Solana ledger: LiteSVM, the genesis accounts (dev accounts, dev tokens,
 * faucet) and the seed history, plus the faucet behind requestAirdrop. This module loads LiteSVM's
 * native library; startSolanaLedger imports it only when a ledger starts.
 */
export async function createDevLedger(): Promise<RpcContext> {
  const ledger = createLedger()
  await writeGenesis(ledger)
  await seedHistory(ledger)
  const faucet = await signerOf(faucetKey.secretKey)
  return {
    ledger,
    genesisHash: SOLANA_LOCAL_GENESIS_HASH,
    async requestAirdrop(recipient, lamports) {
      const instruction = getTransferSolInstruction({
        source: faucet,
        destination: address(recipient),
        amount: lamports,
      })
      const transaction = ledger.loadTransaction(await signTransaction(ledger, faucet, [instruction]))
      const result = ledger.send(transaction)
      const err = result.landed ? result.record.meta.err : result.err
      // The validator answers a faucet failure with a bare internal error; the reason goes in `data`.
      if (err) throw new RpcError(RpcErrorCode.internalError, 'Internal error', err.text)
      return transaction.signature
    },
  }
}
