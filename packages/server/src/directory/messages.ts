/** Every text the wallet-directory routes answer with (in `{ message, code }` bodies). */
export const messages = {
  'query.repeated': "Query parameter '{name}' must be given once",
  'image.walletNotFound': 'No wallet image has this id',
  'image.assetNotFound': 'No network image has this id',
  'image.currencyNotFound': 'No currency image has this id',
  'image.tokenNotFound': 'No token image has this id',
} as const

export type MessageKey = keyof typeof messages
