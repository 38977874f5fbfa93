import {
  messages as coreMessages,
  formatMessage,
  registerEnglish,
  setMessageFormatter,
} from '@foyer/core/messages'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { modalTexts } from '../i18n/en/modal.js'
import { modalStyles } from '../theme/styles.js'
import { useThemeHostAttributes } from '../theme/useThemeHostAttributes.js'
import { ShadowHost } from '../ui/ShadowHost.js'
import { Dialog } from './Dialog.js'
import { Toast } from './Toast.js'
import { useReducedMotion } from './useReducedMotion.js'

export { warmUpSteps } from './warmUpSteps.js'

// The modal's own texts arrive with its chunk (the page carries only the buttons' texts; each feature's
// views bring theirs), and so do the rest of core's (errors and alerts the views show; the page carries
// core's enPage.ts only).
registerEnglish(coreMessages)
registerEnglish(modalTexts)
// The views' texts use plurals ('{count, plural, …}'): the full message syntax comes with them.
setMessageFormatter(formatMessage)

/**
 * The modal (a lazily loaded chunk): a `<foyer-modal>` host with its own shadow root, appended to
 * `document.body`, or rendered in place with `disableAppend` / `enableEmbedded`. Holds the dialog while
 * open (always in embedded mode), and the toast region (in the card while it shows, else on the page).
 */
export default function Modal() {
  const foyer = useFoyerInstance()
  const { enableEmbedded, disableAppend } = foyer.options
  const embedded = enableEmbedded === true
  const open = useStoreSelector(foyer.stores.modal, (state) => state.open)
  const reducedMotion = useReducedMotion()
  const themeAttributes = useThemeHostAttributes(foyer)
  const hostAttributes = embedded ? { ...themeAttributes, 'data-embedded': '' } : themeAttributes
  return (
    <ShadowHost
      tag="foyer-modal"
      css={modalStyles}
      appendToBody={!embedded && disableAppend !== true}
      hostAttributes={hostAttributes}
    >
      <div
        className={embedded ? 'root embedded' : 'root'}
        data-foyer-root=""
        data-theme={foyer.options.themeMode}
        data-motion={reducedMotion ? 'reduce' : undefined}
      >
        {open || embedded ? <Dialog embedded={embedded} /> : <Toast placement="page" />}
      </div>
    </ShadowHost>
  )
}
