/** One step of the chain-data schema, shaped like the server's `Migration` (version, name, sql). */
export interface ChaindataMigration {
  version: number
  name: string
  sql: string
}

/**
 * The indexer's tables, versions 100 and up (the server merges them after its own migrations).
 * The same SQL runs on PGlite and PostgreSQL.
 *
 * - `chain_blocks`: every indexed block of a chain (the resume point and the reorg check).
 * - `chain_transactions`: every transaction of an indexed block, with its receipt status.
 * - `chain_transfers`: native value, ERC-20 and ERC-721 transfers; `log_index` is -1 for the native value
 *   of a transaction, and -2^31 and up for the ETH sent by its ERC-4337 user operations. Keyed by
 *   (chain, tx_hash, log_index), so storing a block twice changes nothing.
 * - `chain_tokens`: name, symbol and decimals of every token contract the indexer has seen.
 * - `chain_erc20_balances` (a view): each holder's ERC-20 balances as the indexed transfers add up,
 *   so they follow reorgs by construction (the balance routes still read the chain for the live value).
 *
 * Version 110 adds the Solana tables (`solana_blocks`, `solana_transactions`, `solana_transfers`).
 * Version 120 adds `chain_account_transactions`: one row per account and transaction that account sent,
 * received or moved tokens in, keyed in history's order, so that a history page is one index range
 * read instead of a union of every transaction of the account, sorted (#26: 3 ms a page on PGlite with
 * 29 transactions, growing with the account's history).
 * Version 130 adds `chain_user_operations`: each ERC-4337 user operation an EntryPoint v0.8 ran, with
 * its sender, its success and its first call, so that the sender's activity lists an operation that
 * failed or moved nothing, with the operation's own status (the transaction, the bundler's, succeeded).
 *
 * EVM addresses and hashes are stored lower-case; amounts are `numeric(78, 0)` (a uint256 fits), which
 * both drivers return as a decimal string.
 */
export const chaindataMigrations: readonly ChaindataMigration[] = [
  {
    version: 100,
    name: 'chaindata_indexer',
    sql: `
      create table chain_blocks (
        chain text not null,
        number bigint not null,
        hash text not null,
        parent_hash text not null,
        mined_at timestamptz not null,
        primary key (chain, number)
      );

      create table chain_transactions (
        chain text not null,
        hash text not null,
        block_number bigint not null,
        block_hash text not null,
        tx_index integer not null,
        from_address text not null,
        to_address text,
        value numeric(78, 0) not null,
        method_id text,
        status text not null check (status in ('confirmed', 'failed')),
        mined_at timestamptz not null,
        primary key (chain, hash)
      );
      create index chain_transactions_block on chain_transactions (chain, block_number);
      create index chain_transactions_from on chain_transactions (chain, from_address, block_number);
      create index chain_transactions_to on chain_transactions (chain, to_address, block_number);

      create table chain_transfers (
        chain text not null,
        block_number bigint not null,
        block_hash text not null,
        tx_hash text not null,
        log_index integer not null,
        kind text not null check (kind in ('native', 'erc20', 'erc721')),
        token_address text,
        from_address text not null,
        to_address text not null,
        value numeric(78, 0),
        token_id numeric(78, 0),
        mined_at timestamptz not null,
        status text not null check (status in ('confirmed', 'failed')),
        primary key (chain, tx_hash, log_index)
      );
      create index chain_transfers_block on chain_transfers (chain, block_number);
      create index chain_transfers_from on chain_transfers (chain, from_address, block_number);
      create index chain_transfers_to on chain_transfers (chain, to_address, block_number);

      create table chain_tokens (
        chain text not null,
        address text not null,
        kind text not null check (kind in ('erc20', 'erc721')),
        name text,
        symbol text,
        decimals integer,
        primary key (chain, address)
      );

      create view chain_erc20_balances as
        select chain, holder, token_address, sum(amount) as amount
          from (
            select chain, to_address as holder, token_address, value as amount
              from chain_transfers where kind = 'erc20' and status = 'confirmed'
            union all
            select chain, from_address as holder, token_address, -value as amount
              from chain_transfers where kind = 'erc20' and status = 'confirmed'
          ) moves
         group by chain, holder, token_address;
    `,
  },
  {
    // Solana networks (see solana/createSolanaSync.ts): blocks by slot, transactions by signature, and
    // the SOL and SPL transfers they made between owners (token accounts resolved to their owners).
    // `from_owner` is null for a mint and `to_owner` for a burn; base58 is stored as it is (case matters).
    version: 110,
    name: 'solana_indexer',
    sql: `
      create table solana_blocks (
        chain text not null,
        slot bigint not null,
        blockhash text not null,
        previous_blockhash text not null,
        parent_slot bigint not null,
        mined_at timestamptz not null,
        primary key (chain, slot)
      );

      create table solana_transactions (
        chain text not null,
        signature text not null,
        slot bigint not null,
        tx_index integer not null,
        fee_payer text not null,
        sent_to text,
        fee numeric(20, 0) not null,
        status text not null check (status in ('confirmed', 'failed')),
        mined_at timestamptz not null,
        primary key (chain, signature)
      );
      create index solana_transactions_slot on solana_transactions (chain, slot, tx_index);
      create index solana_transactions_payer on solana_transactions (chain, fee_payer, slot);

      create table solana_transfers (
        chain text not null,
        slot bigint not null,
        signature text not null,
        transfer_index integer not null,
        kind text not null check (kind in ('native', 'spl')),
        mint text,
        from_owner text,
        to_owner text,
        amount numeric(39, 0) not null,
        decimals integer,
        status text not null check (status in ('confirmed', 'failed')),
        mined_at timestamptz not null,
        primary key (chain, signature, transfer_index)
      );
      create index solana_transfers_slot on solana_transfers (chain, slot);
      create index solana_transfers_from on solana_transfers (chain, from_owner, slot);
      create index solana_transfers_to on solana_transfers (chain, to_owner, slot);
    `,
  },
  {
    version: 120,
    name: 'chain_account_transactions',
    sql: `
      create table chain_account_transactions (
        chain text not null,
        account text not null,
        block_number bigint not null,
        tx_index integer not null,
        hash text not null,
        primary key (chain, account, block_number, tx_index)
      );
      create index chain_account_transactions_block on chain_account_transactions (chain, block_number);
      insert into chain_account_transactions (chain, account, block_number, tx_index, hash)
        select t.chain, a.account, t.block_number, t.tx_index, t.hash
          from chain_transactions t cross join lateral (values (t.from_address), (t.to_address)) a (account)
         where a.account is not null
        union
        select t.chain, a.account, t.block_number, t.tx_index, t.hash
          from chain_transfers x join chain_transactions t on t.chain = x.chain and t.hash = x.tx_hash
         cross join lateral (values (x.from_address), (x.to_address)) a (account);
    `,
  },
  {
    // Blocks indexed before this version have no rows here: their operations that moved nothing, or
    // failed, stay out of the senders' activity (re-index from an earlier block to have them).
    version: 130,
    name: 'chain_user_operations',
    sql: `
      create table chain_user_operations (
        chain text not null,
        tx_hash text not null,
        op_index integer not null,
        block_number bigint not null,
        block_hash text not null,
        sender text not null,
        nonce numeric(78, 0) not null,
        success boolean not null,
        call_to text,
        call_method_id text,
        mined_at timestamptz not null,
        primary key (chain, tx_hash, op_index)
      );
      create index chain_user_operations_block on chain_user_operations (chain, block_number);
      create index chain_user_operations_sender on chain_user_operations (chain, sender, tx_hash);
    `,
  },
]
