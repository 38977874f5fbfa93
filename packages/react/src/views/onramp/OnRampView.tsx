import { fetchBalance, type OnrampFormState } from '@foyer/core'
import {
  checkOnrampAmount,
  fetchOnrampPurchases,
  type OnrampAsset,
  type OnrampOffer,
  type OnrampPaymentMethod,
  type OnrampPrice,
  type OnrampProvider,
  type OnrampPurchase,
  quoteOnramp,
  startOnramp,
  toFoyerError,
} from '@foyer/core/views'
import { useEffect, useId, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { LoadingStatus } from '../../ui/LoadingStatus.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { OnrampProviderRow, SampleProviderRow } from './OnrampProviderRow.js'
import { onrampStyles } from './onrampStyles.js'
import { useOnrampOffer } from './useOnrampOffer.js'

/** Quotes follow the amount after this pause. */
export const ONRAMP_QUOTE_DELAY_MS = 400
/** How often the purchase's arrival is looked for while the checkout is open. */
export const ONRAMP_POLL_MS = 3000

/** The provider's checkout URL may only be a web page. */
const isWebUrl = (url: string) => /^https?:$/.test(URL.canParse(url) ? new URL(url).protocol : '')

/**
 * OnRampProviders ('Buy crypto'): the amount in the payment currency, what to buy on the active network,
 * how to pay (each method's limits enforced as typed), and the providers with their fee range and a live
 * quote. Choosing a provider opens its checkout in a popup and goes to BuyInProgress (which links to the
 * checkout too, for a browser that blocked the popup). When the server's options could not be had, the
 * spec's sample providers are shown as what they are: marked as samples, unquoted and not buyable.
 */
export function OnRampProvidersView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const providersId = useId()
  const offer = useOnrampOffer()
  const [form, setForm] = useState<OnrampFormState>(
    () => foyer.stores.forms.getState().onramp ?? { amount: '50', asset: '', method: '' },
  )
  const [opening, setOpening] = useState<string>()
  const [error, setError] = useState<string>()

  // Kept by the instance: closing the modal loses nothing typed.
  useEffect(() => {
    foyer.stores.forms.setState({ onramp: form })
  }, [foyer, form])
  // The purchases already made: the one the checkout makes is the next.
  useEffect(() => {
    void fetchOnrampPurchases(foyer).then(
      (purchases) => {
        foyer.services.onrampCheckout = { window: null, known: purchases.map((purchase) => purchase.id) }
      },
      () => {
        foyer.services.onrampCheckout = { window: null, known: [] }
      },
    )
  }, [foyer])

  const asset = offer?.assets.find((item) => item.id === form.asset) ?? offer?.assets[0]
  const method = offer?.methods.find((item) => item.id === form.method) ?? offer?.methods[0]
  const problem = method ? checkOnrampAmount(form.amount, method) : undefined

  const prices = useOnrampQuotes({ offer, asset, method, problem, amount: form.amount })

  if (offer === null) return <LoadingStatus text={t('onramp.loading')} />
  if (!offer || !asset || !method) return <p className="muted center">{t('onramp.notOffered')}</p>

  const choose = async (provider: OnrampProvider) => {
    setError(undefined)
    setOpening(provider.id)
    // Opened now, in the click (a popup opened after an await is blocked); its page follows.
    const popup = window.open('', 'foyer-onramp', 'popup,width=480,height=720')
    if (popup) popup.opener = null
    try {
      const { url } = await startOnramp(foyer, { asset, amount: form.amount, method, provider })
      if (!isWebUrl(url)) throw new Error(`Not a web page: ${url}`)
      const known = foyer.services.onrampCheckout?.known ?? []
      foyer.services.onrampCheckout = { window: popup, known }
      // A blocked popup: BuyInProgress links to the checkout instead.
      if (popup && !popup.closed) popup.location.replace(url)
      foyer.push('BuyInProgress', { onramp: { provider: provider.name, symbol: asset.symbol, url } })
    } catch (cause) {
      popup?.close()
      setError(toFoyerError(cause).shortMessage)
    } finally {
      setOpening(undefined)
    }
  }

  return (
    <div className="stack">
      <OnrampFields
        offer={offer}
        form={form}
        onChange={setForm}
        asset={asset}
        method={method}
        problem={problem}
      />
      <h3 className="field-label" id={providersId}>
        {t('onramp.providers')}
      </h3>
      {offer.sample ? (
        <p className="muted onramp-sample" role="note">
          {t('onramp.sampleNotice')}
        </p>
      ) : null}
      <ul className="stack onramp-providers" aria-labelledby={providersId}>
        {offer.providers.map((provider) =>
          offer.sample ? (
            <SampleProviderRow key={provider.id} provider={provider} />
          ) : (
            <OnrampProviderRow
              key={provider.id}
              provider={provider}
              prices={prices}
              problem={Boolean(problem)}
              opening={opening}
              onChoose={() => void choose(provider)}
            />
          ),
        )}
      </ul>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Buy crypto's fields: the amount with the method's limits, the asset and the payment method. */
function OnrampFields({
  offer,
  form,
  onChange,
  asset,
  method,
  problem,
}: {
  offer: OnrampOffer
  form: OnrampFormState
  onChange(form: OnrampFormState): void
  asset: OnrampAsset
  method: OnrampPaymentMethod
  problem: unknown
}) {
  const t = useT()
  const ids = { amount: useId(), asset: useId(), method: useId(), amountError: useId() }
  return (
    <>
      {/* The On-ramp view's styles (its provider list below these fields), held while it shows. */}
      <ShadowStyle css={onrampStyles} />
      <label className="field-label" htmlFor={ids.amount}>
        {t('onramp.amount', { currency: offer.currency })}
      </label>
      <input
        id={ids.amount}
        className="search-input"
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        aria-invalid={problem ? true : undefined}
        aria-describedby={ids.amountError}
        onChange={(event) => onChange({ ...form, amount: event.target.value })}
      />
      <p id={ids.amountError} className={problem ? 'error-text field-error' : 'muted field-error'}>
        {t('onramp.limits', { min: method.min, max: method.max, currency: offer.currency })}
      </p>
      <label className="field-label" htmlFor={ids.asset}>
        {t('onramp.asset')}
      </label>
      <select
        id={ids.asset}
        className="search-input"
        value={asset.id}
        onChange={(event) => onChange({ ...form, asset: event.target.value })}
      >
        {offer.assets.map((item) => (
          <option key={item.id} value={item.id}>
            {item.symbol} — {item.name}
          </option>
        ))}
      </select>
      <label className="field-label" htmlFor={ids.method}>
        {t('onramp.method')}
      </label>
      <select
        id={ids.method}
        className="search-input"
        value={method.id}
        onChange={(event) => onChange({ ...form, method: event.target.value })}
      >
        {offer.methods.map((item) => (
          <option key={item.id} value={item.id}>
            {methodLabel(t, item.id)}
          </option>
        ))}
      </select>
    </>
  )
}

/** A payment method's name ('Card', 'Bank transfer'), or its id when the catalog has none. */
function methodLabel(t: ReturnType<typeof useT>, id: string): string {
  return id === 'ach_bank_account' ? t('onramp.method.bank') : id === 'card' ? t('onramp.method.card') : id
}

/**
 * Each provider's quote for the form as typed, asked after a pause (ONRAMP_QUOTE_DELAY_MS); undefined
 * until the answers for this very form arrive (an older form's answers are dropped).
 */
function useOnrampQuotes({
  offer,
  asset,
  method,
  problem,
  amount,
}: {
  offer: OnrampOffer | undefined | null
  asset: OnrampAsset | undefined
  method: OnrampPaymentMethod | undefined
  problem: unknown
  amount: string
}): Record<string, OnrampPrice | undefined> | undefined {
  const foyer = useFoyerInstance()
  const [quotes, setQuotes] = useState<{ for: string; prices: Record<string, OnrampPrice | undefined> }>()
  const quoteKey = `${amount}|${asset?.id}|${asset?.network}|${method?.id}`
  useEffect(() => {
    // Sample providers (the server's options could not be had) quote nothing: they cannot be bought from.
    if (!offer || offer.sample || !asset || !method || problem) return
    let live = true
    const timer = setTimeout(() => {
      void Promise.all(
        offer.providers.map(async (provider) => {
          const price = await quoteOnramp(foyer, { asset, amount: amount, method, provider })
          return [provider.id, price] as const
        }),
      ).then((entries) => {
        if (live) setQuotes({ for: quoteKey, prices: Object.fromEntries(entries) })
      })
    }, ONRAMP_QUOTE_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [foyer, offer, asset, method, problem, amount, quoteKey])
  return quotes?.for === quoteKey ? quotes.prices : undefined
}

/**
 * BuyInProgress: the checkout is open in the provider's window; the account's on-ramp history is looked
 * at every few seconds until a new purchase arrives, which refreshes the balance. A closed checkout
 * window is said, and the modal stays usable: the purchase, if made, still shows when it lands.
 */
export function BuyInProgressView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const checkout = useStoreSelector(foyer.stores.router, (state) => state.data?.onramp)
  const [bought, setBought] = useState<OnrampPurchase>()
  const [closed, setClosed] = useState(false)

  useEffect(() => {
    if (bought) return
    const known = new Set(foyer.services.onrampCheckout?.known ?? [])
    let live = true
    const look = async () => {
      const popup = foyer.services.onrampCheckout?.window
      if (popup?.closed) setClosed(true)
      try {
        const purchase = (await fetchOnrampPurchases(foyer)).find((item) => !known.has(item.id))
        if (!live || !purchase) return
        setBought(purchase)
        foyer.services.onrampCheckout = { window: null, known: [...known, purchase.id] }
        void fetchBalance(foyer).catch(() => undefined)
      } catch {
        // The history is unreachable for now: the next look tries again.
      }
    }
    const timer = setInterval(() => void look(), ONRAMP_POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [foyer, bought])

  if (bought) {
    return (
      <div className="stack center">
        <p className="headline" role="status">
          {t('onramp.bought', {
            amount: bought.amount ?? '',
            symbol: bought.symbol ?? checkout?.symbol ?? '',
          })}
        </p>
        <p className="muted">{t('onramp.boughtHint')}</p>
        <button type="button" className="button button-block" onClick={() => foyer.reset('Account')}>
          {t('onramp.back')}
        </button>
      </div>
    )
  }
  return (
    <div className="stack center">
      <span className="ring" aria-hidden="true" />
      <p className="headline">{t('onramp.inProgress', { provider: checkout?.provider ?? '' })}</p>
      <p className="muted" role="status">
        {closed ? t('onramp.windowClosed') : t('onramp.waiting', { symbol: checkout?.symbol ?? '' })}
      </p>
      {checkout?.url ? (
        <a className="link-button" href={checkout.url} target="_blank" rel="noopener noreferrer">
          {t('onramp.openProvider', { provider: checkout.provider })}
        </a>
      ) : null}
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => foyer.reset('Account')}
      >
        {t('onramp.back')}
      </button>
    </div>
  )
}
