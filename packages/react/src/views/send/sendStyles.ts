/** Styles of the Send preview and its summary once sent, adopted into the modal's root while one shows. */
export const sendStyles = `
.send-summary { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 0; }
.send-summary dt { color: var(--foyer-color-foreground-muted); }
.send-summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.send-summary .send-summary-note { grid-column: 1 / -1; margin-top: -4px; text-align: start; font-size: calc(var(--f) * 1.2); }
`
