/**
 * Styles of the social buttons (Connect's row, All socials' list), ConnectingSocial and
 * ConnectingFarcaster, scoped to the modal.
 */
export const socialStyles = `
.socials { list-style: none; margin: 0; padding: 0; display: flex; gap: 8px; }
.socials > li { flex: 1; display: flex; }
.social-button { flex: 1; display: flex; align-items: center; justify-content: center; gap: 6px; min-height: 44px;
  border: 1px solid var(--foyer-color-border, transparent); border-radius: calc(var(--r, 4px) * 3);
  background: var(--foyer-color-surface); color: inherit; font: inherit; cursor: pointer; }
.social-button:hover { background: var(--foyer-color-surface-hover); }
.social-button svg { width: 20px; height: 20px; flex: none; }
.social-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.social-logo { display: inline-flex; align-items: center; justify-content: center; width: 64px; height: 64px;
  border-radius: calc(var(--r, 4px) * 4); background: var(--foyer-color-surface); }
.social-logo svg { width: 32px; height: 32px; }
a.farcaster-open { text-decoration: none; }
`
