import { loadCode } from '../kernel/errors/codeLoad.js'
import { shareLoad } from '../kernel/utils/shareLoad.js'

/**
 * The email login's and Farcaster's flows (connectEmail, connectFarcaster), loaded on first use or ahead
 * of it (the modal's Connect view asks at idle): the modal's first view offers them, and their code is
 * not in its chunk (issue #32). Rejects with `CodeLoadError` when the code cannot be downloaded; the next
 * call tries again.
 *
 * @example
 * const { connectEmail } = await loadLoginFlows()
 */
export const loadLoginFlows = shareLoad(() => loadCode(() => import('./loginFlows.js')))
