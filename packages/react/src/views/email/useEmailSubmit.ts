import { type Foyer, InvalidEmailError, isEmailAddress, toFoyerError } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'

/**
 * An email field and its Continue: the value is kept in `memory` per instance (leaving the view and coming
 * back loses nothing; `initial` may drop a stale one), an address that cannot be one is refused before
 * `send` runs, and `send`'s refusal becomes the error line while the field keeps what was typed.
 */
export function useEmailSubmit({
  memory,
  initial = (typed) => typed,
  send,
}: {
  memory: WeakMap<Foyer, string>
  initial?: (typed: string) => string
  send(foyer: Foyer, email: string): Promise<unknown>
}) {
  const foyer = useFoyerInstance()
  const [email, setEmail] = useState(() => initial(memory.get(foyer) ?? ''))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    memory.set(foyer, email)
  }, [memory, foyer, email])

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
