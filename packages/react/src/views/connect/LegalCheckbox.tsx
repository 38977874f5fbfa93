import { readLegalAcceptance, setLegalAccepted } from '@foyer/core/views'
import { type ReactNode, useId, useLayoutEffect } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'

/** `text` with its `{name}` placeholders replaced by `parts[name]` (links inside a translated sentence). */
function fill(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence never move
    return name && name in parts ? <span key={index}>{parts[name]}</span> : piece
  })
}

/** The host's legal links, each opening its page in a new tab, for a sentence's placeholders. */
function useLegalLinks(): Record<string, ReactNode> {
  const foyer = useFoyerInstance()
  const t = useT()
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = foyer.options
  const link = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
  return {
    ...(terms ? { terms: link(terms, t('legal.terms')) } : {}),
    ...(privacy ? { privacy: link(privacy, t('legal.privacy')) } : {}),
  }
}

/** Which sentence fits the links the host gave: both, terms only, or privacy only. */
const sentenceKey = (links: Record<string, ReactNode>, prefix: 'agree' | 'notice') =>
  links.terms && links.privacy
    ? (`legal.${prefix}Both` as const)
    : links.terms
      ? (`legal.${prefix}Terms` as const)
      : (`legal.${prefix}Privacy` as const)

/**
 * Connect's notice when the host gives `termsConditionsUrl` or `privacyPolicyUrl` without the legal
 * checkbox: 'By connecting a wallet, you agree to the Terms of Service and the Privacy Policy'.
 */
export function LegalNotice() {
  const t = useT()
  const links = useLegalLinks()
  if (!links.terms && !links.privacy) return null
  return <p className="small muted center-text">{fill(t(sentenceKey(links, 'notice')), links)}</p>
}

/**
 * The legal checkbox of Connect (`features.legalCheckbox`): 'I agree to the Terms of Service and the
 * Privacy Policy', each a link to the host's page (opened in a new tab). Ticking it enables the wallets
 * and is remembered; core refuses the option without a link.
 */
export function LegalCheckbox() {
  const foyer = useFoyerInstance()
  const t = useT()
  const id = useId()
  const accepted = useStoreSelector(foyer.stores.connection, (state) => state.legalAccepted === true)
  const links = useLegalLinks()
  useLayoutEffect(() => readLegalAcceptance(foyer), [foyer])

  return (
    <div className="legal">
      <input
        id={id}
        type="checkbox"
        checked={accepted}
        onChange={(event) => setLegalAccepted(foyer, event.target.checked)}
      />
      <label htmlFor={id} className="small">
        {fill(t(sentenceKey(links, 'agree')), links)}
      </label>
    </div>
  )
}
