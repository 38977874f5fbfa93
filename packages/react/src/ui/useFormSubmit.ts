import type { FormsState, Foyer } from '@foyer/core'
import { toFoyerError } from '@foyer/core/views'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'

/** The fields the instance keeps for its forms (Connect's email, the new email, the account name). */
export type KeptField = 'loginEmail' | 'newEmail' | 'accountName'

/**
 * A form's one field and its submit, as the email and name forms have them: the value is kept in the
 * instance's `forms` store under `field` (leaving the view and coming back loses nothing; `initial` may
 * drop a stale one), `check` may refuse it in words before `send` runs, and `send`'s refusal becomes the
 * error line while the field keeps what was typed. Typing (`change`) clears the error; `setValue` does not.
 */
export function useFormSubmit({
  field,
  initial = (typed) => typed,
  check = () => undefined,
  send,
}: {
  field: KeptField
  initial?: (typed: string) => string
  check?: (value: string) => string | undefined
  send(foyer: Foyer, value: string): Promise<unknown>
}) {
  const foyer = useFoyerInstance()
  const [value, setValue] = useState(() => initial(foyer.stores.forms.getState()[field]))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    foyer.stores.forms.setState({ [field]: value } as Partial<FormsState>)
  }, [field, foyer, value])

  const submit = async () => {
    const problem = check(value)
    setError(problem)
    if (problem !== undefined) return
    setSending(true)
    try {
      await send(foyer, value)
    } catch (cause) {
      setError(toFoyerError(cause).shortMessage)
    } finally {
      setSending(false)
    }
  }

  const change = (next: string) => {
    setValue(next)
    setError(undefined)
  }

  return { value, change, setValue, sending, error, submit }
}
