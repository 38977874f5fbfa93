import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { useFoyerLocale } from '../i18n/useT.js'
import { ShadowRootContext, ShadowStyle } from './shadowStyle.js'

export interface ShadowHostProps {
  /** Custom element name of the host, e.g. 'foyer-modal' (host-page selectors like `div` never match it). */
  tag: `foyer-${string}`
  /** CSS of the shadow root (an adopted sheet, or a `<style>` with the `nonce` option); nothing of it reaches the page. */
  css: string
  /** Create the host at the end of `document.body` instead of where this component renders. */
  appendToBody?: boolean
  /** Attributes set on the host element (e.g. `data-embedded`). */
  hostAttributes?: Record<string, string>
  children: ReactNode
}

/**
 * A shadow root that a custom element (`@foyer/react/web`) gives to the button rendered for it: the
 * button renders into it instead of creating its own host, so that the page's `<foyer-connect-button>`
 * is the button's host.
 */
export const HostedShadowRoot = createContext<ShadowRoot | null>(null)

/** Whether an in-place host (a Foyer button, or the modal rendered in place) has drawn its content in this page yet. */
const page = { buttonDrawn: false }

// On a server the effects never run; React 18 warns about useLayoutEffect there, React 19 does not.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

function attach(host: HTMLElement): ShadowRoot {
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' })
}

/**
 * Sets `attributes` (JSON of name → value) on `host`, leaving those that already hold their value
 * untouched: a host attribute that changes (`lang`, `dir`, the theme's `style`) restyles and lays out all
 * that the root holds. `styleSet` keeps the `style` text given last: the browser rewrites the text it is
 * given, so the host's own text cannot be compared. Returns what removes them again.
 */
function setHostAttributes(host: Element, attributes: string, styleSet: { current?: string }): () => void {
  const entries = Object.entries(JSON.parse(attributes) as Record<string, string>)
  // `style` goes through the CSSOM: a strict Content-Security-Policy refuses a style attribute set as
  // markup (style-src-attr) but allows scripts to set styles.
  const set = (name: string, value: string | undefined) => {
    if (name === 'style') {
      if (styleSet.current === (value ?? '')) return
      ;(host as HTMLElement).style.cssText = value ?? ''
      styleSet.current = value ?? ''
    } else if (value === undefined) host.removeAttribute(name)
    else if (host.getAttribute(name) !== value) host.setAttribute(name, value)
  }
  for (const [name, value] of entries) set(name, value)
  return () => {
    for (const [name] of entries) set(name, undefined)
  }
}

/**
 * Renders `children` inside an open shadow root so that host-page CSS cannot reach them and their CSS
 * cannot leak out. Everything inherited through the host is cut by `:host { all: initial }` in `css`.
 */
export function ShadowHost({ tag, css, appendToBody = false, hostAttributes, children }: ShadowHostProps) {
  const given = useContext(HostedShadowRoot)
  const hosted = appendToBody ? null : given
  const [inlineHost, setInlineHost] = useState<HTMLElement | null>(null)
  const [ownRoot, setRoot] = useState<ShadowRoot | null>(null)
  const root = hosted ?? ownRoot

  // The host carries the page's language and direction: the shadow content inherits `direction`
  // (`all: initial` does not reset it), and `:host([dir='rtl'])` mirrors what points along the text.
  const { locale, direction } = useFoyerLocale()
  const attributes = JSON.stringify({ lang: locale, dir: direction, ...hostAttributes })
  const latestAttributes = useRef(attributes)
  latestAttributes.current = attributes
  const styleSet = useRef<string | undefined>(undefined)

  useClientLayoutEffect(() => {
    if (hosted) return undefined
    if (appendToBody) {
      const host = document.createElement(tag)
      // Set before the content renders (the effect below then finds them in place): set after it, they
      // would restyle and lay out the whole content a second time on the first open.
      setHostAttributes(host, latestAttributes.current, styleSet)
      document.body.append(host)
      setRoot(attach(host))
      return () => {
        host.remove()
        setRoot(null)
      }
    }
    // In place (the connect and network buttons), the page's first buttons render in a transition:
    // React then draws them in slices of their own after the page's first render, rather than inside
    // that render's task, which Foyer's button made a long task on a 2-core machine (issue #32). A button
    // mounted once one is drawn (the network button, shown once connected) renders with what mounted it:
    // in a transition it showed a frame or two after the account button beside it, and a browser test's
    // click on the header's first button found the account button in that gap.
    if (inlineHost) {
      const shadowRoot = attach(inlineHost)
      if (page.buttonDrawn) setRoot(shadowRoot)
      else startTransition(() => setRoot(shadowRoot))
    }
    return undefined
  }, [appendToBody, inlineHost, tag, hosted])

  useClientLayoutEffect(() => {
    const host = root?.host
    if (!host) return
    if (!appendToBody) page.buttonDrawn = true
    return setHostAttributes(host, attributes, styleSet)
  }, [root, attributes, appendToBody])

  const content = root
    ? createPortal(
        <ShadowRootContext.Provider value={root}>
          <ShadowStyle css={css} />
          {children}
        </ShadowRootContext.Provider>,
        root,
      )
    : null
  if (appendToBody || hosted) return content
  return createElement(tag, { ref: setInlineHost }, content)
}
