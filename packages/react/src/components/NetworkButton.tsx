import { getNetwork } from '@foyer/core'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { prefetchModal } from '../modal/loadModal.js'
import { buttonStyles } from '../theme/buttonStyles.js'
import { useThemeHostAttributes } from '../theme/useThemeHostAttributes.js'
import { NetworkImage } from '../ui/NetworkImage.js'
import { ShadowHost } from '../ui/ShadowHost.js'

export interface NetworkButtonProps {
  size?: 'md' | 'sm'
}

/**
 * The page-side network button: the active network's image and name; opens the Networks view.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ size = 'md' }: NetworkButtonProps) {
  const foyer = useFoyerInstance()
  const t = useT()
  const hostAttributes = useThemeHostAttributes(foyer)
  const network = useStoreSelector(foyer.stores.chains, () => getNetwork(foyer)?.caipNetwork)
  return (
    <ShadowHost tag="foyer-network-button" css={buttonStyles} hostAttributes={hostAttributes}>
      <span className="frame" data-foyer-root="">
        <button
          type="button"
          data-size={size}
          data-variant="network"
          aria-haspopup="dialog"
          onPointerEnter={() => prefetchModal(foyer)}
          onFocus={() => prefetchModal(foyer)}
          onClick={() => foyer.open({ view: 'Networks' })}
        >
          <NetworkImage className="image" network={network} />
          <span className="label">{network?.name ?? t('networkButton.select')}</span>
        </button>
      </span>
    </ShadowHost>
  )
}
