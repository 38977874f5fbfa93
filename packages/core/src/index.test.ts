import { expect, test } from 'vitest'
import * as adapter from './adapter.js'
import * as api from './api.js'
import * as core from './index.js'
import * as messages from './messages.js'
import * as coreTest from './test/index.js'
import * as views from './views.js'

test('exports: @foyer/core is the host face, on the order of 60 names', () => {
  expect(Object.keys(core).length).toBeLessThanOrEqual(60)
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "CodeLoadError",
      "FoyerError",
      "InvalidOptionsError",
      "UserRejectedRequestError",
      "addNetwork",
      "canPreviewSend",
      "cancelSignIn",
      "checkSignIn",
      "connect",
      "createBackendSiwx",
      "createDefaultSiwx",
      "createFoyer",
      "createMemoryStorage",
      "disconnect",
      "editSend",
      "estimateSendFee",
      "fetchBalance",
      "fetchIdentity",
      "fetchNfts",
      "fetchTokenBalances",
      "fetchTransactions",
      "filterTransactions",
      "finishSend",
      "formatBalance",
      "formatSiwxMessage",
      "getAccount",
      "getAccountTabs",
      "getActiveChain",
      "getAnalyticsConsent",
      "getExplorerAddressUrl",
      "getExplorerTransactionUrl",
      "getNetwork",
      "getProvider",
      "getSendFormErrors",
      "getTokenBalances",
      "getTotalPortfolioValue",
      "groupTransactionsByDate",
      "isCaipAddress",
      "isCaipNetworkId",
      "isConnected",
      "loadSendTokens",
      "locales",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "parseSiwxMessage",
      "previewSend",
      "removeAdapter",
      "removeNetwork",
      "request",
      "sendTokens",
      "setAccountTab",
      "setAnalyticsConsent",
      "setLocale",
      "setSendAmount",
      "setSendMax",
      "setSendReceiver",
      "setSendToken",
      "signIn",
      "switchNetwork",
      "truncateAddress",
    ]
  `)
})

test('exports: @foyer/core/api holds the server clients', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "HttpError",
      "InvalidProjectIdError",
      "InvalidResponseError",
      "NATIVE_TOKEN_ADDRESS",
      "NetworkRequestError",
      "OriginNotAllowedError",
      "SIWX_TOKEN_HEADER",
      "ServerChainNotSupportedError",
      "SessionExpiredError",
      "createAnalyticsClient",
      "createBlockchainClient",
      "createDirectoryClient",
      "createHttpClient",
      "dedupeWallets",
      "defaultNameZone",
      "directoryEntries",
      "foyerRpcUrl",
      "foyerSdk",
      "toApiAlert",
    ]
  `)
})

test('exports: the adapter and views faces hold only what the host face does not, the catalog is its own', () => {
  for (const face of [adapter, views])
    for (const name of Object.keys(face)) expect(core, name).not.toHaveProperty(name)
  expect(messages).toHaveProperty('t')
})

test('exports: @foyer/core/test', () => {
  expect(Object.keys(coreTest)).toMatchInlineSnapshot(`
    [
      "directoryHandler",
      "directoryRows",
      "startDirectoryServer",
      "catalogProblems",
      "createFakeAdapter",
      "createFakeConnector",
      "createFakeSwaps",
      "createRecordingEvents",
      "createTestFoyer",
      "createTestSiwx",
      "devnet",
      "devnet2",
      "mainnet",
      "solanaDevnet",
      "testAccounts",
      "testNetworks",
      "testToken",
    ]
  `)
})
