/**
 * CSS of the modal, injected as a `<style>` into its shadow root. Nothing here reaches the host page,
 * and host-page rules cannot reach in: page selectors do not cross the shadow boundary, and
 * `:host { all: initial !important }` stops inherited properties (colour, font...) and beats the page's
 * `!important` rules on the host element. Sizes derive from the theme's master units
 * (`--foyer-font-size-master` 10px, `--foyer-border-radius-master` 4px); timings follow spec section 9.
 *
 * On wide screens the card hangs from a fixed top (`--top`, where a 640 px card would sit centred) rather
 * than being centred: a view's late content (a balance, a fee, a row of buttons that grows) changes the
 * card's height (the new height follows a frame or more after the content, through AnimatedHeight), and
 * a centred card then moved every button in it after the content looked settled, under a pointer on its
 * way; the likeliest cause of a Swap and a Send click that 'did nothing' in the browser tests (issue #30).
 * Hung from the top, only what lies below a change moves.
 *
 * The host is a 0×0 box in the viewport's corner: what it shows (the overlay, the toast region) is fixed
 * to the viewport itself. A host that covered the page (`inset: 0`), transparent and click-through as it
 * was, still counted as drawn over everything under it for Chromium's visibility checks
 * (IntersectionObserver v2's `isVisible`): a framed prompt under it that arms itself on real visibility,
 * as the login frame's consent prompt does (or another site's frame on the host page), never armed once
 * the modal had mounted, closed or not (issue #32's dialog rendered ahead made that happen at idle).
 */
export const modalStyles = `
:host {
  all: initial !important; display: block !important; position: fixed !important; top: 0 !important; left: 0 !important;
  width: 0 !important; height: 0 !important;
  z-index: var(--foyer-z-index, 999) !important; pointer-events: none !important;
  visibility: visible !important; opacity: 1 !important; transform: none !important;
}
:host([data-embedded]) { position: relative !important; width: auto !important; height: auto !important; z-index: auto !important; pointer-events: auto !important; }
:where(.root *), :where(.root *)::before, :where(.root *)::after {
  box-sizing: border-box; margin: 0; padding: 0; border: 0 solid var(--foyer-color-border);
  font: inherit; color: inherit; background: transparent; letter-spacing: normal; text-transform: none;
  text-decoration: none; text-shadow: none; list-style: none; min-width: 0; visibility: inherit;
}
:where(.root [hidden]) { display: none; }
.root {
  all: initial; display: block; font-family: var(--foyer-font-family); font-weight: 400; line-height: 1.4;
  font-size: calc(var(--foyer-font-size-master) * 1.4); color: var(--foyer-color-foreground);
  text-align: start; -webkit-font-smoothing: antialiased;
  --r: var(--foyer-border-radius-master); --f: var(--foyer-font-size-master);
}
.root :focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 2px; }
.root :focus:not(:focus-visible) { outline: none; }

.overlay {
  --top: max(16px, calc(50vh - 320px));
  position: fixed; inset: 0; display: flex; align-items: flex-start; justify-content: center; padding: var(--top) 16px 16px;
  background: var(--foyer-color-overlay); pointer-events: auto; animation: foyer-fade 150ms ease;
}
.card {
  position: relative; display: flex; flex-direction: column; width: 360px; max-width: 100%;
  max-height: calc(100vh - var(--top) - 16px); background: var(--foyer-color-background); color: var(--foyer-color-foreground);
  border: 1px solid var(--foyer-color-border); border-radius: calc(var(--r) * 8); overflow: hidden; overflow: clip;
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.2); pointer-events: auto;
}
.card:focus { outline: none; }
.embedded .card { box-shadow: none; }
.shake { animation: foyer-shake 500ms ease-in-out; }
@media (max-width: 430px) {
  .overlay { align-items: flex-end; padding: 0; }
  .card {
    width: 100%; max-height: 90vh; border-bottom: 0; border-radius: calc(var(--r) * 8) calc(var(--r) * 8) 0 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
  }
}

.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 8px; min-height: 56px; padding: 10px 10px 2px; }
.title {
  text-align: center; font-weight: 600; font-size: calc(var(--f) * 1.6); animation: foyer-text 120ms ease;
}
/* A title (a wallet's name while it connects) and a wallet's name in its row take two lines before an
   ellipsis cuts them (#31): Japanese or Chinese, with no spaces, wraps between its characters, and a
   long word anywhere rather than overflow. */
.title, .row-label.wallet-name {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
  white-space: normal; overflow-wrap: anywhere;
}
.icon-button {
  display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: calc(var(--r) * 3);
  color: var(--foyer-color-foreground-muted); cursor: pointer;
}
.icon-button:hover { background: var(--foyer-color-surface); color: var(--foyer-color-foreground); }
.icon-button svg, .button svg, .row svg { width: 18px; height: 18px; flex: none; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}

/* clip, not hidden: a hidden box can still be scrolled by focus or scrollIntoView while it grows, and the
   content then slides back under the pointer as the height catches up (a press lands on the wrong button). */
.body { overflow: hidden; overflow: clip; transition: height 150ms ease; }
.view { padding: 8px 16px 20px; max-height: calc(100vh - 140px); overflow-y: auto; animation: foyer-view 150ms ease; }
/* More below the fold: the view's foot fades (or, over a sticky footer, the footer casts a shadow). */
.view[data-more]:not(:has(.account-footer)) { mask-image: linear-gradient(to bottom, #000 calc(100% - 32px), transparent); }
.view[data-more] .account-footer { box-shadow: 0 -12px 12px -12px rgba(0, 0, 0, 0.35); }
.stack { display: flex; flex-direction: column; gap: 8px; }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 8px 0; }
.headline { font-size: calc(var(--f) * 1.6); font-weight: 600; }
.muted { color: var(--foyer-color-foreground-muted); }
.small { font-size: calc(var(--f) * 1.2); }
.error-text { color: var(--foyer-color-error); }

.row {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding-block: 8px; padding-inline: 8px 12px;
  border: 1px solid transparent; border-radius: calc(var(--r) * 4); background: var(--foyer-color-surface);
  font-weight: 500; text-align: start; cursor: pointer;
}
.row:hover { background: var(--foyer-color-surface-hover); }
.row-placeholder { cursor: default; }
.row-placeholder:hover { background: var(--foyer-color-surface); }
.row-placeholder .wallet-image.skeleton { width: 40px; height: 40px; }
.row[aria-current='true'] { border-color: var(--foyer-accent); }
.row:disabled { opacity: 0.45; cursor: not-allowed; }
.row:disabled:hover { background: var(--foyer-color-surface); }
.legal-gate { min-width: 0; margin: 0; padding: 0; border: 0; }
.legal { display: flex; align-items: flex-start; gap: 8px; margin-bottom: 12px; }
.legal input { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--foyer-accent); }
.center-text { margin-top: 12px; text-align: center; }
.legal a, .center-text a { color: var(--foyer-accent); font-weight: 600; text-underline-offset: 3px; }
.row-label { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.check { color: var(--foyer-accent); }
/* An email address in a sentence: an inline block as wide as the line at most, so that it moves to the
   next line whole rather than break at a hyphen, and breaks (at a hyphen, else anywhere) only when it is
   wider than a line (#31). */
.email-address { display: inline-block; max-width: 100%; overflow-wrap: anywhere; }
.tag {
  flex: none; padding: 2px 6px; border-radius: calc(var(--r) * 1.5); font-size: calc(var(--f) * 1.1); font-weight: 600;
  color: var(--foyer-color-accent-foreground); background: var(--foyer-accent);
}
.tag-muted { color: var(--foyer-color-foreground-muted); background: var(--foyer-color-border); }
.tag-warning { color: var(--foyer-color-foreground); border: 1px solid var(--foyer-color-error); }
/* All Wallets / Get Wallet */
.search-input {
  width: 100%; min-height: 40px; padding: 8px 12px; border: 1px solid var(--foyer-color-border);
  border-radius: calc(var(--r) * 4); background: var(--foyer-color-surface); color: inherit; font: inherit;
}
.search-input:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 1px; }
.list-sentinel { height: 1px; }
a.row { color: inherit; text-decoration: none; }
.wallet-image-large { width: 72px; height: 72px; }

.wallet-image { width: 40px; height: 40px; flex: none; border-radius: calc(var(--r) * 3); object-fit: cover; background: var(--foyer-color-border); }
.network-image { width: 28px; height: 28px; flex: none; border-radius: 50%; object-fit: cover; }
.letter { display: inline-grid; place-items: center; color: #fff; font-weight: 700; font-size: calc(var(--f) * 1.3); }
.fallback-icon { display: inline-grid; place-items: center; color: var(--foyer-color-foreground-muted); }
.fallback-icon svg { width: 55%; height: 55%; }

.ring { position: relative; display: grid; place-items: center; width: 96px; height: 96px; }
.ring::before {
  content: ''; position: absolute; inset: 0; border-radius: 50%; border: 3px solid var(--foyer-color-border);
  border-top-color: var(--foyer-accent); animation: foyer-spin 900ms linear infinite;
}
.ring[data-state='error']::before { border-color: var(--foyer-color-error); animation: none; }
.ring[data-state='idle']::before { border-top-color: var(--foyer-color-border); animation: none; }
.ring .wallet-image, .ring .network-image { width: 64px; height: 64px; }
.spinner {
  display: inline-block; width: 16px; height: 16px; flex: none; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent; animation: foyer-spin 800ms linear infinite;
}

.avatar { width: 64px; height: 64px; flex: none; border-radius: 50%; object-fit: cover; }
.address { display: flex; align-items: center; gap: 4px; font-size: calc(var(--f) * 1.8); font-weight: 600; }
.balance { font-size: calc(var(--f) * 1.6); color: var(--foyer-color-foreground-muted); }
.skeleton {
  display: inline-block; width: 96px; height: 20px; border-radius: calc(var(--r) * 2);
  background: var(--foyer-color-surface); animation: foyer-pulse 1200ms ease-in-out infinite;
}

.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 0 16px;
  border-radius: calc(var(--r) * 4); font-weight: 600; cursor: pointer;
  background: var(--foyer-accent); color: var(--foyer-color-accent-foreground);
}
.button:hover { filter: brightness(1.06); }
.button-secondary { background: var(--foyer-color-surface); color: var(--foyer-color-foreground); }
.button-secondary:hover { background: var(--foyer-color-surface-hover); filter: none; }
.button:disabled, .button[aria-disabled='true'] { opacity: 0.45; cursor: not-allowed; filter: none; }
.link-button {
  display: block; margin: 12px auto 0; padding: 6px 8px; border-radius: calc(var(--r) * 2); cursor: pointer;
  color: var(--foyer-accent); font-weight: 600; text-decoration: underline; text-underline-offset: 3px;
}
.button-row { display: flex; gap: 8px; width: 100%; margin-top: 8px; }
.button-row > .button { flex: 1; }
.field-label { font-weight: 600; font-size: calc(var(--f) * 1.3); }
.field-row { display: flex; gap: 8px; }
.field-row > .search-input { flex: 1; }
.field-error { margin: 0; font-size: calc(var(--f) * 1.2); }
.avatar-small { border-radius: 50%; vertical-align: middle; }
.button-block { width: 100%; }

.alert {
  display: flex; flex-direction: column; gap: 2px; margin: 12px 12px 0; padding: 10px 12px;
  border-radius: calc(var(--r) * 3); background: var(--foyer-color-warning-surface); color: var(--foyer-color-warning);
}
.alert-title { font-weight: 600; }

.toast-region {
  position: fixed; left: 0; right: 0; bottom: calc(16px + env(safe-area-inset-bottom, 0px)); padding: 0 16px;
  display: flex; justify-content: center; pointer-events: none;
}
.toast-region[data-placement='card'] { position: absolute; bottom: 16px; }
.toast {
  display: flex; align-items: center; gap: 8px; max-width: calc(100vw - 32px); padding: 8px 14px; border-radius: 999px;
  border: 1px solid var(--foyer-color-border); background: var(--foyer-color-background); color: var(--foyer-color-foreground);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15); font-weight: 500; pointer-events: none; animation: foyer-toast 150ms ease;
}
.toast[data-type='success'] .toast-icon { color: var(--foyer-color-success); }
.toast[data-type='error'] .toast-icon { color: var(--foyer-color-error); }
.toast[data-type='loading'] .toast-icon { color: var(--foyer-accent); }
.toast-icon { display: inline-grid; place-items: center; }
.toast-icon svg { width: 16px; height: 16px; }

.row[aria-disabled='true'] { cursor: not-allowed; color: var(--foyer-color-foreground-muted); }
.row[aria-disabled='true']:hover { background: var(--foyer-color-surface); }

@keyframes foyer-fade { from { opacity: 0; } }
@keyframes foyer-view { from { opacity: 0; transform: translateX(8px); } }
@keyframes foyer-view-rtl { from { opacity: 0; transform: translateX(-8px); } }
:host([dir='rtl']) .view { animation-name: foyer-view-rtl; }
:host([dir='rtl']) .mirror { transform: scaleX(-1); }
@keyframes foyer-text { from { opacity: 0; } }
@keyframes foyer-toast { from { opacity: 0; transform: translateY(6px); } }
@keyframes foyer-spin { to { transform: rotate(360deg); } }
@keyframes foyer-pulse { 50% { opacity: 0.5; } }
@keyframes foyer-shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
/* Forced colours (Windows' contrast themes) paint every background in the theme's one colour, so a
   button that only its fill set apart (Continue, Preview send, Max, a swap's tokens) read as loose
   text, and an alert's box was not drawn: both get an edge there. Rows, fields, toasts and feature
   buttons have theirs already. */
@media (forced-colors: active) {
  .button, .alert { border-width: 1px; border-style: solid; }
}
@media (prefers-reduced-motion: reduce) {
  .overlay, .body, .title, .view, .toast, .shake, .skeleton { animation: none !important; transition: none !important; }
  .ring::before, .spinner { animation-duration: 2400ms; }
}
.root[data-motion='reduce'] :is(.overlay, .body, .title, .view, .toast, .shake, .skeleton) {
  animation: none !important; transition: none !important;
}
`
