/**
 * One step of the schema: applied once, in order, in a transaction, and recorded in
 * `schema_migrations`. Never edit a released migration; add the next version instead.
 */
export interface Migration {
  version: number
  name: string
  sql: string
}

/**
 * The server's own tables (versions 1–99). The chain indexer (100 and up) and the blockchain API
 * (200 and up) keep their migrations beside their code; `../schema.ts` puts the whole schema in order.
 * Both PGlite and PostgreSQL run the same SQL.
 */
export const coreMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'analytics_events',
    sql: `
      create table analytics_events (
        id bigserial primary key,
        project_id text not null,
        event_id uuid not null unique,
        url text not null,
        domain text not null,
        ts timestamptz not null,
        props jsonb not null,
        received_at timestamptz not null default now()
      );
      create index analytics_events_project_ts on analytics_events (project_id, ts);
    `,
  },
  {
    // The filters each client address holds open on a chain through the RPC proxy (eth_newFilter,
    // eth_newBlockFilter): capped per client; a filter unpolled for 5 minutes counts no more (nodes
    // drop it too).
    version: 2,
    name: 'rpc_filters',
    sql: `
      create table rpc_filters (
        client text not null,
        chain text not null,
        filter_id text not null,
        last_used_at bigint not null,
        primary key (client, chain, filter_id)
      );
    `,
  },
]
