import { InvalidNameError } from '../errors.js'

/** A name that follows the registry's rule, lower-cased. */
export interface ProfileName {
  /** 'alice.reown.id' */
  name: string
  /** 'alice' */
  label: string
}

const LABEL = /^[a-z0-9-]{4,63}$/

/**
 * Checks a full name against the registry's rule: letters, digits and hyphens only, at least 4
 * characters (at most 63, one DNS label), then the configured suffix. Letters are folded to lower
 * case, so 'Alice.reown.id' and 'alice.reown.id' are the same name.
 *
 * @example
 * parseProfileName('Alice.reown.id', '.reown.id') // { name: 'alice.reown.id', label: 'alice' }
 * parseProfileName('al.reown.id', '.reown.id') // throws InvalidNameError
 */
export function parseProfileName(input: string, suffix: string): ProfileName {
  const name = input.trim().toLowerCase()
  const lowerSuffix = suffix.toLowerCase()
  const label = name.endsWith(lowerSuffix) ? name.slice(0, -lowerSuffix.length) : undefined
  if (label === undefined || !LABEL.test(label)) throw new InvalidNameError({ name: input, suffix })
  return { name, label }
}
