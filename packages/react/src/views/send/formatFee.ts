import { lazyFormat } from '@foyer/core/views'

/**
 * Fees are small: three significant digits ('0.0000285 ETH') rather than the 3 decimals of balances.
 * Made on first use (lazyFormat says why).
 */
const feeFormat = lazyFormat(() => new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }))

/** A fee or deposit in the native currency, as Send shows it. */
export const formatFee = (fee: { native: string; symbol: string }) =>
  `${feeFormat().format(Number(fee.native))} ${fee.symbol}`
