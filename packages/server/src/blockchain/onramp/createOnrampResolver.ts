import { erc20Abi } from 'viem'
import type { Logger } from '../../logger.js'
import { ChainNotSupportedError, OnrampRequestError } from '../errors.js'
import { t } from '../messages.js'
import { callChain } from '../shared/callChain.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { PriceOracles } from '../types.js'
import type { OnrampFunder } from './createOnrampFunder.js'
import { listOnrampAssets, type OnrampAsset } from './listOnrampAssets.js'
import { ONRAMP_PROVIDERS, type OnrampProvider, PAYMENT_CURRENCIES } from './onrampConstants.js'

export interface CreateOnrampResolverParameters {
  chains: ChainRegistry
  prices: PriceOracles | undefined
  funder: OnrampFunder | undefined
  logger: Logger
}

/** What the on-ramp API's requests name (assets, networks, providers, currencies), resolved or refused. */
export type OnrampResolver = ReturnType<typeof createOnrampResolver>

/**
 * Resolves the names an on-ramp request uses against what this server sells (the served chains' native
 * currencies and tokens), and reads what the sandbox's funder holds.
 *
 * @example
 * const resolver = createOnrampResolver({ chains, prices, funder, logger })
 * const asset = resolver.resolveAsset('USDC', 'eip155:31337')
 */
export function createOnrampResolver({ chains, prices, funder, logger }: CreateOnrampResolverParameters) {
  const assets = listOnrampAssets(chains, prices)

  /** The served chain a network reference names (slug, chain id, CAIP id or name); undefined for none. */
  const networkNamed = (reference: string) => {
    const wanted = reference.trim().toLowerCase()
    return assets.find(
      ({ network, chain }) =>
        network.name === wanted ||
        network.chain_id === wanted ||
        chain.caipNetworkId.toLowerCase() === wanted ||
        chain.name.toLowerCase() === wanted,
    )?.chain
  }
  const isAssetId = (reference: string) =>
    assets.some((asset) => asset.id.toLowerCase() === reference.trim().toLowerCase())

  const resolveAsset = (currency: string, network: string | undefined): OnrampAsset => {
    let caipNetworkId: string | undefined
    if (network !== undefined && network.trim() !== '') {
      const chain = networkNamed(network)
      // AppKit sends the currency's symbol as `network`: that names no network, so any will do.
      if (!chain && !isAssetId(network)) throw new ChainNotSupportedError({ chain: network })
      caipNetworkId = chain?.caipNetworkId
    }
    const asset = assets.find(
      (candidate) =>
        candidate.id.toLowerCase() === currency.toLowerCase() &&
        (caipNetworkId === undefined || candidate.chain.caipNetworkId === caipNetworkId),
    )
    if (!asset) throw new OnrampRequestError({ reason: 'onramp.unknownCurrency', params: { currency } })
    return asset
  }
  const resolveProvider = (id: string | undefined): OnrampProvider => {
    const provider =
      id === undefined ? ONRAMP_PROVIDERS[0] : ONRAMP_PROVIDERS.find((known) => known.id === id)
    if (!provider)
      throw new OnrampRequestError({ reason: 'onramp.unknownProvider', params: { provider: id } })
    return provider
  }
  const resolvePaymentCurrency = (id: string | undefined): string => {
    const currency = (id ?? 'USD').toUpperCase()
    if (!PAYMENT_CURRENCIES.includes(currency))
      throw new OnrampRequestError({
        reason: 'onramp.unknownPaymentCurrency',
        params: { currency: id, supported: PAYMENT_CURRENCIES.join(', ') },
      })
    return currency
  }

  /**
   * The assets the sandbox can deliver: those the funder holds some of. A chain whose RPC fails is
   * left out of the list (and logged) rather than failing the whole list.
   */
  const funderBalance = (asset: OnrampAsset, owner: `0x${string}`) =>
    callChain(asset.chain, (client) =>
      asset.token
        ? client.readContract({
            address: asset.token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          })
        : client.getBalance({ address: owner }),
    )
  const fundedAssets = async (): Promise<OnrampAsset[]> => {
    if (!funder) return assets
    const held = await Promise.all(
      assets.map(async (asset) => {
        try {
          return (await funderBalance(asset, funder.address)) > 0n
        } catch (error) {
          logger.warn(t('onramp.optionsChainFailed', { chain: asset.chain.name }), { error })
          return false
        }
      }),
    )
    return assets.filter((_, index) => held[index])
  }

  const defaultAssetId = (network: string | undefined) => {
    const chain = network === undefined ? undefined : networkNamed(network)
    return (chain ?? assets[0]?.chain)?.nativeCurrency.symbol ?? 'ETH'
  }

  return {
    assets,
    networkNamed,
    resolveAsset,
    resolveProvider,
    resolvePaymentCurrency,
    funderBalance,
    fundedAssets,
    defaultAssetId,
  }
}
