import { getFarcasterUrl, isMobile, SOCIAL_PROVIDER_NAMES } from '@foyer/core/views'
import { useEffect } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { copyText } from '../../ui/copyText.js'
import { LoadingStatus } from '../../ui/LoadingStatus.js'
import { QrCode } from '../../ui/QrCode.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { SocialIcon } from './socialIcons.js'
import { socialStyles } from './socialStyles.js'
import { startFarcasterLogin } from './startSocialLogin.js'

const name = SOCIAL_PROVIDER_NAMES.farcaster

/**
 * ConnectingFarcaster: 'Log in with Farcaster', the Sign In With Farcaster link as a QR code (named for
 * screen readers), 'Open Farcaster' (the link itself: the way in for a visitor on their phone, where it
 * is the main button), 'Copy link', and 'Scan with your
 * phone's camera or the Farcaster app' while core waits for the approval. When the login stopped (the relay
 * down, a signature that does not verify, the channel expired) core's reason in the page's language, and
 * Try again, which opens a new channel (a new link and QR code). The header's Back leaves: core then
 * clears the link and ends the frame's wait. Opened on its own (no login under way), it starts one.
 */
export function ConnectingFarcasterView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const social = useStoreSelector(foyer.stores.router, (state) => state.data?.social)
  const url = useStoreSelector(foyer.stores.chains, () => getFarcasterUrl(foyer))
  const running = social?.provider === 'farcaster'
  // biome-ignore lint/correctness/useExhaustiveDependencies: start once, when opened without a login
  useEffect(() => {
    if (!running) startFarcasterLogin(foyer)
  }, [])
  const error = running ? social.error : undefined
  const mobile = (foyer.options.isMobile ?? isMobile)()
  const copy = () =>
    void copyText(foyer, url ?? '', {
      copied: t('walletConnect.linkCopied'),
      failed: t('walletConnect.copyFailed'),
    })

  return (
    <div className="stack center">
      <ShadowStyle css={socialStyles} />
      <h3 className="headline">{t('social.logInWith', { provider: name })}</h3>
      {error ? (
        <>
          <span className="social-logo">
            <SocialIcon provider="farcaster" />
          </span>
          <p className="error-text" role="alert">
            {error.message}
          </p>
          <button type="button" className="button button-block" onClick={() => startFarcasterLogin(foyer)}>
            {t('social.tryAgain')}
          </button>
        </>
      ) : url ? (
        <>
          <QrCode value={url} label={t('farcaster.qrLabel')} logo={<SocialIcon provider="farcaster" />} />
          <LoadingStatus text={t('farcaster.scan')} />
          <a
            className={`button button-block farcaster-open${mobile ? '' : ' button-secondary'}`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('farcaster.open')}
          </a>
          <button type="button" className="button button-block button-secondary" onClick={copy}>
            {t('walletConnect.copyLink')}
          </button>
        </>
      ) : (
        <>
          <span className="social-logo">
            <SocialIcon provider="farcaster" />
          </span>
          <LoadingStatus text={t('farcaster.preparing')} />
        </>
      )}
    </div>
  )
}
