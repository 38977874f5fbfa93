/**
 * The Polkadot relay chains of the mobile wallet by CAIP-2 id (`polkadot:` + the first 32 hex characters
 * of the genesis hash, as packages/polkadot/src/networks.ts writes them), with each one's name and SS58
 * prefix (the SS58 registry's: Polkadot 0, Kusama 2, Westend 42), what its accounts are written with.
 */
export const walletConnectPolkadotChains = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': { name: 'Polkadot', ss58Prefix: 0 },
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': { name: 'Kusama', ss58Prefix: 2 },
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': { name: 'Westend', ss58Prefix: 42 },
} as const satisfies Record<string, { name: string; ss58Prefix: number }>

/** A Polkadot relay chain of the mobile wallet: Polkadot, Kusama or Westend. */
export type WalletConnectPolkadotChain = keyof typeof walletConnectPolkadotChains

/** Every Polkadot chain the mobile wallet can serve, Polkadot first. */
export const allWalletConnectPolkadotChains = Object.keys(
  walletConnectPolkadotChains,
) as WalletConnectPolkadotChain[]
