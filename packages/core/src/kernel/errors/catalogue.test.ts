import { afterEach, expect, test } from 'vitest'
import { loadLocale } from '../messages/catalog.js'
import { t } from '../messages/t.js'
import {
  AuthAccountNotFoundError,
  CaipAccountUndefinedError,
  CaipNetworkUndefinedError,
  FetchTransactionsError,
  TokenPriceError,
} from './account.js'
import { NameResolutionError, NamesForAddressError } from './names.js'
import { IncorrectAmountError, SendTransactionError } from './request.js'
import { GasPriceNotSupportedError, SwapAddressNotFoundError } from './swap.js'

// Spec section 8's messages added for issue #31: each error has its code and the spec's text, from the
// catalog (so in the page's language).
const errors = () =>
  [
    [new TokenPriceError(), 'TOKEN_PRICE_FAILED', 'Failed to fetch network token price'],
    [new SendTransactionError(), 'SEND_TRANSACTION_FAILED', 'Failed to send transaction. Please try again.'],
    [new IncorrectAmountError(), 'INCORRECT_AMOUNT', 'Incorrect amount'],
    [new NameResolutionError(), 'NAME_RESOLUTION_FAILED', 'Error resolving name'],
    [new NamesForAddressError(), 'NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
    [new AuthAccountNotFoundError(), 'AUTH_ACCOUNT_NOT_FOUND', 'Address or auth connector not found'],
    [new GasPriceNotSupportedError(), 'GAS_PRICE_NOT_SUPPORTED', 'Network not supported for Gas Price'],
    [new SwapAddressNotFoundError(), 'SWAP_ADDRESS_NOT_FOUND', 'No address found to swap the tokens from.'],
    [new CaipNetworkUndefinedError(), 'CAIP_NETWORK_UNDEFINED', 'CaipNetwork is undefined'],
    [new CaipAccountUndefinedError(), 'CAIP_ACCOUNT_UNDEFINED', 'CaipNetwork or CaipAddress is undefined'],
    [new FetchTransactionsError(), 'FETCH_TRANSACTIONS_FAILED', 'Failed to fetch transactions'],
  ] as const

afterEach(() => loadLocale('en'))

test('default: each error has its code and the spec’s text', () => {
  for (const [error, code, text] of errors()) expect([error.code, error.shortMessage]).toEqual([code, text])
  expect(new IncorrectAmountError().details).toBe('Please enter a valid amount')
})

test('default: the alerts of section 8 are in the catalog', () => {
  expect(t('alert.networkNotFound')).toBe('Network Not Found')
  expect(t('alert.socketsTimeout')).toBe('Connection Timed Out')
  expect(t('alert.socketsTimeoutDescription')).toMatch(/WalletConnect relay/)
})

test('behavior: in another language the errors say it in that language', async () => {
  await loadLocale('de')
  expect(new TokenPriceError().shortMessage).toBe(
    'Der Preis des Netzwerk-Tokens konnte nicht abgerufen werden',
  )
  expect(new NameResolutionError().shortMessage).toBe('Fehler beim Auflösen des Namens')
  expect(t('alert.networkNotFound')).toBe('Netzwerk nicht gefunden')
})
