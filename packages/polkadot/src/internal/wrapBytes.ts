const encoder = new TextEncoder()
const PREFIX = encoder.encode('<Bytes>')
const POSTFIX = encoder.encode('</Bytes>')

const startsWith = (bytes: Uint8Array, part: Uint8Array, at: number) =>
  part.every((byte, index) => bytes[at + index] === byte)

/** Whether `bytes` are already `<Bytes>…</Bytes>`. */
export function isWrapped(bytes: Uint8Array): boolean {
  return (
    bytes.length >= PREFIX.length + POSTFIX.length &&
    startsWith(bytes, PREFIX, 0) &&
    startsWith(bytes, POSTFIX, bytes.length - POSTFIX.length)
  )
}

/** `<Bytes>` ‖ bytes ‖ `</Bytes>`: how Polkadot signers mark raw bytes so that they never pass for a transaction. */
export function wrapBytes(bytes: Uint8Array): Uint8Array {
  const wrapped = new Uint8Array(PREFIX.length + bytes.length + POSTFIX.length)
  wrapped.set(PREFIX)
  wrapped.set(bytes, PREFIX.length)
  wrapped.set(POSTFIX, PREFIX.length + bytes.length)
  return wrapped
}

/** `bytes` wrapped in `<Bytes>…</Bytes>` unless they already are (as extensions do with raw data). */
export function ensureWrapped(bytes: Uint8Array): Uint8Array {
  return isWrapped(bytes) ? bytes : wrapBytes(bytes)
}
