import type { Migration } from '../db/migrations.js'

/**
 * The email-login API's tables (versions 300 and up; `../db/schema.ts` merges them into the server's
 * list). The same SQL runs on PGlite and PostgreSQL. Times are unix milliseconds (bigint). Nothing
 * secret is stored in the clear: codes, device ids and tokens are HMAC-SHA256 hashes (`*_hash`), the
 * key shares AES-256-GCM ciphertexts under the config's `shareKey`.
 */
export const authMigrations: readonly Migration[] = [
  {
    version: 300,
    name: 'auth_email_login',
    sql: `
      create table auth_users (
        id uuid primary key,
        email text not null unique,
        created_at bigint not null,
        updated_at bigint not null
      );
      create table auth_devices (
        user_id uuid not null references auth_users (id) on delete cascade,
        device_hash text not null,
        verified_at bigint not null,
        primary key (user_id, device_hash)
      );
      -- One pending code per subject and purpose: a new code replaces the previous one. The subject is
      -- the email address for a login code and the user id for the two codes of an email update.
      create table auth_codes (
        subject text not null,
        purpose text not null check (purpose in ('login', 'update_primary', 'update_secondary')),
        code_hash text not null,
        device_hash text,
        new_email text,
        tries integer not null default 0,
        created_at bigint not null,
        expires_at bigint not null,
        primary key (subject, purpose)
      );
      create table auth_device_links (
        token_hash text primary key,
        user_id uuid not null references auth_users (id) on delete cascade,
        device_hash text not null,
        created_at bigint not null,
        expires_at bigint not null,
        used_at bigint
      );
      create index auth_device_links_user on auth_device_links (user_id);
      -- The last mail of each kind sent to an address: the 30-second resend throttle.
      create table auth_mail_sends (
        address text not null,
        kind text not null,
        sent_at bigint not null,
        primary key (address, kind)
      );
      create table auth_sessions (
        token_hash text primary key,
        user_id uuid not null references auth_users (id) on delete cascade,
        device_hash text not null,
        created_at bigint not null,
        expires_at bigint not null
      );
      create index auth_sessions_user on auth_sessions (user_id);
      create table auth_wallets (
        user_id uuid primary key references auth_users (id) on delete cascade,
        address text not null,
        auth_share text not null,
        recovery_share text not null,
        created_at bigint not null
      );
    `,
  },
  {
    // Issue #24: limits a stranger cannot spend for the owner, and sessions that belong to one project.
    // - A login code is keyed by address AND device: a code request from another device no longer
    //   replaces the owner's pending code, and a guess from another device never reaches it. Pending
    //   codes (10 minutes of life) are dropped by the upgrade.
    // - Wrong guesses are counted per device and per client address (exponential back-off).
    // - A session is bound to the project and the host page origin it was opened for; sessions opened
    //   before the upgrade had none, so they end (the user signs in again).
    // - The device-approval link is gone: the code alone proves the mailbox and verifies the device.
    version: 301,
    name: 'auth_device_codes_scoped_sessions',
    sql: `
      drop table auth_codes;
      create table auth_codes (
        subject text not null,
        purpose text not null check (purpose in ('login', 'update_primary', 'update_secondary')),
        -- The hashed device of a login code; '' for the codes of an email update (bound to the session).
        device_hash text not null default '',
        code_hash text not null,
        new_email text,
        tries integer not null default 0,
        created_at bigint not null,
        expires_at bigint not null,
        primary key (subject, purpose, device_hash)
      );
      create table auth_guess_failures (
        key text primary key,
        failures integer not null,
        last_failure_at bigint not null,
        blocked_until bigint not null
      );
      drop table auth_device_links;
      delete from auth_sessions;
      alter table auth_sessions add column project_id text not null;
      alter table auth_sessions add column host_origin text not null;
    `,
  },
  {
    // Issue #24 item 2: the recovery password is checked online, and counted. The recovery envelope (still
    // in auth_wallets.recovery_share, sealed under shareKey) is sealed by the frame with a key of an OPRF
    // output (RFC 9497, ristretto255) of the Argon2id-stretched password; the server keeps here the salt,
    // the KDF cost, a keyed hash of the password's verifier, and the counts of tries: 10 per account, then
    // a lock of 24 hours (doubling with each lock in a row). Wallets saved before have no row here: their
    // recovery is refused (RECOVERY_FORMAT_OBSOLETE), their known devices still connect.
    // Issue #24 item 4: each device after the first keeps a share of a split of its own; the server's
    // share of that split, for that device only, is auth_device_shares.
    version: 302,
    name: 'auth_recovery_oprf_device_shares',
    sql: `
      create table auth_recovery (
        user_id uuid primary key references auth_users (id) on delete cascade,
        salt text not null,
        kdf text not null,
        verifier_hash text not null,
        tries integer not null default 0,
        open_tries integer not null default 0,
        locks integer not null default 0,
        locked_until bigint not null default 0,
        lock_mailed boolean not null default false,
        updated_at bigint not null
      );
      create table auth_device_shares (
        user_id uuid not null references auth_users (id) on delete cascade,
        device_hash text not null,
        auth_share text not null,
        created_at bigint not null,
        primary key (user_id, device_hash)
      );
    `,
  },
  {
    // Issue #24: recovery by passkey. Each row is one passkey of the account that can open the recovery
    // share: the WebAuthn credential id and PRF salt (base64, what the frame needs to ask the passkey),
    // and the envelope the PRF output's key sealed (auth-frame/src/passkey.ts), sealed again under
    // shareKey bound to the account and the credential. At most 10 per account (recoveryPasskeys.ts).
    version: 303,
    name: 'auth_recovery_passkeys',
    sql: `
      create table auth_recovery_passkeys (
        user_id uuid not null references auth_users (id) on delete cascade,
        credential_id text not null,
        prf_salt text not null,
        envelope text not null,
        created_at bigint not null,
        primary key (user_id, credential_id)
      );
    `,
  },
  {
    // Issue #27: social logins. An account is reached by its e-mail login or by identities at providers,
    // each (provider, subject) linked to one account and never found by its e-mail claim: a social account
    // has no e-mail login (email null) and shows the provider's name or handle (username). A login in
    // flight is auth_social_logins, keyed by its state's hash: bound to the project, page origin and device
    // that started it, with the PKCE verifier sealed under shareKey and the nonce's hash; 10 minutes of
    // life, single use; the callback writes its outcome (the account, or the failure's reason) there.
    version: 304,
    name: 'auth_social_logins',
    sql: `
      alter table auth_users alter column email drop not null;
      alter table auth_users add column username text;
      create table auth_identities (
        provider text not null,
        subject text not null,
        user_id uuid not null references auth_users (id) on delete cascade,
        email text,
        email_verified boolean not null default false,
        username text,
        created_at bigint not null,
        updated_at bigint not null,
        primary key (provider, subject)
      );
      create index auth_identities_user on auth_identities (user_id);
      create table auth_social_logins (
        state_hash text primary key,
        provider text not null,
        project_id text not null,
        host_origin text not null,
        frame_origin text,
        device_hash text not null,
        sealed_verifier text not null,
        nonce_hash text not null,
        status text not null default 'pending'
          check (status in ('pending', 'exchanging', 'done', 'failed', 'used')),
        user_id uuid references auth_users (id) on delete cascade,
        is_new boolean not null default false,
        failure text,
        provider_error text,
        created_at bigint not null,
        expires_at bigint not null
      );
      create index auth_social_logins_expires on auth_social_logins (expires_at);
    `,
  },
]
