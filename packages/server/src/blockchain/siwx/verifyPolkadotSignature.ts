import { decodeSs58PublicKey } from './decodeSs58PublicKey.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

/** The type bytes of Substrate's `MultiSignature` that may lead a 65-byte signature. */
const ED25519 = 0
const SR25519 = 1

function safely(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    // A signature or key that is not a point of the curve (or lacks sr25519's marker) signs nothing.
    return false
  }
}

/**
 * True when `signature` (0x hex: 64 bytes, or 65 led by a `MultiSignature` type byte, 0 ed25519 or 1
 * sr25519) is the sr25519 or ed25519 signature of `message` by the account of the SS58 `address`: over
 * the message's UTF-8 bytes wrapped in `<Bytes>…</Bytes>`, as extensions' `signRaw` signs them, or
 * unwrapped (as `@polkadot/util-crypto`'s `signatureVerify` accepts). sr25519 by `@scure/sr25519`,
 * ed25519 by `@noble/curves`, both loaded with the first Polkadot verification: their curve tables took
 * ~0.3 s of every server start (and of every server test that starts a process). ECDSA accounts (whose
 * address is a hash of the key) are not verified.
 *
 * @example
 * await verifyPolkadotSignature({ address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', message, signature }) // true
 */
export async function verifyPolkadotSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const publicKey = decodeSs58PublicKey(address)
  if (!publicKey || !/^0x([0-9a-fA-F]{128}|0[01][0-9a-fA-F]{128})$/.test(signature)) return false
  const [{ ed25519 }, { verify: sr25519Verify }] = await Promise.all([
    import('@noble/curves/ed25519.js'),
    import('@scure/sr25519'),
  ])
  const bytes = Uint8Array.from(Buffer.from(signature.slice(2), 'hex'))
  const type = bytes.length === 65 ? bytes[0] : undefined
  const raw = bytes.length === 65 ? bytes.subarray(1) : bytes
  const messages = [utf8(`<Bytes>${message}</Bytes>`), utf8(message)]
  return messages.some(
    (data) =>
      (type !== ED25519 && safely(() => sr25519Verify(data, raw, publicKey))) ||
      (type !== SR25519 && safely(() => ed25519.verify(raw, data, publicKey))),
  )
}
