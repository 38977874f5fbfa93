import { getSocialProviders, isLegalPending, SOCIAL_PROVIDER_NAMES } from '@foyer/core/views'
import { useMemo } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { SocialIcon } from './socialIcons.js'
import { socialStyles } from './socialStyles.js'
import { startSocialLogin } from './startSocialLogin.js'

/**
 * ConnectSocials ('All socials'): every provider Connect's row had no room for, with the others, one row
 * each ('Continue with Discord'), in core's order. A click opens the provider's login window at once.
 */
export function ConnectSocialsView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const providers = useMemo(() => getSocialProviders(foyer), [foyer])
  const legalPending = useStoreSelector(foyer.stores.connection, () => isLegalPending(foyer))
  return (
    <fieldset className="legal-gate" disabled={legalPending}>
      <ShadowStyle css={socialStyles} />
      {legalPending ? <legend className="visually-hidden">{t('legal.pending')}</legend> : null}
      <ul className="social-list" aria-label={t('social.listLabel')}>
        {providers.map((provider) => (
          <li key={provider}>
            <button type="button" className="row" onClick={() => startSocialLogin(foyer, provider)}>
              <span className="wallet-image fallback-icon" aria-hidden="true">
                <SocialIcon provider={provider} />
              </span>
              <span className="row-label">
                {t('social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
