import { FoyerError } from '@foyer/core'
import { m } from './messages.js'

/** A transaction or a read of the Farcaster registries' setup failed. `cause` is the (viem) error. */
export class FarcasterRegistriesDeployError extends FoyerError {
  override name = 'FarcasterRegistriesDeployError'
  constructor({ rpcUrl, step, cause }: { rpcUrl: string; step: string; cause?: unknown }) {
    const short = cause instanceof Error && 'shortMessage' in cause ? cause.shortMessage : undefined
    super(m('deployFailed', { rpcUrl, step }), {
      code: 'DEVNET_FARCASTER_DEPLOY_FAILED',
      details: typeof short === 'string' ? short : undefined,
      cause,
    })
  }
}

/** The Farcaster auth relay could not listen (its port is taken, say). */
export class FarcasterRelayStartError extends FoyerError {
  override name = 'FarcasterRelayStartError'
  constructor({ port, cause }: { port: number; cause?: unknown }) {
    super(m('relayStartFailed', { port }), { code: 'DEVNET_FARCASTER_RELAY_START_FAILED', cause })
  }
}
