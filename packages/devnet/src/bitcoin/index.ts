// @foyer/devnet/bitcoin: the Bitcoin dev wallets (Wallet Standard and sats-connect flavours), their test
// keys and the BIP-322 signer they use.
export { bip322MessageHash, bip322ToSign, bip322ToSpend, signBip322Simple } from './bip322.js'
export {
  type BitcoinDevChain,
  type BitcoinDevKey,
  type BitcoinDevPurpose,
  bitcoinDevKeys,
  bitcoinDevPrivateKey,
} from './bitcoinDevKeys.js'
export { bitcoinDevWalletIcon } from './bitcoinDevWalletIcon.js'
export {
  type BitcoinDevSigner,
  type BitcoinSigHashName,
  type CreateBitcoinDevSignerParameters,
  createBitcoinDevSigner,
} from './createBitcoinDevSigner.js'
export {
  type BitcoinDevWallet,
  type BitcoinDevWalletAccount,
  type CreateBitcoinDevWalletParameters,
  createBitcoinDevWallet,
} from './createBitcoinDevWallet.js'
export {
  type CreateSatsConnectDevProviderParameters,
  createSatsConnectDevProvider,
  type SatsConnectDevEvent,
  type SatsConnectDevProvider,
} from './createSatsConnectDevProvider.js'
export {
  BITCOIN_DEV_RDNS,
  BITCOIN_DEV_WALLET_NAME,
  injectSatsConnectProvider,
  type RegisterBitcoinDevWalletsParameters,
  registerBitcoinDevWallets,
  SATS_DEV_PROVIDER_ID,
  SATS_DEV_RDNS,
  SATS_DEV_WALLET_NAME,
} from './registerBitcoinDevWallet.js'
