import {
  type FrameRequestOf,
  type FrameRequestType,
  type FrameSuccessPayload,
  frameChainIdToNumber,
} from '@foyer/protocol'
import { getUser, initSmartAccount, setPreferredAccount, smartAccountEnabledNetworks } from './accounts.js'
import { cancelConsentLine } from './consentLine.js'
import type { FrameContext } from './context.js'
import { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from './emailUpdate.js'
import {
  ConsentUnavailableError,
  InvalidRequestError,
  NotSupportedError,
  PromptCancelledError,
} from './errors.js'
import { loadPasswordStrength } from './loadPasswordStrength.js'
import {
  connectDevice,
  connectEmail,
  connectOtp,
  enterRecoveryPassword,
  isConnected,
  requireConnected,
  setRecoveryPassword,
  signOut,
} from './login.js'
import { addRecoveryPasskey, listRecoveryPasskeys, recoverWithPasskey } from './passkeyRecovery.js'
import { personalWords } from './passwordRule.js'
import type { PasswordVerdict } from './prompts/types.js'
import { chainRpcUrl, handleRpcRequest } from './rpc.js'
import { cancelSocialWaits, connectSocial, getSocialRedirectUri } from './social.js'

/** Answers one request: resolves with its success payload, or throws what its `_ERROR` reply says. */
export type FrameHandler<T extends FrameRequestType> = (
  ctx: FrameContext,
  request: FrameRequestOf<T>,
  signal: AbortSignal,
  /** The requesting page's origin, as the browser delivered the message. */
  origin: string,
) => Promise<FrameSuccessPayload<T>>

/** A recovery-password step, in the frame's own form; a frame without one cannot take the password. */
async function askPassword(
  ctx: FrameContext,
  mode: 'set' | 'enter',
  submit: (password: string) => Promise<undefined>,
  signal: AbortSignal,
  assess?: (password: string) => Promise<PasswordVerdict>,
  passkey?: () => Promise<void>,
): Promise<undefined> {
  if (!ctx.prompts) throw new ConsentUnavailableError()
  await ctx.prompts.password(mode, async (password) => void (await submit(password)), signal, assess, passkey)
  return undefined
}

/** Logs a passkey's failure with the browser's own reason (the form shows the person a short one). */
const logPasskeyFailure =
  (ctx: FrameContext) =>
  (error: unknown): never => {
    const cause = (error as { cause?: unknown }).cause
    ctx.logger.warn('[foyer-frame] passkey:', (error as { code?: unknown }).code ?? error, cause ?? '')
    throw error
  }

/**
 * SET_RECOVERY_PASSWORD: the new password in the frame's form, then, where passkeys work, the offer to
 * seal the new recovery share for a passkey too (its copy is zeroed once the offer is answered). The
 * wallet exists once the password is set: "Not now", or the page closing its modal, ends the step as a
 * success.
 *
 * The strength rule's chunk starts loading as the step begins, so that it is usually there before the
 * first key stroke; until it is, the form's hint gives no verdict, and `setRecoveryPassword` waits for it
 * before it accepts any password. A chunk that cannot load ends the step with its error on Continue.
 */
async function setPasswordAndOfferPasskey(ctx: FrameContext, signal: AbortSignal): Promise<undefined> {
  if (!ctx.prompts) throw new ConsentUnavailableError()
  let kept: Uint8Array | undefined
  const user = ctx.state.session?.user
  const words = user ? personalWords(user) : []
  const strength = loadPasswordStrength(ctx)
  // A failure is logged here; the person meets it in the form's hint, and as the step's error on Continue.
  strength.catch((error: unknown) => ctx.logger.warn('[foyer-frame] password rule:', error))
  try {
    await askPassword(
      ctx,
      'set',
      (password) =>
        setRecoveryPassword(ctx, password, signal, {
          keepRecoveryShare: ctx.passkeys
            ? (share) => {
                kept = share
              }
            : undefined,
        }),
      signal,
      async (password) => (await strength).assessRecoveryPassword(password, words),
    )
    const share = kept
    if (!share || !ctx.prompts) return undefined
    try {
      await ctx.prompts.offerPasskey(
        () => addRecoveryPasskey(ctx, share, signal).catch(logPasskeyFailure(ctx)),
        signal,
      )
    } catch (error) {
      if (!(error instanceof PromptCancelledError)) throw error
      ctx.logger.info('[foyer-frame] the passkey offer was closed with the modal')
    }
    return undefined
  } finally {
    kept?.fill(0)
  }
}

/**
 * ENTER_RECOVERY_PASSWORD: the password in the frame's form, with "Use a passkey instead" when the
 * account has recovery passkeys and this frame can use them.
 */
async function enterPasswordOrPasskey(ctx: FrameContext, signal: AbortSignal): Promise<undefined> {
  const passkeys = await listRecoveryPasskeys(ctx, signal)
  return askPassword(
    ctx,
    'enter',
    (password) => enterRecoveryPassword(ctx, password, signal),
    signal,
    undefined,
    passkeys.length > 0
      ? () => recoverWithPasskey(ctx, passkeys, signal).then(() => undefined, logPasskeyFailure(ctx))
      : undefined,
  )
}

/** The frame's chain, after checking that it has an RPC URL for it. */
function selectChain(ctx: FrameContext, chainId: number): number {
  chainRpcUrl(ctx, chainId)
  ctx.state.chainId = chainId
  return chainId
}

/**
 * One handler per request type of the allowlist (the mapped type makes a missing one a type error). The
 * Foyer frame does email and social login (Farcaster's too); the wallet is an EOA, and on the chains with
 * smart accounts the ERC-4337 account it owns (accounts.ts).
 */
export const frameHandlers: { [T in FrameRequestType]: FrameHandler<T> } = {
  '@w3m-app/SWITCH_NETWORK': async (ctx, { payload }) => ({
    chainId: selectChain(ctx, frameChainIdToNumber(payload.chainId)),
  }),
  '@w3m-app/CONNECT_EMAIL': (ctx, { payload }, signal) => connectEmail(ctx, payload.email, signal),
  '@w3m-app/CONNECT_DEVICE': (ctx) => connectDevice(ctx),
  '@w3m-app/CONNECT_OTP': (ctx, { payload }, signal) => connectOtp(ctx, payload.otp, signal),
  '@w3m-app/GET_SOCIAL_REDIRECT_URI': (ctx, { payload }, signal) =>
    getSocialRedirectUri(ctx, payload.provider, signal),
  // Waits, up to the login's 10 minutes, for the provider to send the person back (social.ts).
  '@w3m-app/CONNECT_SOCIAL': (ctx, { payload }, signal) => connectSocial(ctx, payload.provider, signal),
  // Farcaster's own requests (spec section 7) are the social login's for 'farcaster': the link is the
  // Farcaster app's sign-in page (a QR code on the page), and the wait ends when the person approved.
  '@w3m-app/GET_FARCASTER_URI': (ctx, _request, signal) => getSocialRedirectUri(ctx, 'farcaster', signal),
  '@w3m-app/CONNECT_FARCASTER': (ctx, _request, signal) => connectSocial(ctx, 'farcaster', signal),
  // The password is typed in the frame's own form: the page only says that the step has come.
  '@w3m-app/SET_RECOVERY_PASSWORD': (ctx, _request, signal) => setPasswordAndOfferPasskey(ctx, signal),
  '@w3m-app/ENTER_RECOVERY_PASSWORD': (ctx, _request, signal) => enterPasswordOrPasskey(ctx, signal),
  '@w3m-app/GET_USER': async (ctx, { payload }, signal) => {
    const session = await requireConnected(ctx, signal)
    if (payload?.chainId !== undefined) selectChain(ctx, frameChainIdToNumber(payload.chainId))
    return getUser(ctx, session, payload?.preferredAccountType)
  },
  '@w3m-app/SIGN_OUT': (ctx, { payload }, signal) =>
    signOut(ctx, signal, { everywhere: payload?.everywhere === true }),
  // The page's token (payload.token) is not used: the frame keeps its own session.
  '@w3m-app/IS_CONNECTED': async (ctx, _request, signal) => ({ isConnected: await isConnected(ctx, signal) }),
  '@w3m-app/GET_CHAIN_ID': async (ctx) => ({ chainId: ctx.state.chainId }),
  '@w3m-app/RPC_REQUEST': (ctx, { payload }, signal, origin) =>
    handleRpcRequest(ctx, payload, signal, origin),
  '@w3m-app/UPDATE_EMAIL': (ctx, { payload }, signal) => updateEmail(ctx, payload.email, signal),
  '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP': (ctx, { payload }) => updateEmailPrimaryOtp(ctx, payload.otp),
  '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP': (ctx, { payload }, signal) =>
    updateEmailSecondaryOtp(ctx, payload.otp, signal),
  // The prompts take the modal's look and language.
  '@w3m-app/SYNC_THEME': async (ctx, { payload }) => {
    ctx.prompts?.setTheme(payload)
    return undefined
  },
  '@w3m-app/SYNC_DAPP_DATA': async (ctx, { payload }) => {
    if (ctx.projectId !== undefined && payload.projectId !== ctx.projectId)
      throw new InvalidRequestError('The page’s project id is not this frame’s')
    ctx.prompts?.setLocale(payload.locale)
    ctx.state.locale = payload.locale
    return undefined
  },
  '@w3m-app/CANCEL_PROMPTS': async (ctx) => {
    cancelConsentLine(ctx)
    cancelSocialWaits(ctx)
    ctx.prompts?.cancelAll()
    return undefined
  },
  '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS': async (ctx) => ({
    smartAccountEnabledNetworks: smartAccountEnabledNetworks(ctx),
  }),
  '@w3m-app/INIT_SMART_ACCOUNT': async (ctx, _request, signal) =>
    initSmartAccount(ctx, await requireConnected(ctx, signal)),
  '@w3m-app/SET_PREFERRED_ACCOUNT': async (ctx, { payload }, signal) =>
    setPreferredAccount(ctx, await requireConnected(ctx, signal), payload.type),
  '@w3m-app/RELOAD': async (ctx) => {
    const { reload } = ctx
    if (!reload) throw new NotSupportedError('Reload')
    // After the reply has gone out.
    setTimeout(reload, 0)
    return undefined
  },
}
