// The email login's accounts, sessions and wallets as the auth store reads and writes them.

export interface AuthUser {
  id: string
  email: string
}

/** A live session, found by its token's hash. */
export interface AuthSession {
  tokenHash: string
  userId: string
  /** The account's email address; null for a social login's account without one. */
  email: string | null
  /** The provider's name or handle for a social login's account (its latest login); null for others. */
  username: string | null
  /** The hashed id of the device the session was created on. */
  deviceHash: string
  /** The project the session was opened for (`X-Foyer-Project` at sign-in). */
  projectId: string
  /** The origin of the page that embedded the frame at sign-in (`X-Foyer-Origin`). */
  hostOrigin: string
  expiresAt: number
  /** The account's wallet address, when it has one. */
  address: string | null
}

/** A wallet as stored: the address and the two sealed shares (AES-256-GCM ciphertexts). */
export interface StoredWallet {
  address: string
  sealedAuthShare: string
  sealedRecoveryShare: string
}

export interface AuthStore {
  findUserByEmail(email: string): Promise<AuthUser | undefined>
  /** The account of `email`, created when there is none (`isNew`). */
  findOrCreateUser(email: string, now: number): Promise<AuthUser & { isNew: boolean }>
  isDeviceVerified(userId: string, deviceHash: string): Promise<boolean>
  verifyDevice(userId: string, deviceHash: string, now: number): Promise<void>
  /** Stores a session (its token's hash) and drops the user's expired ones. */
  createSession(session: {
    tokenHash: string
    userId: string
    deviceHash: string
    projectId: string
    hostOrigin: string
    now: number
    expiresAt: number
  }): Promise<void>
  /** The session of a token hash, unless it expired or was deleted. */
  findSession(tokenHash: string, now: number): Promise<AuthSession | undefined>
  deleteSession(tokenHash: string): Promise<void>
  /** Ends every session of the account (sign out everywhere); the number ended. */
  deleteUserSessions(userId: string): Promise<number>
  /** Stores the account's wallet; false when it has one already (the shares are written once). */
  saveWallet(userId: string, wallet: StoredWallet, now: number): Promise<boolean>
  findWallet(userId: string): Promise<StoredWallet | undefined>
  findWalletAddress(userId: string): Promise<string | null>
  /** Changes the account's email address; false when another account uses the new one. */
  changeEmail(userId: string, email: string, now: number): Promise<boolean>
}
