import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { SocialIcon } from './socialIcons.js'
import { socialStyles } from './socialStyles.js'
import { startSocialLogin } from './startSocialLogin.js'

/** How many buttons Connect's row holds; with more providers, the last place opens All socials. */
export const SOCIAL_ROW_SIZE = 4

/**
 * Connect's social entry point (spec section 2): the providers core offers, in their order, as a row of
 * icon buttons named 'Continue with Google'…; when there are more than the row holds, the first ones and
 * an 'All socials' button that lists them all (ConnectSocials). A click opens the provider's login window
 * at once and shows ConnectingSocial.
 */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const overflow = providers.length > SOCIAL_ROW_SIZE
  const shown = overflow ? providers.slice(0, SOCIAL_ROW_SIZE - 1) : providers
  return (
    <>
      <ShadowStyle css={socialStyles} />
      <ul className="socials" aria-label={t('social.listLabel')}>
        {shown.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="social-button"
              aria-label={t('social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
              title={SOCIAL_PROVIDER_NAMES[provider]}
              onClick={() => startSocialLogin(foyer, provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          </li>
        ))}
        {overflow ? (
          <li>
            <button
              type="button"
              className="social-button"
              aria-label={t('social.all')}
              title={t('social.all')}
              onClick={() => foyer.push('ConnectSocials')}
            >
              <MoreIcon />
            </button>
          </li>
        ) : null}
      </ul>
    </>
  )
}

const MoreIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
)
