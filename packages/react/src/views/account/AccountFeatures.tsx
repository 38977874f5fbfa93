import type { Features, ViewName } from '@foyer/core'
import { canOfferSend, canOfferSwaps } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { useOnrampOffer } from '../onramp/useOnrampOffer.js'

type Feature = 'onramp' | 'swaps' | 'receive' | 'send'

/**
 * Wallet features in the spec's order (section 9) and the view each opens; undefined until its view
 * lands (a feature issue adds it here with its view).
 */
const featureViews: readonly (readonly [Feature, ViewName | undefined])[] = [
  ['onramp', 'OnRampProviders'],
  ['swaps', 'Swap'],
  ['receive', 'Receive'],
  ['send', 'WalletSend'],
]

/**
 * The wallet features row of the Account view (onramp, swaps, receive, send): only the features the
 * host enabled (`options.features`) whose view exists; Buy crypto only where something can be bought
 * on the active network (spec section 9); Swap only where the account's chain family can swap (its
 * adapter has the swap capability: not on Solana); Send only where it sends transfers (not in basic
 * WalletConnect mode); nothing when none is left. Its buttons are disabled while the
 * on-ramp offer loads, since the row may still change.
 */
export function AccountFeatures() {
  const foyer = useFoyerInstance()
  const t = useT()
  const features: Partial<Features> = foyer.options.features
  const offer = useOnrampOffer()
  const swaps = useStoreSelector(foyer.stores.chains, () => canOfferSwaps(foyer))
  const send = useStoreSelector(foyer.stores.chains, () => canOfferSend(foyer))
  const offered = (feature: Feature) =>
    feature === 'onramp' ? Boolean(offer) : feature === 'swaps' ? swaps : feature === 'send' ? send : true
  const shown = featureViews.filter(
    (entry): entry is readonly [Feature, ViewName] =>
      features[entry[0]] === true && entry[1] !== undefined && offered(entry[0]),
  )
  if (shown.length === 0) return null
  // Until the on-ramp offer is known the row is not final (Buy crypto may join it and move the others):
  // its buttons wait, so that a click is never taken by the button that slid under the pointer.
  const settling = features.onramp === true && offer === null
  return (
    <nav className="features" aria-label={t('account.features')} aria-busy={settling || undefined}>
      {shown.map(([feature, view]) => (
        <button
          key={feature}
          type="button"
          className="feature"
          disabled={settling}
          onClick={() => foyer.push(view)}
        >
          {t(`account.feature.${feature}`)}
        </button>
      ))}
    </nav>
  )
}
