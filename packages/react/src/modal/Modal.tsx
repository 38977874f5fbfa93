import {
  messages as coreMessages,
  formatMessage,
  registerEnglish,
  setMessageFormatter,
} from '@foyer/core/messages'
import { Activity, type ReactNode, useMemo, useState } from 'react'
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
 *
 * Mounted closed before the first open with `ahead` (FoyerProvider does so once the page's idle
 * warm-up is through), it renders the dialog ahead of that open, hidden in an `<Activity>`: React
 * renders a hidden tree at its lowest priority, in slices of a few ms, keeps it out of the layout and
 * the accessibility tree (`display: none`) and mounts none of its effects (no store subscription, no
 * request, no focus move). The first open then reveals the same tree, and only the parts whose stores
 * changed render again: a cold click, a tap or Enter no longer renders the whole dialog on the input
 * (issue #32). From the first close on, the dialog unmounts while closed, as it did before, so that
 * each later open starts fresh.
 */
export default function Modal({ ahead: wanted = false }: { ahead?: boolean }) {
  const foyer = useFoyerInstance()
  const { enableEmbedded, disableAppend } = foyer.options
  const embedded = enableEmbedded === true
  const open = useStoreSelector(foyer.stores.modal, (state) => state.open)
  const reducedMotion = useReducedMotion()
  const themeAttributes = useThemeHostAttributes(foyer)
  const hostAttributes = embedded ? { ...themeAttributes, 'data-embedded': '' } : themeAttributes
  const shown = open || embedded
  const [opened, setOpened] = useState(shown)
  if (shown && !opened) setOpened(true)
  // One element for both modes: the reveal finds the hidden tree's props unchanged and keeps its render.
  const dialog = useMemo(() => <Dialog embedded={embedded} />, [embedded])
  const ahead = wanted && !shown && !opened && typeof Activity !== 'undefined'
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
        {shown || ahead ? <Reveal shown={shown}>{dialog}</Reveal> : null}
        {shown ? null : <Toast placement="page" />}
      </div>
    </ShadowHost>
  )
}

/** The dialog in an `<Activity>` where React has one (19.2), visible or hidden; as it is on React 18. */
function Reveal({ shown, children }: { shown: boolean; children: ReactNode }) {
  if (typeof Activity === 'undefined') return children
  return <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
}
