import type { FrameContext } from './context.js'
import { UnexpectedStepError } from './errors.js'
import { requireConnected } from './login.js'

/**
 * The email change of a connected user: UPDATE_EMAIL → UPDATE_EMAIL_PRIMARY_OTP → UPDATE_EMAIL_SECONDARY_OTP.
 * The Foyer server checks both codes in one call (POST /email/update/verify), so the frame keeps the first
 * code until the second comes; a wrong first code is reported at the second step.
 */

/** UPDATE_EMAIL: the server sends a code to the current address (and one to the new address). */
export async function updateEmail(ctx: FrameContext, newEmail: string, signal: AbortSignal) {
  const session = await requireConnected(ctx, signal)
  const { action } = await ctx.api.updateEmail(session.token, newEmail, { signal })
  ctx.state.emailUpdate = { newEmail }
  return { action }
}

/** UPDATE_EMAIL_PRIMARY_OTP: the code sent to the current address, kept for the last step. */
export async function updateEmailPrimaryOtp(ctx: FrameContext, otp: string): Promise<undefined> {
  const update = ctx.state.emailUpdate
  if (!update) throw new UnexpectedStepError('No email change is under way')
  update.primaryOtp = otp
  return undefined
}

/** UPDATE_EMAIL_SECONDARY_OTP: the code sent to the new address; both codes go to the server. */
export async function updateEmailSecondaryOtp(ctx: FrameContext, otp: string, signal: AbortSignal) {
  const update = ctx.state.emailUpdate
  if (update?.primaryOtp === undefined)
    throw new UnexpectedStepError('Enter the code sent to your current email first')
  const session = await requireConnected(ctx, signal)
  const { email } = await ctx.api.verifyEmailUpdate(
    session.token,
    { primaryOtp: update.primaryOtp, secondaryOtp: otp },
    { signal },
  )
  ctx.state.emailUpdate = undefined
  session.user = { ...session.user, email }
  return { newEmail: email }
}
