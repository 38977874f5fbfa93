import { toFoyerError } from '@foyer/core/adapter'
import type { Eip1193Provider, Eip1193RequestArguments } from '../types.js'

/** `provider.request` with the wallet's error turned into a typed `FoyerError` (4001 → user rejected). */
export async function request(provider: Eip1193Provider, args: Eip1193RequestArguments): Promise<unknown> {
  try {
    return await provider.request(args)
  } catch (error) {
    throw toFoyerError(error)
  }
}
