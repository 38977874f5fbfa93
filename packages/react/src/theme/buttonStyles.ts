/**
 * CSS of the page-side buttons (ConnectButton, NetworkButton), injected into their own small shadow root.
 * `:host { all: initial !important }` cuts every inherited property and beats host-page `!important`
 * rules on the host (inner-context important declarations win); page selectors never reach inside.
 */
export const buttonStyles = `
:host { all: initial !important; display: inline-block !important; vertical-align: middle !important; }
.frame { all: initial; display: inline-flex; max-width: 100%; }
button {
  all: initial; box-sizing: border-box; display: inline-flex; align-items: center; gap: 8px;
  height: 40px; padding: 0 14px; max-width: 100%; cursor: pointer; white-space: nowrap;
  font-family: var(--foyer-font-family); font-weight: 600; line-height: 1;
  font-size: calc(var(--foyer-font-size-master) * 1.4);
  border-radius: calc(var(--foyer-border-radius-master) * 4);
  color: var(--foyer-color-accent-foreground); background: var(--foyer-accent);
  border: 1px solid transparent; transition: background-color 120ms ease, border-color 120ms ease;
}
button:hover { filter: brightness(1.06); }
button:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 2px; }
button[data-variant='account'], button[data-variant='network'] {
  color: var(--foyer-color-foreground); background: var(--foyer-color-surface);
  border-color: var(--foyer-color-border); padding-block: 0; padding-inline: 6px 12px;
}
button[data-size='sm'] { height: 32px; font-size: calc(var(--foyer-font-size-master) * 1.2); }
button[aria-busy='true'] { cursor: progress; }
.avatar, .image { display: inline-block; width: 26px; height: 26px; border-radius: 50%; flex: none; object-fit: cover; }
.letter { display: inline-grid; place-items: center; color: #fff; font-size: 12px; font-weight: 700; }
.balance { color: var(--foyer-color-foreground-muted); font-weight: 500; }
.balance-pending {
  display: inline-block; width: 7ch; height: 0.9em; border-radius: 4px; background: var(--foyer-color-border);
  animation: foyer-pulse 1200ms ease-in-out infinite alternate;
}
.spinner {
  width: 14px; height: 14px; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent;
  animation: foyer-spin 800ms linear infinite;
}
/* Compact on phones: the network button shows its image only and the account button drops the balance,
   so that both fit a narrow header; the network's name stays the button's accessible name. */
@media (max-width: 480px) {
  button[data-variant='network'] { padding-inline: 6px; }
  button[data-variant='network'] .label {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  button[data-variant='account'] .balance { display: none; }
}
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@keyframes foyer-pulse { to { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) {
  button { transition: none; } .spinner { animation-duration: 2400ms; } .balance-pending { animation: none; }
}
`
