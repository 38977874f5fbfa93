import { foyerSdk } from '../sdk.js'

const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':')

/**
 * The chain RPC endpoint of a Foyer server (spec section 7):
 * `{baseUrl}/v1/?chainId={caipNetworkId}&projectId={projectId}`, plus `st` and `sv` (sdk type and
 * version), which the Foyer server requires on every request. Pass `sdk: false` for the bare pattern.
 *
 * @example
 * foyerRpcUrl('http://127.0.0.1:4000', 'eip155:31337', 'demo')
 * // 'http://127.0.0.1:4000/v1/?chainId=eip155:31337&projectId=demo&st=foyer&sv=0.1.0'
 */
export function foyerRpcUrl(
  baseUrl: string,
  caipNetworkId: string,
  projectId: string,
  sdk: { sdkType: string; sdkVersion: string } | false = {
    sdkType: foyerSdk.type,
    sdkVersion: foyerSdk.version,
  },
): string {
  const base = baseUrl.replace(/\/+$/, '')
  const query = `chainId=${encode(caipNetworkId)}&projectId=${encode(projectId)}`
  const extra = sdk ? `&st=${encode(sdk.sdkType)}&sv=${encode(sdk.sdkVersion)}` : ''
  return `${base}/v1/?${query}${extra}`
}
