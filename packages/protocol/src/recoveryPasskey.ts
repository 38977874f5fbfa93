/** What a frame signs with the wallet to add a recovery passkey (`POST /auth/v1/recovery/passkeys`). */
export interface RecoveryPasskeyProofParameters {
  /** The account's id (the session's user). */
  userId: string
  /** The wallet's checksummed address. */
  address: string
  /** base64 of the WebAuthn credential id. */
  credentialId: string
  /** base64 of the PRF salt. */
  prfSalt: string
  /** base64 of the envelope the passkey's PRF output sealed. */
  envelope: string
}

/**
 * The EIP-191 message by which the wallet itself vouches for a recovery passkey: the server adds a
 * passkey only with the wallet's signature of it, so that only a device that holds the wallet (two of
 * its shares) can add one, never a session that only proved the mailbox. It names the account, the
 * credential, its PRF salt and its envelope: a signature cannot be moved to another of them.
 *
 * @example
 * const message = recoveryPasskeyProof({ userId, address, credentialId, prfSalt, envelope })
 */
export function recoveryPasskeyProof(parameters: RecoveryPasskeyProofParameters): string {
  return [
    'Foyer: add a recovery passkey to this wallet',
    `Account: ${parameters.userId}`,
    `Wallet: ${parameters.address}`,
    `Credential: ${parameters.credentialId}`,
    `PRF salt: ${parameters.prfSalt}`,
    `Envelope: ${parameters.envelope}`,
  ].join('\n')
}
