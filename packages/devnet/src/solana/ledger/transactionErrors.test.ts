import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { INSTRUCTION_ERROR_NAMES, TRANSACTION_ERROR_NAMES } from './transactionErrors.js'

// LiteSVM hands fieldless errors over as bare numbers (const enums): the names must follow its order.
const declarations = readFileSync(
  createRequire(import.meta.url).resolve('litesvm/dist/internal.d.ts'),
  'utf8',
)

function constEnum(name: string): string[] {
  const body = new RegExp(`export declare const enum ${name} \\{([^}]*)\\}`).exec(declarations)?.[1] ?? ''
  return [...body.matchAll(/(\w+) = (\d+)/g)].map((match) => match[1]!)
}

describe('transactionErrors', () => {
  test('behavior: the names follow LiteSVM’s enums, in order', () => {
    expect(TRANSACTION_ERROR_NAMES).toEqual(constEnum('TransactionErrorFieldless'))
    expect(INSTRUCTION_ERROR_NAMES).toEqual(constEnum('InstructionErrorFieldless'))
  })
})
