import { FoyerError } from '@foyer/core'
import { deployMessage } from './messages.js'

/** A transaction or a read of the deployment failed. `cause` is the underlying (viem) error. */
export class DeployWorldError extends FoyerError {
  override name = 'DeployWorldError'
  constructor({ chainId, step, cause }: { chainId: number; step: string; cause?: unknown }) {
    // viem's errors carry a one-line `shortMessage` (e.g. the decoded revert); prefer it to the long message.
    const short = cause instanceof Error && 'shortMessage' in cause ? cause.shortMessage : undefined
    super(deployMessage('deploy.failed', { chainId, step }), {
      code: 'DEVNET_DEPLOY_FAILED',
      details: typeof short === 'string' ? short : undefined,
      cause,
    })
  }
}

/** The deployer has already sent transactions on this chain (deployed before, or used by something else). */
export class DeployerAlreadyUsedError extends FoyerError {
  override name = 'DeployerAlreadyUsedError'
  constructor({ chainId, deployer, nonce }: { chainId: number; deployer: string; nonce: number }) {
    super(deployMessage('deploy.alreadyUsed', { chainId, deployer, nonce }), { code: 'DEVNET_DEPLOYER_USED' })
  }
}

/** After deploying, a contract is not where the nonce plan says (the plan and the deploy code disagree). */
export class DeployAddressMismatchError extends FoyerError {
  override name = 'DeployAddressMismatchError'
  constructor({ chainId, contract, expected }: { chainId: number; contract: string; expected: string }) {
    super(deployMessage('deploy.addressMismatch', { chainId, contract, expected }), {
      code: 'DEVNET_DEPLOY_ADDRESS_MISMATCH',
    })
  }
}
