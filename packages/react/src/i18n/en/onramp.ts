// The on-ramp's texts (buying crypto).
// English; the other languages' catalogs hold every text of the UI (../locales/).
export const onrampTexts = {
  'onramp.loading': 'Loading what you can buy…',
  'onramp.notOffered': 'Buying crypto is not available on this network.',
  'onramp.amount': 'Amount ({currency})',
  'onramp.limits': 'Between {min} and {max} {currency} with this payment method',
  'onramp.asset': 'You buy',
  'onramp.method': 'Pay with',
  'onramp.method.card': 'Card',
  'onramp.method.bank': 'Bank account (ACH)',
  'onramp.providers': 'Providers',
  'onramp.feeRange': '{min}–{max} % fee',
  'onramp.quoting': 'Getting a quote…',
  'onramp.youGet': '≈ {amount} {symbol}',
  'onramp.quoteUnavailable': 'No quote',
  'onramp.sampleNotice':
    'Providers could not be loaded. These are sample providers, shown for reference only: nothing can be bought from them.',
  'onramp.sampleTag': 'Sample',
  'onramp.sampleNotBuyable': 'Not available to buy',
  'onramp.openProvider': 'Open {provider}',
  'onramp.inProgress': 'Complete your purchase with {provider}',
  'onramp.waiting': 'Your {symbol} will show here as soon as it arrives.',
  'onramp.windowClosed':
    'The checkout window is closed. If you paid, your purchase will show here when it arrives.',
  'onramp.bought': 'You bought {amount} {symbol}',
  'onramp.boughtHint': 'It is in your account now.',
  'onramp.back': 'Back to account',
} satisfies Record<string, string>
