import { createElement, type ReactNode, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
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

function attach(host: HTMLElement): ShadowRoot {
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' })
}

/**
 * Renders `children` inside an open shadow root so that host-page CSS cannot reach them and their CSS
 * cannot leak out. Everything inherited through the host is cut by `:host { all: initial }` in `css`.
 */
export function ShadowHost({ tag, css, appendToBody = false, hostAttributes, children }: ShadowHostProps) {
  const [inlineHost, setInlineHost] = useState<HTMLElement | null>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)

  useLayoutEffect(() => {
    if (appendToBody) {
      const host = document.createElement(tag)
      document.body.append(host)
      setRoot(attach(host))
      return () => {
        host.remove()
        setRoot(null)
      }
    }
    if (inlineHost) setRoot(attach(inlineHost))
    return undefined
  }, [appendToBody, inlineHost, tag])

  const attributes = JSON.stringify(hostAttributes ?? {})
  useLayoutEffect(() => {
    const host = root?.host
    if (!host) return
    const entries = Object.entries(JSON.parse(attributes) as Record<string, string>)
    // `style` goes through the CSSOM: a strict Content-Security-Policy refuses a style attribute set as
    // markup (style-src-attr) but allows scripts to set styles.
    const set = (name: string, value: string | undefined) => {
      if (name === 'style') (host as HTMLElement).style.cssText = value ?? ''
      else if (value === undefined) host.removeAttribute(name)
      else host.setAttribute(name, value)
    }
    for (const [name, value] of entries) set(name, value)
    return () => {
      for (const [name] of entries) set(name, undefined)
    }
  }, [root, attributes])

  const content = root
    ? createPortal(
        <ShadowRootContext.Provider value={root}>
          <ShadowStyle css={css} />
          {children}
        </ShadowRootContext.Provider>,
        root,
      )
    : null
  if (appendToBody) return content
  return createElement(tag, { ref: setInlineHost }, content)
}
