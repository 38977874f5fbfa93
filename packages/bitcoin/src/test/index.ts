export * from './createFakeWindow.js'
export * from './setupWithDevWallet.js'
