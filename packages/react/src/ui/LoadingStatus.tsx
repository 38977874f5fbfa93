/** A spinner and what is loading, announced politely (a status). */
export function LoadingStatus({ text, centered = true }: { text: string; centered?: boolean }) {
  return (
    <p className={centered ? 'muted center' : 'muted'} role="status">
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  )
}
