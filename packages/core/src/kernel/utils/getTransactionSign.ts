/** Operations that add funds to the account (spec section 4): shown with a plus sign. */
const adding = new Set(['receive', 'deposit', 'borrow', 'claim'])
/** Operations that remove funds from the account (spec section 4): shown with a minus sign. */
const removing = new Set(['withdraw', 'repay', 'burn'])

export type TransactionSign = '+' | '-' | undefined

/**
 * The sign shown before the quantities of a history entry (spec section 4): '+' for receive, deposit,
 * borrow and claim, '-' for withdraw, repay and burn, none for every other operation.
 *
 * @example
 * getTransactionSign('receive') // '+'
 * getTransactionSign('burn') // '-'
 * getTransactionSign('approve') // undefined
 */
export function getTransactionSign(operationType: string): TransactionSign {
  if (adding.has(operationType)) return '+'
  if (removing.has(operationType)) return '-'
  return undefined
}
