/** A dev account of the Polkadot dev wallet: a Substrate dev URI (the well-known dev phrase), its key type and name. */
export interface PolkadotDevAccount {
  uri: string
  type: 'sr25519' | 'ed25519'
  name: string
}

/**
 * The accounts of 'foyer-dev': Substrate's well-known dev accounts (`//Alice`, `//Bob` of the dev phrase,
 * sr25519, as every Substrate dev chain funds them) and `//Charlie` as an ed25519 key, so that both
 * schemes of Polkadot accounts are exercised. Deterministic: the same addresses on every run.
 */
export const polkadotDevAccounts: readonly PolkadotDevAccount[] = [
  { uri: '//Alice', type: 'sr25519', name: 'Alice' },
  { uri: '//Bob', type: 'sr25519', name: 'Bob' },
  { uri: '//Charlie', type: 'ed25519', name: 'Charlie (ed25519)' },
]
