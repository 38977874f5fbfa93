import {
  checkNameLabel,
  fullName,
  InvalidNameError,
  type NameSuggestion,
  nameSuffix,
  registerAccountName,
  suggestAccountNames,
  toFoyerError,
} from '@foyer/core/views'
import { useEffect, useId, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { Form, FormInput } from '../../ui/Form.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { useFormSubmit } from '../../ui/useFormSubmit.js'
import { nameStyles } from './nameStyles.js'

/** Suggestions follow the typing after this pause (a request per pause, not per key). */
export const NAME_SUGGESTIONS_DELAY_MS = 300

/** The label of a registry name: 'alice.reown.id' → 'alice'. */
const labelOf = (name: string) => (name.endsWith(nameSuffix) ? name.slice(0, -nameSuffix.length) : name)

/**
 * RegisterAccountName: the name field (its rule checked as it is typed), the registry's suggestions
 * and whether the typed name is free (asked after a pause; a late answer never replaces a newer one),
 * and Register: the wallet signs, the server registers, and RegisterAccountNameSuccess follows. A
 * refused signature or the server's refusal stays on this view, with the reason.
 */
export function RegisterAccountNameView() {
  const t = useT()
  const ids = { name: useId() }
  const form = useFormSubmit({
    // Kept by the instance: closing the modal or going back does not lose it.
    field: 'accountName',
    send: async (instance, value) => {
      const name = await registerAccountName(instance, value.trim())
      instance.stores.forms.setState({ accountName: '' })
      instance.replace('RegisterAccountNameSuccess', { name })
    },
  })
  const { value: label, sending: registering, error } = form
  const typed = label.trim()
  const problem = typed ? checkNameLabel(typed) : undefined

  const { answer, suggestionsError } = useNameSuggestions(typed)

  const current = answer?.label === typed.toLowerCase() ? answer : undefined
  const exact = current?.suggestions.find((suggestion) => suggestion.name === fullName(typed))
  const others = current?.suggestions.filter((suggestion) => suggestion !== exact && !suggestion.registered)
  let status: { text: string; error: boolean } | undefined
  // The rule's own message from core's catalog ('Use at least 4 characters').
  if (problem) status = { text: new InvalidNameError({ problem }).shortMessage, error: true }
  else if (typed && exact?.registered)
    status = { text: t('registerName.taken', { name: exact.name }), error: true }
  else if (typed && exact) status = { text: t('registerName.available', { name: exact.name }), error: false }
  else if (typed && !suggestionsError) status = { text: t('registerName.checking'), error: false }
  const canRegister = Boolean(typed && !problem && exact && !exact.registered && !registering)

  return (
    <Form
      onSubmit={() => {
        if (canRegister) void form.submit()
      }}
    >
      <ShadowStyle css={nameStyles} />
      <p className="muted">{t('registerName.intro')}</p>
      <NameField
        id={ids.name}
        label={label}
        disabled={registering}
        invalid={Boolean(problem || exact?.registered)}
        status={status}
        onChange={form.change}
      />
      {suggestionsError ? (
        <p className="error-text field-error" role="alert">
          {suggestionsError}
        </p>
      ) : null}
      {others && others.length > 0 ? (
        <NameSuggestions
          id={`${ids.name}-suggestions`}
          suggestions={others}
          disabled={registering}
          onPick={(name) => form.setValue(labelOf(name))}
        />
      ) : null}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-block" disabled={!canRegister}>
        {registering ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {t('registerName.registering')}
          </>
        ) : (
          t('registerName.register')
        )}
      </button>
    </Form>
  )
}

/** RegisterAccountNameSuccess: the registered name, now the account's identity, and the way back. */
export function RegisterAccountNameSuccessView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const name = useStoreSelector(foyer.stores.router, (state) => state.data?.name)
  return (
    <div className="stack center">
      <p className="headline">
        <bdi>{name}</bdi>
      </p>
      <p className="muted" role="status">
        {t('registerName.success', { name: name ?? '' })}
      </p>
      <button type="button" className="button button-block" onClick={() => foyer.reset('Account')}>
        {t('registerName.done')}
      </button>
    </div>
  )
}

/** The name field: the label typed before the registry's suffix, its rule, and what is known of it. */
function NameField({
  id,
  label,
  disabled,
  invalid,
  status,
  onChange,
}: {
  id: string
  label: string
  disabled: boolean
  invalid: boolean
  status: { text: string; error: boolean } | undefined
  onChange(value: string): void
}) {
  const t = useT()
  const ids = { hint: useId(), status: useId() }
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {t('registerName.label')}
      </label>
      <div className="field-row name-field">
        <FormInput
          id={id}
          autoComplete="off"
          value={label}
          disabled={disabled}
          invalid={invalid}
          describedBy={`${ids.hint} ${ids.status}`}
          onChange={onChange}
        />
        <span className="muted name-suffix" aria-hidden="true">
          {nameSuffix}
        </span>
      </div>
      <p id={ids.hint} className="muted field-error">
        {t('registerName.rule')}
      </p>
      <p
        id={ids.status}
        className={status?.error ? 'error-text field-error' : 'muted field-error'}
        role="status"
      >
        {status?.text ?? ''}
      </p>
    </>
  )
}

/**
 * The registry's suggestions for the typed label, asked after a pause (NAME_SUGGESTIONS_DELAY_MS); a late
 * answer never replaces a newer one. `answer` is for the label it names; `suggestionsError` says why
 * the registry could not answer.
 */
function useNameSuggestions(typed: string) {
  const foyer = useFoyerInstance()
  const [answer, setAnswer] = useState<{ label: string; suggestions: NameSuggestion[] }>()
  const [suggestionsError, setSuggestionsError] = useState<string>()
  useEffect(() => {
    if (!typed || checkNameLabel(typed) === 'characters') return
    let live = true
    const timer = setTimeout(() => {
      suggestAccountNames(foyer, typed).then(
        (suggestions) => {
          if (!live) return
          setAnswer({ label: typed.toLowerCase(), suggestions })
          setSuggestionsError(undefined)
        },
        (cause: unknown) => {
          if (live) setSuggestionsError(toFoyerError(cause).shortMessage)
        },
      )
    }, NAME_SUGGESTIONS_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [foyer, typed])
  return { answer, suggestionsError }
}

/** Free names like the typed one: choosing one types its label. */
function NameSuggestions({
  id,
  suggestions,
  disabled,
  onPick,
}: {
  id: string
  suggestions: NameSuggestion[]
  disabled: boolean
  onPick(name: string): void
}) {
  const t = useT()
  return (
    <>
      <h3 className="field-label" id={id}>
        {t('registerName.suggestions')}
      </h3>
      <ul className="stack name-suggestions" aria-labelledby={id}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.name}>
            <button type="button" className="row" disabled={disabled} onClick={() => onPick(suggestion.name)}>
              <bdi className="row-label">{suggestion.name}</bdi>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
