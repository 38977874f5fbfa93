import {
  deviceMismatchApiError,
  socialAccessDeniedApiError,
  socialProviderErrorApiError,
  socialProviderUnavailableApiError,
  socialStateExpiredApiError,
  socialStateInvalidApiError,
  socialTokenInvalidApiError,
} from '@foyer/protocol'
import { FrameAbortedError, FrameRequestError, SocialLoginError } from '../kernel/errors/frame.js'
import type { MessageKey } from '../kernel/messages/en.js'
import { t } from '../kernel/messages/t.js'
import { storageKeys } from '../kernel/storage/storageKeys.js'
import { namespaceServing, setAccountState } from '../state/chains/chainState.js'
import { AUTH_CONNECTOR_ID } from '../state/email/authFrame.js'
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../state/social/socialProviders.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'

// What the social logins share: the login window's (connectSocial.ts) and Farcaster's (connectFarcaster.ts).

/** What a social login asks for next: the recovery password (first login, new device), or nothing. */
export type ConnectSocialReturnType = 'set-password' | 'enter-password' | 'connected'

/** The frame's codes of a failed social login, with the catalog's words for them. */
const frameCodeMessages: Record<string, MessageKey> = {
  [socialAccessDeniedApiError.code]: 'error.social.accessDenied',
  [socialStateExpiredApiError.code]: 'error.social.stateExpired',
  [socialStateInvalidApiError.code]: 'error.social.stateInvalid',
  [socialProviderErrorApiError.code]: 'error.social.providerError',
  [socialProviderUnavailableApiError.code]: 'error.social.providerUnavailable',
  [socialTokenInvalidApiError.code]: 'error.social.tokenInvalid',
  [deviceMismatchApiError.code]: 'error.social.deviceMismatch',
}

/** The frame's refusal in the page's language (the Foyer server's texts are English); its code stays. */
export function explainSocialError(error: unknown, provider: SocialProvider): unknown {
  const name = SOCIAL_PROVIDER_NAMES[provider]
  if (error instanceof FrameRequestError) {
    const key = error.code ? frameCodeMessages[error.code] : undefined
    return key
      ? new FrameRequestError({ message: t(key, { provider: name }), code: error.code, cause: error })
      : error
  }
  if (error instanceof FrameAbortedError && error.reason === 'timeout')
    return new SocialLoginError({ reason: 'timeout', cause: error })
  return error
}

/**
 * The frame's answer to CONNECT_SOCIAL or CONNECT_FARCASTER: connects a returning user on a known device
 * (`finishSocialLogin`), else shows EmailRecoveryPassword (first login: set it; new device: enter it),
 * in place of the waiting view, since the provider's answer is spent.
 */
export async function continueSocialLogin(
  foyer: Foyer,
  provider: SocialProvider,
  answer: {
    action: 'CONNECT' | 'SET_RECOVERY_PASSWORD' | 'RECOVERY_PASSWORD_REQUIRED'
    userName?: string | null | undefined
  },
): Promise<ConnectSocialReturnType> {
  const social = { provider, userName: answer.userName ?? null }
  if (answer.action === 'CONNECT') return await finishSocialLogin(foyer, social)
  const recovery = answer.action === 'SET_RECOVERY_PASSWORD' ? 'set' : 'enter'
  // Back from the password leads to Connect, not to the waiting view.
  foyer.replace('EmailRecoveryPassword', { social, recovery })
  return recovery === 'set' ? 'set-password' : 'enter-password'
}

/**
 * Connects the embedded wallet after a social login and records it (spec section 4: the login flag and
 * the social username stored; the account's user and provider set). `continueRecovery` ends with it too.
 */
export async function finishSocialLogin(
  foyer: Foyer,
  { provider, userName }: { provider: string; userName?: string | null | undefined },
): Promise<'connected'> {
  await connect(foyer, { connectorId: AUTH_CONNECTOR_ID })
  const { storage } = foyer.services
  storage.setItem(storageKeys.emailLogin, 'true')
  storage.removeItem(storageKeys.email)
  if (userName) storage.setItem(storageKeys.socialUsername, userName)
  else storage.removeItem(storageKeys.socialUsername)
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  if (namespace)
    setAccountState(foyer, namespace, {
      socialProvider: provider,
      user: { email: null, username: userName ?? null },
    })
  return 'connected'
}
