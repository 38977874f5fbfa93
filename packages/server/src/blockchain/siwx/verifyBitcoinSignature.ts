/**
 * True when `signature` (base64) is `address`'s BIP-322 signature of `message`: the "simple" form
 * (p2wpkh, p2sh-p2wpkh, key-path p2tr), or a legacy BIP-137 one for a p2pkh address (strict: the
 * header's address type must match). Checked by `bip322-js`, loaded on first use so that a server
 * without Bitcoin networks never loads bitcoinjs. Malformed input is simply not valid.
 *
 * @example
 * await verifyBitcoinSignature({ address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', message: 'Hello World', signature }) // true
 */
export async function verifyBitcoinSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const { Verifier } = await import('bip322-js')
  try {
    return Verifier.verifySignature(address, message, signature, true)
  } catch {
    // bip322-js throws on signatures it cannot parse and on address types it does not sign for.
    return false
  }
}
