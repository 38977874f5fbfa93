import type { AccountType, FrameSocialProvider, FrameUser } from '@foyer/protocol'
import type { Address } from 'viem'
import type { AuthApi, AuthUser } from './authApi.js'
import type { DeviceStore } from './deviceStore.js'
import type { SmartAccountChain } from './frameConfig.js'
import type { PasskeyCredentials } from './passkey.js'
import type { PasswordStrength } from './passwordRule.js'
import type { FramePrompts, PromptNetwork } from './prompts/types.js'
import type { SmartAccountService } from './smartAccountService.js'

/** What the frame logs to: `warn` for dropped messages and failed requests, `info` when enabled. */
export interface FrameLogger {
  warn(...data: unknown[]): void
  info(...data: unknown[]): void
}

/**
 * Everything a request handler may use: the services given to `startFrame`, and this frame's state. One
 * per `startFrame` call; nothing lives in module scope, so two frames (or two tests) never share state.
 */
export interface FrameContext {
  api: AuthApi
  /** The Foyer server: its paymaster route is `${apiUrl}/auth/v1/paymaster/${chainId}`. */
  apiUrl: string
  store: DeviceStore
  rpcUrls: Readonly<Record<number, string>>
  /** The chains where the wallet has an ERC-4337 smart account, by id (each has an RPC URL). */
  smartAccounts: Readonly<Record<number, SmartAccountChain>>
  smartAccount: SmartAccountService
  /** Names, symbols and decimals of the EVM chains, by id, for the prompts (the server's configuration). */
  networks: Readonly<Record<number, PromptNetwork>>
  /** The frame's own window for consent and the recovery password; none: nothing is signed. */
  prompts: FramePrompts | undefined
  logger: FrameLogger
  /**
   * WebAuthn for recovery by passkey: the browser's credentials and the rp id (the frame's host name).
   * None where passkeys cannot work (`passkeysAvailable`): the frame then offers none.
   */
  passkeys?: FramePasskeys | undefined
  /** Tests only: a lowered Argon2id memory (KiB) for new recovery passwords (`recoveryKdfFor`). */
  kdfMemoryKiB: number | undefined
  /**
   * Tests only: fetches the strength rule's chunk instead of `importPasswordStrength` (held back, or
   * failed). Handlers call `loadPasswordStrength(ctx)`, which loads it once per frame.
   */
  importPasswordStrength?: (() => Promise<PasswordStrength>) | undefined
  projectId: string | undefined
  reload: (() => void) | undefined
  state: FrameState
}

/** What recovery by passkey needs of the browser. */
export interface FramePasskeys {
  credentials: PasskeyCredentials
  /** The frame's own host name: its passkeys' relying party. */
  rpId: string
}

export interface FrameState {
  chainId: number
  /**
   * The account the page prefers (GET_USER, SET_PREFERRED_ACCOUNT): the smart account by default (spec
   * section 6, eip155's default). It is the active one on the chains that have smart accounts; elsewhere
   * the EOA is (`activeAccount`).
   */
  preferredAccountType: AccountType
  /**
   * The smart account's address of the connected wallet (`owner`), by factory: asked of the chain once per
   * session (the factory is at one address on every chain, so one entry as a rule), forgotten when the
   * session or its wallet changes.
   */
  smartAccount?: { owner: Address; addresses: Map<string, Promise<Address>> } | undefined
  /** The email login under way: the address a code was sent to, and what the server asked. */
  login?: { email: string; action: 'VERIFY_OTP' | 'VERIFY_DEVICE' } | undefined
  session?: Session | undefined
  /** A session being restored from the stored token (one at a time). */
  restoring?: Promise<boolean> | undefined
  /**
   * The social logins started (GET_SOCIAL_REDIRECT_URI, GET_FARCASTER_URI), by provider, the latest one
   * winning: the state the server answered (never one from the page) and when the frame started it (its
   * clock, Unix ms).
   */
  social?: Partial<Record<FrameSocialProvider, { state: string; startedAt: number }>> | undefined
  /** The CONNECT_SOCIAL and CONNECT_FARCASTER waits under way, which CANCEL_PROMPTS ends. */
  socialWaits?: Set<AbortController> | undefined
  /** The page's language (SYNC_DAPP_DATA), for the texts of the frame's errors. */
  locale?: string | undefined
  /** The email change under way, and its first code once given. */
  emailUpdate?: { newEmail: string; primaryOtp?: string } | undefined
  /** The strength rule's chunk, once a new recovery password's step asked for it (loadPasswordStrength.ts). */
  passwordStrength?: Promise<PasswordStrength> | undefined
  /** The signing requests' line to the prompts (`takeConsentTurn`), and how often the page cancelled them. */
  consentLine?: { tail: Promise<void>; cancellations: number } | undefined
}

/**
 * A verified session. `wallet` is there once the wallet is unlocked on this device (connected): its
 * address and the auth share, kept in the frame's memory for the session and zeroed at sign-out.
 * `pending` is the recovery-password step the session waits for instead.
 */
export interface Session {
  token: string
  user: AuthUser
  wallet?: { address: Address; authShare: Uint8Array } | undefined
  pending?: 'SET_RECOVERY_PASSWORD' | 'RECOVERY_PASSWORD_REQUIRED' | undefined
}

/** A session whose wallet is unlocked. */
export type ConnectedSession = Session & { wallet: NonNullable<Session['wallet']> }

/** An account of the wallet on a chain: its key's own (EOA), or the smart account that key owns. */
export interface FrameAccount {
  type: AccountType
  address: Address
}

/**
 * The user as the page sees it (spec section 3, "Frame replies"), with the truth about its accounts: the
 * active one (`active`) is `address` and `preferredAccountType`, and comes first in `accounts`; the other
 * follows when the chain has it. An EOA is never called a smart account. A social login's account has no
 * email (null) and the provider's name or handle for it (`userName`).
 */
export function toFrameUser(
  session: ConnectedSession,
  chainId: number,
  accounts: { active: FrameAccount; other?: FrameAccount | undefined; smartAccountDeployed: boolean },
): FrameUser {
  const { active, other } = accounts
  const { email, username } = session.user
  return {
    email: email || null,
    address: active.address,
    chainId,
    smartAccountDeployed: active.type === 'smartAccount' && accounts.smartAccountDeployed,
    accounts: other ? [active, other] : [active],
    preferredAccountType: active.type,
    userName: username || null,
  }
}
