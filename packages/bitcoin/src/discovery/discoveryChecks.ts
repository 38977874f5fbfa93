// What discovery checks once the wallet list is wanted (`prepare`), in one chunk: zod and the listing rules.
export { listSatsProviders, listWallet } from './listWallet.js'
