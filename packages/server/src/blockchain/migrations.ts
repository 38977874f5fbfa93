import type { Migration } from '../db/migrations.js'

/**
 * The blockchain API's tables (versions 200 and up; the server merges them into its migration list).
 * The same SQL runs on PGlite and PostgreSQL. Addresses are stored lower-case; times the API answers
 * in unix seconds are stored as bigint seconds.
 */
export const blockchainMigrations: readonly Migration[] = [
  {
    version: 200,
    name: 'profile_names',
    sql: `
      create table profile_names (
        name text primary key,
        registered_at bigint not null,
        updated_at bigint not null,
        attributes jsonb not null default '{}'::jsonb
      );
      create table profile_name_addresses (
        name text not null references profile_names (name) on delete cascade,
        coin_type bigint not null,
        address text not null,
        created_at bigint not null,
        primary key (name, coin_type)
      );
      create index profile_name_addresses_address on profile_name_addresses (address, name);
    `,
  },
  {
    version: 201,
    name: 'rate_limit_windows',
    sql: `
      create table rate_limit_windows (
        key text not null,
        window_start bigint not null,
        hits integer not null,
        primary key (key, window_start)
      );
      create index rate_limit_windows_start on rate_limit_windows (window_start);
    `,
  },
  {
    version: 202,
    name: 'smart_sessions',
    sql: `
      create table smart_sessions (
        address text not null,
        pci text not null,
        chain text,
        expiry bigint not null,
        permissions jsonb not null default '[]'::jsonb,
        policies jsonb not null default '[]'::jsonb,
        context text not null,
        revoked boolean not null default false,
        created_at timestamptz not null default now(),
        revoked_at timestamptz,
        primary key (address, pci)
      );
    `,
  },
  {
    version: 203,
    name: 'onramp_orders',
    sql: `
      create table onramp_orders (
        id uuid primary key,
        project_id text not null,
        provider text not null,
        chain text not null,
        destination text not null,
        asset_symbol text not null,
        asset_address text,
        asset_decimals integer not null,
        crypto_amount text not null,
        fiat_amount numeric(20, 2) not null,
        fiat_currency text not null,
        provider_fee numeric(20, 2) not null,
        network_fee numeric(20, 2) not null,
        status text not null default 'pending'
          check (status in ('pending', 'sending', 'completed', 'failed')),
        tx_hash text,
        error text,
        created_at timestamptz not null default now(),
        completed_at timestamptz
      );
    `,
  },
  {
    version: 204,
    name: 'siwx_sessions',
    sql: `
      create table siwx_nonces (
        nonce text primary key,
        created_at bigint not null,
        used boolean not null default false
      );
      create table siwx_sessions (
        token text primary key,
        address text not null,
        chain_id text not null,
        message text not null,
        signature text not null,
        data jsonb not null,
        expires_at bigint,
        created_at bigint not null
      );
      create index siwx_sessions_account on siwx_sessions (address, chain_id);
    `,
  },
  {
    // The sandbox checkout's one-time token (its SHA-256; the token itself is only in the URL the
    // generator answered): completing a purchase needs it, an order id alone does not pay out.
    version: 210,
    name: 'onramp_checkout_tokens',
    sql: `
      alter table onramp_orders add column checkout_token_hash text;
      create unique index onramp_orders_checkout_token on onramp_orders (checkout_token_hash);
    `,
  },
  {
    // Sign-in is bound to the project whose site it was made for: a nonce serves only its project, a
    // session opens only for its project. Rows from before carry no project and serve none.
    version: 211,
    name: 'siwx_project',
    sql: `
      alter table siwx_nonces add column project_id text not null default '';
      alter table siwx_sessions add column project_id text not null default '';
      create index siwx_nonces_created on siwx_nonces (created_at);
    `,
  },
  {
    // Sign-in session tokens are kept as their SHA-256 (as the email login's are): a database dump
    // holds no token that opens a session. Tokens issued before are hashed in place and keep working.
    version: 212,
    name: 'siwx_token_hash',
    sql: `
      update siwx_sessions set token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
    `,
  },
]
