import { isSocialProvider, SOCIAL_PROVIDER_NAMES } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { SocialIcon } from './socialIcons.js'
import { socialStyles } from './socialStyles.js'
import { startSocialLogin } from './startSocialLogin.js'

/**
 * ConnectingSocial: the provider's mark, 'Log in with Google' and, while the provider's window is open,
 * 'Connect in the provider tab'. When the login stopped (window blocked or closed, the provider refused,
 * the state did not match…) core's reason in the page's language, and Try again, which opens the window
 * again inside its click.
 */
export function ConnectingSocialView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const social = useStoreSelector(foyer.stores.router, (state) => state.data?.social)
  if (!social || !isSocialProvider(social.provider)) return null
  const { provider, error } = social
  const name = SOCIAL_PROVIDER_NAMES[provider]
  return (
    <div className="stack center">
      <ShadowStyle css={socialStyles} />
      <span className="social-logo">
        <SocialIcon provider={provider} />
      </span>
      <p className="headline">{t('social.logInWith', { provider: name })}</p>
      {error ? (
        <p className="error-text" role="alert">
          {error.message}
        </p>
      ) : (
        <p className="muted" role="status">
          {t('social.inProviderTab')}
        </p>
      )}
      {error ? (
        <button
          type="button"
          className="button button-block"
          onClick={() => startSocialLogin(foyer, provider)}
        >
          {t('social.tryAgain')}
        </button>
      ) : null}
    </div>
  )
}
