import { ProviderLoginError } from './errors.js'

export interface CompleteProviderLoginParameters {
  /** The test user's login (`alice`, `bob`); `'cancel'` presses the login page's Cancel. */
  user: string
  /** The consent page's answer; `'allow'` by default. */
  consent?: 'allow' | 'deny' | undefined
  /**
   * The cookies of an earlier login (`ProviderLoginResult.cookies`): a user signed in already skips the
   * login page, as in a browser.
   */
  cookies?: ReadonlyMap<string, string> | undefined
}

/** The request the browser makes to the client's redirect URI when the provider is done. */
export interface ProviderLoginResult {
  /** `GET` for a query answer; `POST` for `response_mode=form_post` (Apple), with `form` as its body. */
  method: 'GET' | 'POST'
  url: URL
  form: URLSearchParams | undefined
  /** The provider's cookies after the login. */
  cookies: Map<string, string>
}

const MAX_STEPS = 20

/** Keeps the cookies a response sets, and forgets those it expires. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) jar.delete(name)
    else jar.set(name, value)
  }
}

/** The action and hidden inputs of oidc-provider's form_post page. */
function readFormPost(html: string): { action: string; form: URLSearchParams } | undefined {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) return undefined
  const form = new URLSearchParams()
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g,
  ))
    form.append(name, decodeEntities(value))
  return { action: decodeEntities(action), form }
}

const decodeEntities = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/**
 * Drives a local provider's pages with plain `fetch` the way a person in a popup would: follows the
 * authorization URL's redirects, signs in as `user` on the login page (or cancels), answers the consent
 * page, and stops at the first redirect that leaves the provider, which it returns as the request the
 * browser would make to the redirect URI (a form post for Apple). It does not make that request.
 *
 * @example
 * const { url } = await completeProviderLogin(authorizationUrl, { user: 'alice' })
 * url.searchParams.get('code')
 */
export async function completeProviderLogin(
  authorizationUrl: string,
  { user, consent = 'allow', cookies }: CompleteProviderLoginParameters,
): Promise<ProviderLoginResult> {
  const jar = new Map(cookies)
  const origin = new URL(authorizationUrl).origin
  let url = new URL(authorizationUrl)
  let body: URLSearchParams | undefined
  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      ...(body ? { body } : {}),
    })
    keepCookies(jar, response)
    body = undefined
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      if (url.origin !== origin) return { method: 'GET', url, form: undefined, cookies: jar }
      continue
    }
    const html = await response.text()
    const formPost = response.ok && html.includes('Submitting Callback') ? readFormPost(html) : undefined
    if (formPost) return { method: 'POST', url: new URL(formPost.action), form: formPost.form, cookies: jar }
    const page = /\/interaction\/[A-Za-z0-9_-]+$/.test(url.pathname) && response.ok
    if (page && html.includes('/login"')) {
      body = user === 'cancel' ? new URLSearchParams() : new URLSearchParams({ user })
      url = new URL(`${url.pathname}/${user === 'cancel' ? 'abort' : 'login'}`, url)
      continue
    }
    if (page && html.includes('/confirm"')) {
      body = new URLSearchParams()
      url = new URL(`${url.pathname}/${consent === 'allow' ? 'confirm' : 'abort'}`, url)
      continue
    }
    throw new ProviderLoginError({
      provider: url.pathname.split('/')[1] ?? '',
      status: response.status,
      url: url.href,
    })
  }
  throw new ProviderLoginError({ provider: url.pathname.split('/')[1] ?? '', status: 0, url: url.href })
}
