import { invalidParams } from '../wallet/errors.js'

export function requireObject(value: unknown, name = 'params'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams(`${name} must be an object`)
  return value as Record<string, unknown>
}

export function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalidParams(`${name} must be a non-empty string`)
  return value
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** web3.js's SendOptions as WalletConnect carries them, for the Wallet Standard's signAndSend options. */
export function readSendOptions(value: unknown) {
  if (value === undefined || value === null) return undefined
  const input = requireObject(value, 'sendOptions')
  const commitments = ['processed', 'confirmed', 'finalized'] as const
  const commitment = (name: string) => {
    const given = input[name]
    if (given === undefined) return undefined
    if (!commitments.includes(given as never)) throw invalidParams(`sendOptions.${name} is not a commitment`)
    return given as (typeof commitments)[number]
  }
  const number = (name: string) => {
    const given = input[name]
    if (given === undefined) return undefined
    if (typeof given !== 'number' || !Number.isSafeInteger(given) || given < 0)
      throw invalidParams(`sendOptions.${name} is not a count`)
    return given
  }
  if (input.skipPreflight !== undefined && typeof input.skipPreflight !== 'boolean')
    throw invalidParams('sendOptions.skipPreflight is not a boolean')
  const options = {
    preflightCommitment: commitment('preflightCommitment'),
    skipPreflight: input.skipPreflight as boolean | undefined,
    maxRetries: number('maxRetries'),
    minContextSlot: number('minContextSlot'),
  }
  return Object.fromEntries(Object.entries(options).filter(([, given]) => given !== undefined)) as {
    [K in keyof typeof options]?: Exclude<(typeof options)[K], undefined>
  }
}
