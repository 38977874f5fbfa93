import { useFoyerInstance } from '@foyer/react'
import { useSyncExternalStore } from 'react'

/** Whether the connected account holds a sign-in session ('off' when the page does not ask for one). */
export function SignedIn() {
  const foyer = useFoyerInstance()
  const signedIn = useSyncExternalStore(
    foyer.stores.connection.subscribe,
    () => foyer.stores.connection.getState().signedIn,
  )
  if (!foyer.options.siwx) return <>off</>
  return <>{signedIn ? 'yes' : 'no'}</>
}
