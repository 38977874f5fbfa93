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
 *   of a transaction. Keyed by (chain, tx_hash, log_index), so storing a block twice changes nothing.
 * - `chain_tokens`: name, symbol and decimals of every token contract the indexer has seen.
 * - `chain_erc20_balances` (a view): each holder's ERC-20 balances as the indexed transfers add up,
 *   so they follow reorgs by construction (the balance routes still read the chain for the live value).
 *
 * Addresses and hashes are stored lower-case; amounts are `numeric(78, 0)` (a uint256 fits), which
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
]
