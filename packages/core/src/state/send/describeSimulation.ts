import { formatAmount } from '../../kernel/utils/units.js'
import type { CallsSimulation } from '../../types/adapter.js'
import type { SendSimulation, SimulatedChange } from '../../types/send.js'

interface Asset {
  symbol: string
  decimals: number
}

/**
 * An adapter's simulation in a preview's terms: each changed balance, exact and signed ('-0.25 ETH'),
 * of the native currency (`token` undefined) or of a token `tokenOf` knows; other tokens and unchanged
 * balances are left out. No answer is 'unavailable', a revert keeps the chain's reason.
 */
export function describeSimulation(
  result: CallsSimulation | undefined,
  native: Asset,
  tokenOf: (token: string) => Asset | undefined,
): SendSimulation {
  if (!result) return { status: 'unavailable' }
  if (result.reverted) return { status: 'reverts', reason: result.reason }
  const changes = result.changes.flatMap(({ token, change }): SimulatedChange[] => {
    if (change === 0n) return []
    const known = token === undefined ? native : tokenOf(token)
    if (!known) return []
    const amount = formatAmount(change < 0n ? -change : change, known.decimals)
    return [{ symbol: known.symbol, change: `${change < 0n ? '-' : '+'}${amount}` }]
  })
  return { status: 'ready', changes }
}
