// The dev Farcaster app page's view (plain DOM): the sign-in request, a button per dev user, Cancel and a
// status line. The page's entry (farcasterAppPage.ts) renders it; tests render it in jsdom.
import type { FarcasterDevUser } from '../farcasterDevUsers.js'
import { m } from '../messages.js'
import {
  approveSignIn,
  type FarcasterAppConfig,
  readSignInRequest,
  type SignInRequest,
} from './signInRequest.js'

/** A DOM element with `props` and `children`. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/** The request's details, a line each. */
function details(request: SignInRequest): HTMLUListElement {
  const lines = [
    m('detailUri', { uri: request.siweUri }),
    m('detailNonce', { nonce: request.nonce }),
    ...(request.notBefore ? [m('detailNotBefore', { time: request.notBefore })] : []),
    ...(request.expirationTime ? [m('detailExpires', { time: request.expirationTime })] : []),
    ...(request.requestId ? [m('detailRequestId', { id: request.requestId })] : []),
  ]
  return element(
    'ul',
    {},
    lines.map((line) => element('li', { textContent: line })),
  )
}

/** Renders the sign-in request into `root`: heading, details, a button per user, Cancel, a status line. */
export function renderFarcasterApp(root: HTMLElement, config: FarcasterAppConfig, search: string): void {
  const status = element('p', { role: 'status' } as Partial<HTMLParagraphElement>)
  const request = readSignInRequest(search)
  if (!request) {
    root.replaceChildren(element('h1', { textContent: m('title') }), status)
    status.textContent = m('missingRequest')
    return
  }
  const { domain } = request
  const buttons: HTMLButtonElement[] = []
  const settle = (text: string) => {
    status.textContent = text
    for (const button of buttons) button.disabled = true
  }
  const signIn = async (user: FarcasterDevUser) => {
    for (const button of buttons) button.disabled = true
    status.textContent = m('signingIn', { username: user.username })
    const result = await approveSignIn({ config, request, user })
    if (result.ok) return settle(m('signedIn', { username: user.username, domain }))
    status.textContent = result.error
    for (const button of buttons) button.disabled = false
  }
  for (const user of config.users) {
    buttons.push(
      element('button', {
        type: 'button',
        textContent: m('signInAs', { username: user.username }),
        title: `${user.displayName} (fid ${user.fid})`,
        onclick: () => void signIn(user),
      }),
    )
  }
  buttons.push(
    element('button', {
      type: 'button',
      textContent: m('cancel'),
      onclick: () => settle(m('cancelled', { domain })),
    }),
  )
  root.replaceChildren(
    element('h1', { textContent: m('heading', { domain }) }),
    element('p', { textContent: m('intro', { domain }) }),
    details(request),
    element('div', {}, buttons),
    status,
  )
}
