import type { ReactNode } from 'react'

/**
 * A form the modal handles itself: no browser validation (the view says what is wrong, in the modal's
 * words) and no page load; Enter in a field or the submit button call `onSubmit`.
 */
export function Form({
  className = 'stack',
  onSubmit,
  children,
}: {
  className?: string
  onSubmit(): void
  children: ReactNode
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/**
 * A form's text field: what is typed is kept as typed (no spell check, no capitals added), `invalid`
 * marks it for assistive technology and `describedBy` names the lines that say why.
 */
export function FormInput({
  id,
  value,
  disabled,
  invalid,
  describedBy,
  onChange,
  type,
  autoComplete,
  inputMode,
}: {
  id: string
  value: string
  disabled: boolean
  invalid: boolean
  describedBy: string | undefined
  onChange(value: string): void
  type?: 'email'
  autoComplete: 'email' | 'off'
  inputMode?: 'email'
}) {
  return (
    <input
      id={id}
      className="search-input"
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      spellCheck={false}
      autoCapitalize="none"
      value={value}
      disabled={disabled}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
