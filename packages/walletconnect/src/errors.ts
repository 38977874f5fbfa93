import { FoyerError } from '@foyer/core'
import { t } from '@foyer/core/messages'

export interface WalletConnectErrorParameters {
  details?: string
  cause?: unknown
}

/** The relay did not answer (down, unreachable or too slow): no pairing URI could be created. */
export class RelayUnreachableError extends FoyerError {
  override name = 'RelayUnreachableError'
  constructor(parameters: WalletConnectErrorParameters = {}) {
    super(t('error.walletConnectRelayUnreachable'), {
      ...parameters,
      code: 'WALLETCONNECT_RELAY_UNREACHABLE',
    })
  }
}

/** The wallet rejected the session proposal (WalletConnect code 5000). */
export class ProposalRejectedError extends FoyerError {
  override name = 'ProposalRejectedError'
  constructor(parameters: WalletConnectErrorParameters = {}) {
    super(t('error.walletConnectProposalRejected'), { ...parameters, code: 'USER_REJECTED' })
  }
}
