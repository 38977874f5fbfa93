import type { Address } from 'viem'

/** Where a chain's smart accounts come from and how their user operations travel. */
export interface SmartAccountChainConfig {
  /** FoyerAccountFactory on this chain. */
  factory: Address
  /** The ERC-4337 bundler's JSON-RPC endpoint. */
  bundlerUrl: string
  /** ERC-7677 paymaster endpoint (the Foyer server's, which checks the session); none: the account pays its own gas. */
  paymasterUrl?: string | undefined
  /**
   * The headers of each paymaster request, read when it is sent: the frame's session as the server checks
   * it (`authorization`, the device, the project and the page's origin).
   */
  paymasterHeaders?: (() => Promise<Record<string, string>>) | undefined
}
