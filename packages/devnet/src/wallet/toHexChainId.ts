/** 31337 → '0x7a69' (the form eth_chainId and chainChanged use). */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}
