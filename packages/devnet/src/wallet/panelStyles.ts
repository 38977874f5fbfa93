/** The approval panel's CSS, scoped by its shadow root (host styles cannot reach in, ours cannot leak). */
export const panelStyles = `
:host { all: initial; position: fixed; left: 12px; bottom: 12px; z-index: 2147483647; display: block; }
/* On a phone the wallet modal is a sheet at the foot of the screen: the panel goes to the top (over the
   page's logo, as a wallet's own popup would), never over the sheet's buttons. */
@media (max-width: 480px) { :host { top: 12px; bottom: auto; } }
* { box-sizing: border-box; }
.root { display: flex; flex-direction: column; gap: 8px; align-items: flex-start; max-width: min(320px, calc(100vw - 24px));
  font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #111827; }
section { width: 100%; background: #fff; border: 1px solid #d1d5db; border-radius: 12px; padding: 12px;
  box-shadow: 0 8px 24px rgba(0,0,0,.18); }
header { display: flex; align-items: center; gap: 8px; margin-bottom: 8px; }
header img { width: 20px; height: 20px; border-radius: 5px; }
h2 { font-size: 14px; margin: 0; flex: 1; }
.queue { color: #6b7280; font-size: 12px; }
.method { font-family: ui-monospace, monospace; font-size: 12px; background: #f3f4f6; border-radius: 6px;
  padding: 2px 6px; display: inline-block; margin: 0 0 6px; }
.origin { color: #6b7280; font-size: 12px; margin: 0 0 6px; overflow-wrap: anywhere; }
.summary { margin: 0 0 10px; overflow-wrap: anywhere; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: inherit; border-radius: 8px; padding: 6px 12px; cursor: pointer; border: 1px solid #d1d5db;
  background: #fff; color: #111827; }
button.approve { background: #4338ca; border-color: #4338ca; color: #fff; }
button:focus-visible, select:focus-visible, summary:focus-visible { outline: 2px solid #4338ca; outline-offset: 2px; }
details { background: #fff; border: 1px solid #d1d5db; border-radius: 999px; padding: 4px 10px;
  box-shadow: 0 2px 8px rgba(0,0,0,.12); font-size: 12px; }
details[open] { border-radius: 12px; padding: 8px 10px; }
summary { cursor: pointer; color: #374151; }
label { display: flex; justify-content: space-between; gap: 8px; align-items: center; margin-top: 6px; }
select { font: inherit; }
@media (prefers-color-scheme: dark) {
  .root { color: #f9fafb; }
  section, details, button { background: #1f2937; border-color: #374151; color: #f9fafb; }
  summary { color: #d1d5db; }
  .method { background: #374151; }
  .queue, .origin { color: #9ca3af; }
}
`
