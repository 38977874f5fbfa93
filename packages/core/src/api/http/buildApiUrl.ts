import type { Foyer } from '../../types/foyer.js'
import { foyerSdk } from '../sdk.js'

/** A query value; undefined, null and '' are left out of the URL, arrays are joined with commas. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]
export type QueryParams = Record<string, QueryValue>

export interface BuildApiUrlParameters {
  baseUrl: string
  path: string
  params?: QueryParams | undefined
  projectId: string
  sdkType: string
  sdkVersion: string
  clientId?: string | null | undefined
}

/**
 * A Foyer server URL: `path` under `baseUrl` with the query every request carries (spec section 7:
 * projectId, `st`, `sv`, `clientId` when known); empty values are left out.
 *
 * @example
 * buildApiUrl({ baseUrl: 'http://127.0.0.1:4000', path: '/getWallets', params: { page: 1 }, projectId: 'demo', sdkType: 'foyer', sdkVersion: '0.1.0' })
 * // 'http://127.0.0.1:4000/getWallets?page=1&projectId=demo&st=foyer&sv=0.1.0'
 */
export function buildApiUrl(parameters: BuildApiUrlParameters): string {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const { projectId, sdkType, sdkVersion, clientId } = parameters
  const query = new URLSearchParams()
  const all: QueryParams = { ...parameters.params, projectId, st: sdkType, sv: sdkVersion, clientId }
  for (const [key, value] of Object.entries(all)) {
    if (value === undefined || value === null || value === '') continue
    query.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const separator = parameters.path.startsWith('/') ? '' : '/'
  return `${baseUrl}${separator}${parameters.path}?${query}`
}

/**
 * The URL of an image (or other GET asset) on `foyer`'s server, without loading the HTTP client: the
 * buttons on the page show network images before the modal's code has loaded.
 *
 * @example
 * foyerAssetUrl(foyer, apiUrl, '/public/getAssetImage/eip155%3A1')
 */
export function foyerAssetUrl(foyer: Foyer, apiUrl: string, path: string): string {
  return buildApiUrl({
    baseUrl: apiUrl,
    path,
    projectId: foyer.options.projectId,
    sdkType: foyerSdk.type,
    sdkVersion: foyerSdk.version,
  })
}
