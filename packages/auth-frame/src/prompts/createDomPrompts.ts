import { PromptCancelledError, UserRejectedError } from '../errors.js'
import { armWhenVisible } from './arming.js'
import { consentBody, consentLabels } from './consentView.js'
import { el } from './dom.js'
import { createTranslator, type FrameTranslator } from './messages.js'
import { passkeyOffer } from './passkeyView.js'
import { passwordForm } from './passwordView.js'
import { PROMPT_CSS } from './styles.js'
import type { FramePrompts, PromptTheme } from './types.js'

const TITLE_ID = 'foyer-prompt-title'

/** One prompt on screen: builds its content, and is told when it must end. */
interface Shown {
  end(error: Error): void
}

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
  let queue: Promise<unknown> = Promise.resolve()
  const waiting = new Set<(error: Error) => void>()
  let shown: Shown | undefined

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

  /**
   * Runs `show` once the prompts before it are done; `finish` settles the returned promise. A prompt
   * aborted or cancelled while it waits rejects at once and is never drawn.
   */
  const enqueue = (signal: AbortSignal, show: (finish: (error?: Error) => void) => Shown): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let ended = false
      const cancel = (error: Error) => {
        ended = true
        waiting.delete(cancel)
        reject(error)
      }
      const reason = () => (signal.reason instanceof Error ? signal.reason : new PromptCancelledError())
      if (signal.aborted) return cancel(reason())
      waiting.add(cancel)
      signal.addEventListener('abort', () => cancel(reason()), { once: true })
      queue = queue.then(
        () =>
          new Promise<void>((next) => {
            if (ended) return next()
            waiting.delete(cancel)
            let done = false
            const finish = (error?: Error) => {
              if (done) return
              done = true
              shown = undefined
              scrim.replaceChildren()
              scrim.hidden = true
              next()
              if (error) reject(error)
              else resolve()
            }
            const current = show(finish)
            shown = current
            signal.addEventListener('abort', () => current.end(reason()), { once: true })
          }),
      )
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
      return enqueue(signal, (finish) => {
        const labels = consentLabels(request, translator)
        const status = el(document, 'p', { class: 'status', role: 'status' }, [
          translator.t('consent.arming'),
        ])
        const reject = el(document, 'button', { type: 'button' }, [translator.t('consent.reject')])
        const approve = el(document, 'button', { type: 'button', class: 'primary', disabled: '' }, [
          labels.approve,
        ])
        const section = card(labels.title, [
          ...consentBody(document, request, network, translator),
          status,
          el(document, 'div', { class: 'buttons' }, [reject, approve]),
        ])
        // A transaction waits for its preview; one the chain would refuse cannot be approved.
        let settled = request.kind !== 'transaction' || !request.preview
        let refused = false
        const update = () => {
          approve.disabled = !arming.armed() || !settled || refused
        }
        const arming = armWhenVisible(window, section, (armed) => {
          update()
          status.textContent = armed ? '' : translator.t('consent.arming')
        })
        if (request.kind === 'transaction')
          void request.preview?.then((preview) => {
            settled = true
            refused = preview.status === 'reverts'
            update()
          })
        const end = (error?: Error) => {
          arming.stop()
          finish(error)
        }
        approve.addEventListener('click', (event) => {
          if (!event.isTrusted || approve.disabled || !arming.armed()) return
          status.textContent = translator.t('consent.working')
          end()
        })
        reject.addEventListener('click', (event) => {
          if (event.isTrusted) end(new UserRejectedError())
        })
        section.addEventListener('keydown', (event) => {
          if (event.isTrusted && event.key === 'Escape') end(new UserRejectedError())
        })
        return { end }
      })
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
    cancelAll() {
      for (const cancel of waiting) cancel(new PromptCancelledError())
      shown?.end(new PromptCancelledError())
    },
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
