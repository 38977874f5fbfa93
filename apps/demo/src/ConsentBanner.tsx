import { getAnalyticsConsent, setAnalyticsConsent } from '@foyer/core'
import { useFoyerInstance } from '@foyer/react'
import { useState } from 'react'

/** The host's consent question: Foyer sends analytics only after 'Allow' (when the page requires consent). */
export function ConsentBanner() {
  const foyer = useFoyerInstance()
  const [answer, setAnswer] = useState(() => getAnalyticsConsent(foyer))
  if (!foyer.options.consent?.required || answer !== 'unknown') return null
  const choose = (granted: boolean) => {
    setAnalyticsConsent(foyer, granted)
    setAnswer(granted ? 'granted' : 'denied')
  }
  return (
    <section className="card consent" aria-labelledby="consent-title">
      <h2 id="consent-title">Usage analytics</h2>
      <p>May Harbor Exchange send anonymous usage events of the wallet modal to its own server?</p>
      <div className="actions">
        <button type="button" onClick={() => choose(true)}>
          Allow analytics
        </button>
        <button type="button" onClick={() => choose(false)}>
          No thanks
        </button>
      </div>
    </section>
  )
}
