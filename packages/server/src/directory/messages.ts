/** Every text the wallet-directory routes answer with (in `{ message }` bodies). */
export const messages = {
  'query.repeated': "Query parameter '{name}' must be given once",
  'query.page': "Query parameter 'page' must be a whole number from 1",
  'query.entries': "Query parameter 'entries' must be a whole number from 1 to {max}",
  'query.chains': "Query parameter 'chains' must be a comma list of CAIP-2 network ids (e.g. eip155:1)",
  'query.ids': "Query parameter '{name}' must be a comma list of wallet ids (64 hex characters)",
  'query.listTooLong': "Query parameter '{name}' may list at most {max} values",
  'query.search': "Query parameter 'search' must be at most {max} characters",
  'query.badgeType': "Query parameter 'badge_type' must be 'certified' or 'none'",
  'image.walletNotFound': 'No wallet image has this id',
  'image.assetNotFound': 'No network image has this id',
  'image.currencyNotFound': 'No currency image has this id',
  'image.tokenNotFound': 'No token image has this id',
} as const

export type MessageKey = keyof typeof messages
