import { address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { deriveKeyPair, type SolanaKeyPair } from '../deriveKeyPair.js'
import { devAccountKeys } from '../solanaDevAccounts.js'
import { DEV_TOKEN_BALANCE, DEV_TOKEN_HOLDERS, solanaDevTokens } from '../solanaDevTokens.js'
import type { Ledger } from './createLedger.js'
import { encodeMint, encodeTokenAccount, TOKEN_PROGRAM } from './tokenAccounts.js'

export const LAMPORTS_PER_SOL = 1_000_000_000n
/** What each dev account holds at genesis. */
export const DEV_ACCOUNT_LAMPORTS = 1000n * LAMPORTS_PER_SOL
const FAUCET_LAMPORTS = 500_000_000n * LAMPORTS_PER_SOL
const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** The key that pays requestAirdrop, like a validator's faucet. */
export const faucetKey: SolanaKeyPair = deriveKeyPair('foyer-devnet/solana/faucet')

/**
 * Writes the genesis accounts, as a test validator does with `--account`: the faucet, the ten dev
 * accounts with 1000 SOL each, the dev token mints (authority: dev account 0) and the associated token
 * accounts of dev accounts 0 to 5 with 10 000 of each token. No transaction is recorded for them.
 */
export async function writeGenesis(ledger: Ledger): Promise<void> {
  const system = (lamports: bigint) => ({
    lamports,
    owner: SYSTEM_PROGRAM,
    executable: false,
    data: new Uint8Array(),
  })
  ledger.setAccount(faucetKey.address, system(FAUCET_LAMPORTS))
  for (const account of devAccountKeys) ledger.setAccount(account.address, system(DEV_ACCOUNT_LAMPORTS))

  const mintRent = ledger.minimumBalanceForRentExemption(82n)
  const accountRent = ledger.minimumBalanceForRentExemption(165n)
  const holders = devAccountKeys.slice(0, DEV_TOKEN_HOLDERS)
  for (const token of solanaDevTokens) {
    const amount = DEV_TOKEN_BALANCE * 10n ** BigInt(token.decimals)
    const data = encodeMint({
      mintAuthority: devAccountKeys[0]!.address,
      supply: amount * BigInt(holders.length),
      decimals: token.decimals,
      isInitialized: true,
      freezeAuthority: null,
    })
    ledger.setAccount(token.mint, { lamports: mintRent, owner: TOKEN_PROGRAM, executable: false, data })
    for (const holder of holders) {
      const [ata] = await findAssociatedTokenPda({
        owner: address(holder.address),
        mint: address(token.mint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      ledger.setAccount(ata, {
        lamports: accountRent,
        owner: TOKEN_PROGRAM,
        executable: false,
        data: encodeTokenAccount({ mint: token.mint, owner: holder.address, amount }),
      })
    }
  }
}
