import { type ChainNamespace, type FoyerEip1193Provider, getProvider } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from './useFoyerInstance.js'

export type UseFoyerProviderReturnType = FoyerEip1193Provider

/**
 * The EIP-1193 provider of the connected wallet (default namespace `eip155`), under Foyer's RPC
 * method policy: hand it to viem's `custom()` transport or to ethers. Methods off the allowlist are
 * refused ('Requested RPC call is not allowed') without reaching the wallet.
 *
 * @example
 * const provider = useFoyerProvider()
 * const signature = await provider.request({ method: 'personal_sign', params: [toHex('Hi'), address] })
 */
export function useFoyerProvider(namespace: ChainNamespace = 'eip155'): UseFoyerProviderReturnType {
  const foyer = useFoyerInstance()
  return useMemo(() => getProvider(foyer, namespace), [foyer, namespace])
}
