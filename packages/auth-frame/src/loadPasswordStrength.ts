import type { FrameContext } from './context.js'
import { PasswordRuleUnavailableError } from './errors.js'
import { importPasswordStrength } from './importPasswordStrength.js'
import type { PasswordStrength } from './passwordRule.js'
import { createTranslator } from './prompts/messages.js'

/**
 * The recovery password's strength rule (passwordStrength.ts: zxcvbn and its dictionaries, half of the
 * frame's code), loaded the first time a step asks for it (`importPasswordStrength`: a same-origin script
 * in the bundle, a dynamic import from the sources) and kept for the frame's life. Only the step that sets
 * a new recovery password needs it, so a returning visitor, or one who enters an existing password, never
 * downloads it.
 *
 * Rejects with `PasswordRuleUnavailableError` (RECOVERY_PASSWORD_RULE_UNAVAILABLE, the catalog's text in
 * the page's language) when it cannot be loaded; the failure is forgotten, so that the next call (the
 * next step, or Continue) tries the download again.
 *
 * @example
 * const { assessRecoveryPassword } = await loadPasswordStrength(ctx)
 */
export function loadPasswordStrength(ctx: FrameContext): Promise<PasswordStrength> {
  const load = ctx.importPasswordStrength ?? importPasswordStrength
  ctx.state.passwordStrength ??= load().catch((cause: unknown) => {
    ctx.state.passwordStrength = undefined
    throw new PasswordRuleUnavailableError(
      createTranslator(ctx.state.locale).t('password.ruleUnavailable'),
      cause,
    )
  })
  return ctx.state.passwordStrength
}
