export * from './createFakeWindow.js'
export * from './setupWithDevWallet.js'
export * from './setupWithWalletConnect.js'
export * from './walletConnectFixtures.js'
