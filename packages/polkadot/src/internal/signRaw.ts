import { UnsupportedProviderMethodError } from '@foyer/core/adapter'
import { InvalidWalletResponseError } from '../errors/polkadot.js'
import type { SignRawPayload } from '../types.js'
import type { PolkadotAccount, Session } from './context.js'
import { fromHex } from './hex.js'
import { toWalletError } from './toWalletError.js'

/** A signature as Polkadot signers give it: 64 bytes (sr25519, ed25519), 65 (ecdsa, or with a type byte), 66. */
export function checkSignature(value: unknown): `0x${string}` {
  const bytes = fromHex(value)
  if (!bytes || bytes.length < 64 || bytes.length > 66)
    throw new InvalidWalletResponseError({ details: 'The signature is not hex of 64 to 66 bytes' })
  return (value as string).toLowerCase() as `0x${string}`
}

/**
 * Asks the extension's `signer.signRaw` to sign `data` (hex) as `account`, with the address the extension
 * itself gave; returns the hex signature. `type` 'bytes' (default: the signer wraps data that is not
 * `<Bytes>…</Bytes>` yet) or 'payload'. Without `signRaw`: `UnsupportedProviderMethodError` (4200).
 */
export async function signRawWith(
  session: Session,
  account: PolkadotAccount,
  data: `0x${string}`,
  type: SignRawPayload['type'] = 'bytes',
): Promise<{ signature: `0x${string}` }> {
  const signRaw = session.injected.signer.signRaw
  if (typeof signRaw !== 'function')
    throw new UnsupportedProviderMethodError({ details: 'The extension has no signer.signRaw' })
  let result: unknown
  try {
    result = await signRaw.call(session.injected.signer, {
      address: account.extensionAddress,
      data,
      type,
    })
  } catch (error) {
    throw toWalletError(error)
  }
  return { signature: checkSignature((result as { signature?: unknown } | undefined)?.signature) }
}
