// What discovery checks once the wallet list is wanted (`prepare`), in one chunk: the registered
// wallets (zod) and the host's own connectors.
export { acceptHostConnectors } from './acceptHostConnectors.js'
export { connectorIdPrefix, listWallet } from './listWallet.js'
