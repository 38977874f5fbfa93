import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

// Fetched at page load with the account's identity: its own module, with the page's texts (tPage.ts).
export { NamesForAddressError } from './namesForAddress.js'

/** Why a name label is refused (spec section 5: letters, digits and hyphens only, at least 4). */
export type NameLabelProblem = 'characters' | 'short'

/** A name that breaks the registry's rule; `shortMessage` says which part. */
export class InvalidNameError extends FoyerError {
  override name = 'InvalidNameError'
  readonly problem: NameLabelProblem
  constructor({ problem, ...parameters }: ErrorParameters & { problem: NameLabelProblem }) {
    super(t(problem === 'short' ? 'error.name.tooShort' : 'error.name.characters'), {
      ...parameters,
      code: 'INVALID_NAME',
    })
    this.problem = problem
  }
}

/**
 * The registration failed (spec section 8): the server's reason when it gave one ('This name is
 * already registered'), else 'Error registering name {name}'.
 */
export class NameRegistrationError extends FoyerError {
  override name = 'NameRegistrationError'
  constructor({
    name,
    reason,
    ...parameters
  }: ErrorParameters & { name: string; reason?: string | undefined }) {
    super(reason || t('error.name.register', { name }), { ...parameters, code: 'NAME_REGISTRATION_FAILED' })
  }
}

/** The suggestions could not be fetched (spec section 8: 'Error fetching name suggestions'). */
export class NameSuggestionsError extends FoyerError {
  override name = 'NameSuggestionsError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.name.suggestions'), { ...parameters, code: 'NAME_SUGGESTIONS_FAILED' })
  }
}

/**
 * A name could not be looked up (spec section 8: 'Error resolving name'): the server or the network
 * failed. A name that is simply not registered is no error ('No address found for this name').
 */
export class NameResolutionError extends FoyerError {
  override name = 'NameResolutionError'
  static readonly code = 'NAME_RESOLUTION_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.name.resolve'), { ...parameters, code: 'NAME_RESOLUTION_FAILED' })
  }
}
