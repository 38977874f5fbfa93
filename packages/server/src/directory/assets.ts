/**
 * The images the directory serves besides wallet marks, keyed by a documented id:
 * - networks (`GET /public/getAssetImage/{caipNetworkId}`): the CAIP-2 network id, e.g. `eip155:1`;
 * - fiat currencies (`GET /public/getCurrencyImage/{code}`): the ISO 4217 code, any case;
 * - tokens (`GET /public/getTokenImage/{symbol}`): the token symbol, any case.
 * `label` is the text drawn in the generated mark, served where @web3icons/core has no logo
 * (./brandIcons.ts).
 */
export interface AssetEntry {
  id: string
  name: string
  label: string
  /** The devnet's own: always its generated mark, even if a real token shares the symbol. */
  local?: true
}

/** The spec's supported networks (section 9) plus the two Foyer local chains. */
export const networkAssets: readonly AssetEntry[] = [
  { id: 'eip155:1', name: 'Ethereum', label: 'ETH' },
  { id: 'eip155:11155111', name: 'Sepolia', label: 'SEP' },
  { id: 'eip155:17000', name: 'Holesky', label: 'HOL' },
  { id: 'eip155:10', name: 'OP Mainnet', label: 'OP' },
  { id: 'eip155:42161', name: 'Arbitrum One', label: 'ARB' },
  { id: 'eip155:137', name: 'Polygon', label: 'POL' },
  { id: 'eip155:42220', name: 'Celo', label: 'CELO' },
  { id: 'eip155:1313161554', name: 'Aurora', label: 'AUR' },
  { id: 'eip155:56', name: 'BNB Smart Chain', label: 'BNB' },
  { id: 'eip155:43114', name: 'Avalanche', label: 'AVAX' },
  { id: 'eip155:324', name: 'ZKsync Era', label: 'ZK' },
  { id: 'eip155:100', name: 'Gnosis', label: 'GNO' },
  { id: 'eip155:8453', name: 'Base', label: 'BASE' },
  { id: 'eip155:7777777', name: 'Zora', label: 'ZORA' },
  { id: 'eip155:999', name: 'Chain 999', label: '999' },
  { id: 'eip155:250', name: 'Fantom', label: 'FTM' },
  { id: 'eip155:8217', name: 'Kaia', label: 'KAIA' },
  { id: 'eip155:31337', name: 'Foyer Local', label: 'FL' },
  { id: 'eip155:31338', name: 'Foyer Local B', label: 'FLB' },
  { id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', label: 'SOL' },
  { id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', label: 'SOLd' },
  { id: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkY3F', name: 'Solana Testnet', label: 'SOLt' },
  { id: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin', label: 'BTC' },
  { id: 'bip122:000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet', label: 'tBTC' },
  { id: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', name: 'Polkadot', label: 'DOT' },
]

/** Fiat currencies for on-ramp screens; the label is the currency sign. */
export const currencyAssets: readonly AssetEntry[] = [
  { id: 'USD', name: 'US Dollar', label: '$' },
  { id: 'EUR', name: 'Euro', label: '€' },
  { id: 'GBP', name: 'Pound Sterling', label: '£' },
  { id: 'JPY', name: 'Japanese Yen', label: '¥' },
  { id: 'CNY', name: 'Chinese Yuan', label: 'CN¥' },
  { id: 'CAD', name: 'Canadian Dollar', label: 'C$' },
  { id: 'AUD', name: 'Australian Dollar', label: 'A$' },
  { id: 'NZD', name: 'New Zealand Dollar', label: 'NZ$' },
  { id: 'CHF', name: 'Swiss Franc', label: 'Fr' },
  { id: 'SEK', name: 'Swedish Krona', label: 'kr' },
  { id: 'NOK', name: 'Norwegian Krone', label: 'kr' },
  { id: 'DKK', name: 'Danish Krone', label: 'kr' },
  { id: 'PLN', name: 'Polish Złoty', label: 'zł' },
  { id: 'CZK', name: 'Czech Koruna', label: 'Kč' },
  { id: 'HUF', name: 'Hungarian Forint', label: 'Ft' },
  { id: 'TRY', name: 'Turkish Lira', label: '₺' },
  { id: 'INR', name: 'Indian Rupee', label: '₹' },
  { id: 'KRW', name: 'South Korean Won', label: '₩' },
  { id: 'SGD', name: 'Singapore Dollar', label: 'S$' },
  { id: 'HKD', name: 'Hong Kong Dollar', label: 'HK$' },
  { id: 'BRL', name: 'Brazilian Real', label: 'R$' },
  { id: 'MXN', name: 'Mexican Peso', label: 'Mex$' },
  { id: 'ARS', name: 'Argentine Peso', label: 'AR$' },
  { id: 'ZAR', name: 'South African Rand', label: 'R' },
  { id: 'NGN', name: 'Nigerian Naira', label: '₦' },
  { id: 'PHP', name: 'Philippine Peso', label: '₱' },
  { id: 'IDR', name: 'Indonesian Rupiah', label: 'Rp' },
  { id: 'VND', name: 'Vietnamese Đồng', label: '₫' },
  { id: 'ILS', name: 'Israeli New Shekel', label: '₪' },
  { id: 'AED', name: 'UAE Dirham', label: 'AED' },
]

/** Native and common tokens of the supported networks, plus the devnet's own tokens. */
export const tokenAssets: readonly AssetEntry[] = [
  { id: 'ETH', name: 'Ether', label: 'ETH' },
  { id: 'WETH', name: 'Wrapped Ether', label: 'WETH' },
  { id: 'BTC', name: 'Bitcoin', label: 'BTC' },
  { id: 'WBTC', name: 'Wrapped Bitcoin', label: 'WBTC' },
  { id: 'SOL', name: 'Solana', label: 'SOL' },
  { id: 'DOT', name: 'Polkadot', label: 'DOT' },
  { id: 'USDC', name: 'USD Coin', label: 'USDC' },
  { id: 'USDT', name: 'Tether USD', label: 'USDT' },
  { id: 'DAI', name: 'Dai', label: 'DAI' },
  { id: 'POL', name: 'Polygon Ecosystem Token', label: 'POL' },
  { id: 'MATIC', name: 'Polygon (legacy)', label: 'MATIC' },
  { id: 'BNB', name: 'BNB', label: 'BNB' },
  { id: 'AVAX', name: 'Avalanche', label: 'AVAX' },
  { id: 'OP', name: 'Optimism', label: 'OP' },
  { id: 'ARB', name: 'Arbitrum', label: 'ARB' },
  { id: 'CELO', name: 'Celo', label: 'CELO' },
  { id: 'XDAI', name: 'xDai', label: 'xDAI' },
  { id: 'GNO', name: 'Gnosis', label: 'GNO' },
  { id: 'FTM', name: 'Fantom', label: 'FTM' },
  { id: 'KAIA', name: 'Kaia', label: 'KAIA' },
  { id: 'ZK', name: 'ZKsync', label: 'ZK' },
  { id: 'LINK', name: 'Chainlink', label: 'LINK' },
  { id: 'UNI', name: 'Uniswap', label: 'UNI' },
  { id: 'AAVE', name: 'Aave', label: 'AAVE' },
  { id: 'LDO', name: 'Lido DAO', label: 'LDO' },
  { id: 'STETH', name: 'Lido Staked Ether', label: 'stETH' },
  { id: 'EURC', name: 'Euro Coin', label: 'EURC' },
  { id: 'FUSD', name: 'Foyer USD', label: 'fUSD', local: true },
  { id: 'HBR', name: 'Harbor Token', label: 'HBR', local: true },
  { id: 'LBTC', name: 'Lantern BTC', label: 'lBTC', local: true },
]
