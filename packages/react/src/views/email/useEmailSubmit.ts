import type { FormsState, Foyer } from '@foyer/core'
import { InvalidEmailError, isEmailAddress, toFoyerError } from '@foyer/core/views'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'

/**
 * An email field and its Continue: the value is kept in the instance's `forms` store under `field` (leaving
 * the view and coming back loses nothing; `initial` may drop a stale one), an address that cannot be one is refused before
 * `send` runs, and `send`'s refusal becomes the error line while the field keeps what was typed.
 */
export function useEmailSubmit({
  field,
  initial = (typed) => typed,
  send,
}: {
  field: 'loginEmail' | 'newEmail'
  initial?: (typed: string) => string
  send(foyer: Foyer, email: string): Promise<unknown>
}) {
  const foyer = useFoyerInstance()
  const [email, setEmail] = useState(() => initial(foyer.stores.forms.getState()[field]))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    foyer.stores.forms.setState({ [field]: email } as Partial<FormsState>)
  }, [field, foyer, email])

  const submit = async () => {
    setError(undefined)
    if (!isEmailAddress(email.trim())) {
      setError(new InvalidEmailError().shortMessage)
      return
    }
    setSending(true)
    try {
      await send(foyer, email)
    } catch (cause) {
      setError(toFoyerError(cause).shortMessage)
    } finally {
      setSending(false)
    }
  }

  const change = (value: string) => {
    setEmail(value)
    setError(undefined)
  }

  return { email, change, sending, error, submit }
}
