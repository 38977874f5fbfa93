/**
 * The prompts' look: the modal's card (360 px, its radius, font and colours), over a dimmed backdrop.
 * The page's theme arrives as `--foyer-*` variables (SYNC_THEME); these are the defaults of each mode.
 */
export const PROMPT_CSS = `
:root { --foyer-accent: #2563eb; --foyer-accent-foreground: #fff; --foyer-background: #fff;
  --foyer-surface: #f1f3f5; --foyer-foreground: #141a1f; --foyer-foreground-muted: #5b6670;
  --foyer-border: #e2e6ea; --foyer-overlay: rgba(10, 14, 18, 0.45); --foyer-error: #c92a2a;
  --foyer-font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', Arial, sans-serif;
  --foyer-border-radius-master: 4px; }
:root[data-mode='dark'] { --foyer-accent: #4c8dff; --foyer-accent-foreground: #fff; --foyer-background: #16191d;
  --foyer-surface: #22272d; --foyer-foreground: #eef1f4; --foyer-foreground-muted: #9aa5b1;
  --foyer-border: #2e353d; --foyer-overlay: rgba(0, 0, 0, 0.6); --foyer-error: #ff8787; }
html, body { margin: 0; background: transparent; }
.scrim { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center;
  background: var(--foyer-overlay); font-family: var(--foyer-font-family); }
.scrim[hidden] { display: none; }
.card { box-sizing: border-box; width: 360px; max-width: calc(100vw - 16px); max-height: calc(100vh - 16px);
  overflow: auto; padding: 16px; border-radius: calc(var(--foyer-border-radius-master) * 6);
  background: var(--foyer-background); color: var(--foyer-foreground); font-size: 14px; line-height: 1.4;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25); display: flex; flex-direction: column; gap: 10px; }
.card:focus { outline: none; }
.badge { margin: 0; font-size: 12px; color: var(--foyer-foreground-muted); }
h1 { margin: 0; font-size: 18px; }
p { margin: 0; }
.muted, .site { color: var(--foyer-foreground-muted); }
.label { font-weight: 600; }
.rows { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
.rows dt { color: var(--foyer-foreground-muted); }
.rows dd { margin: 0; overflow-wrap: anywhere; }
.mono, .text { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.data bdi { display: block; max-height: 6em; overflow: auto; }
.text { margin: 0; padding: 8px; max-height: 200px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  background: var(--foyer-surface); border-radius: calc(var(--foyer-border-radius-master) * 2); }
.changes { margin: 4px 0 0; padding: 0; list-style: none; font-weight: 600; }
.status { min-height: 1.4em; color: var(--foyer-foreground-muted); }
.error { color: var(--foyer-error); }
.buttons { display: flex; gap: 8px; }
button { flex: 1; font: inherit; font-weight: 600; padding: 10px 12px; cursor: pointer;
  border-radius: calc(var(--foyer-border-radius-master) * 3); border: 1px solid var(--foyer-border);
  background: var(--foyer-surface); color: var(--foyer-foreground); }
button.primary { background: var(--foyer-accent); border-color: var(--foyer-accent); color: var(--foyer-accent-foreground); }
button:disabled { opacity: 0.5; cursor: default; }
button:focus-visible, input:focus-visible, .text:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 2px; }
label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
.check { flex-direction: row; align-items: center; gap: 6px; font-weight: 400; }
input[type='password'], input[type='text'] { font: inherit; padding: 10px; border-radius: calc(var(--foyer-border-radius-master) * 2);
  border: 1px solid var(--foyer-border); background: var(--foyer-surface); color: var(--foyer-foreground); }
form, .offer { display: flex; flex-direction: column; gap: 10px; }
/* Forced colours (Windows' contrast themes) paint the card like the page behind it and drop its shadow,
   so the prompt had no edge over the host's page, nor the message to sign inside it: both get one. */
@media (forced-colors: active) { .card, .text { border: 1px solid; } }
@media (prefers-reduced-motion: no-preference) { .card { animation: rise 150ms ease-out; } }
@keyframes rise { from { transform: translateY(8px); opacity: 0; } to { transform: none; opacity: 1; } }
`
