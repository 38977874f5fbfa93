import type { Foyer } from '../../types/foyer.js'
import { foyerSdk } from '../sdk.js'
import { createHttpClient, type HttpClient } from './createHttpClient.js'
import { toApiAlert } from './toApiAlert.js'

/**
 * The HTTP client of a Foyer instance towards its server: `apiUrl`, its project id and the sdk tags. A
 * server answer that calls for an alert (origin not allowed, session expired, invalid project id: spec
 * section 8) raises it on the instance, whichever call got it.
 */
export function createFoyerHttpClient(foyer: Foyer, apiUrl: string): HttpClient {
  return createHttpClient({
    baseUrl: apiUrl,
    projectId: foyer.options.projectId,
    sdkType: foyerSdk.type,
    sdkVersion: foyerSdk.version,
    onStatusError: (error) => {
      const key = toApiAlert(error)
      if (key) foyer.stores.alert.setState({ key })
    },
  })
}
