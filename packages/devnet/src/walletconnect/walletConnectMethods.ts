export const EVENTS = ['accountsChanged', 'chainChanged']
/** The eip155 methods the mobile wallet offers in its sessions. */
export const METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_sendTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]

/** `{ code, message }` of a thrown wallet error, as the JSON-RPC response carries it. */
export function toRpcError(error: unknown): { code: number; message: string } {
  const candidate = error as { code?: unknown; message?: unknown } | null
  const code = typeof candidate?.code === 'number' ? candidate.code : -32603
  const message = typeof candidate?.message === 'string' ? candidate.message : String(error)
  return { code, message }
}

/** Whether a proposal's namespace key is of the family: `eip155`, or `eip155:<id>`. */
export const isOfFamily = (key: string, family: 'eip155' | 'solana' | 'bip122' | 'polkadot') =>
  key === family || key.startsWith(`${family}:`)

export function chainNumber(caipChainId: string | undefined): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipChainId ?? '')
  return match ? Number(match[1]) : undefined
}
