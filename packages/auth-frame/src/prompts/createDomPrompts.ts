import { armWhenVisible } from './arming.js'
import { consentPrompt } from './consentPrompt.js'
import { el } from './dom.js'
import { createTranslator, type FrameTranslator } from './messages.js'
import { passkeyOffer } from './passkeyView.js'
import { passwordForm } from './passwordView.js'
import { createPromptQueue } from './promptQueue.js'
import { PROMPT_CSS } from './styles.js'
import type { FramePrompts, PromptTheme } from './types.js'

const TITLE_ID = 'foyer-prompt-title'

/**
 * The frame's prompts drawn in its own document (see `FramePrompts`). Only a trusted event (a real click
 * or key press the browser delivered, `isTrusted`) answers a prompt, and only once the prompt has been
 * fully in view for a moment (`armWhenVisible`); the host page can neither reach this document nor fake
 * such an event. Prompts are shown one at a time, in the order they came.
 *
 * @example
 * const prompts = createDomPrompts(window)
 * await prompts.consent(request, network, signal) // resolves on the visitor's Sign or Approve
 */
export function createDomPrompts(window: Window & typeof globalThis): FramePrompts {
  const { document } = window
  let translator: FrameTranslator = createTranslator(undefined)

  try {
    const sheet = new window.CSSStyleSheet()
    sheet.replaceSync(PROMPT_CSS)
    document.adoptedStyleSheets = [sheet]
  } catch {
    // No constructable stylesheets (an old browser, a test DOM): the prompts work unstyled.
  }
  // The frame's script runs in its page's head: the body is there by the time a prompt shows.
  const scrim = el(document, 'div', { class: 'scrim', hidden: '' })
  const mount = () => {
    if (!scrim.isConnected) (document.body ?? document.documentElement).append(scrim)
  }

  const { enqueue, cancelAll } = createPromptQueue(() => {
    scrim.replaceChildren()
    scrim.hidden = true
  })

  /** The card around a prompt's content, shown and focused. */
  const card = (title: string, content: Node[]) => {
    const heading = el(document, 'h1', { id: TITLE_ID }, [title])
    const section = el(
      document,
      'section',
      { class: 'card', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': TITLE_ID, tabindex: '-1' },
      [el(document, 'p', { class: 'badge' }, [translator.t('frame.badge')]), heading, ...content],
    )
    mount()
    scrim.replaceChildren(section)
    scrim.hidden = false
    section.focus()
    return section
  }

  return {
    consent(request, network, signal) {
      return enqueue(signal, (finish) =>
        consentPrompt({ window, translator, request, network, card, finish }),
      )
    },
    password(mode, submit, signal, assess, passkey) {
      return enqueue(signal, (finish) => {
        const form = passwordForm(document, mode, translator, submit, finish, assess, passkey)
        card(translator.t(`password.${mode}.title`), [form.element])
        form.focus()
        return { end: finish }
      })
    },
    async offerPasskey(add, signal) {
      let outcome: 'added' | 'skipped' = 'skipped'
      await enqueue(signal, (finish) => {
        let arming: { armed(): boolean; stop(): void } | undefined
        const end = (error?: Error) => {
          arming?.stop()
          finish(error)
        }
        const offer = passkeyOffer(
          document,
          translator,
          add,
          (result) => {
            outcome = result
            end()
          },
          () => arming?.armed() === true,
        )
        const section = card(translator.t('passkey.offer.title'), [offer.element])
        arming = armWhenVisible(window, section, () => offer.update())
        section.addEventListener('keydown', (event) => {
          if (event.isTrusted && event.key === 'Escape' && !offer.busy()) {
            outcome = 'skipped'
            end()
          }
        })
        return { end }
      })
      return outcome
    },
    cancelAll,
    setTheme({ themeMode, themeVariables }: PromptTheme) {
      const root = document.documentElement
      if (themeMode) root.dataset.mode = themeMode
      for (const [name, value] of Object.entries(themeVariables ?? {}))
        if (/^--foyer-[a-z0-9-]+$/.test(name)) root.style.setProperty(name, String(value))
    },
    setLocale(locale) {
      translator = createTranslator(locale)
      document.documentElement.lang = translator.locale
      document.documentElement.dir = translator.dir
    },
  }
}
