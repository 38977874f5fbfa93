import type { Foyer } from '../../types/foyer.js'
import { foyerSdk } from '../sdk.js'
import { createHttpClient, type HttpClient } from './createHttpClient.js'

/** The HTTP client of a Foyer instance towards its server: `apiUrl`, its project id and the sdk tags. */
export function createFoyerHttpClient(foyer: Foyer, apiUrl: string): HttpClient {
  return createHttpClient({
    baseUrl: apiUrl,
    projectId: foyer.options.projectId,
    sdkType: foyerSdk.type,
    sdkVersion: foyerSdk.version,
  })
}
