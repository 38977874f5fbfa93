import { verifyMessage } from 'viem'

/**
 * Whether `signature` is `address`'s `personal_sign` of `message` (viem's recovery); a malformed
 * signature or address is false. A module of its own so that it loads on first use: a dynamic import
 * of viem's index instead made that index an entry of the host's build, which kept all of viem's
 * exports and split the page's own modules into small chunks (rolldown, issue #32).
 */
export async function verifyPersonalSign({
  message,
  signature,
  address,
}: {
  message: string
  signature: string
  address: string
}): Promise<boolean> {
  try {
    return await verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    })
  } catch {
    return false
  }
}
