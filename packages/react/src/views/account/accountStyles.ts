/** Styles of the account panel (tabs, token / NFT / activity lists, features row), scoped to the modal. */
export const accountStyles = `
/* Equal shares of the row, never narrower than a label's longest word: a label wraps between its words
   ('Купить криптовалюту', 'شراء العملات المشفّرة') instead of running out of its button, and in a
   language whose words do not fit four to a row the row wraps. */
.features { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.feature { flex: 1 1 0; min-width: min-content; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 4px; padding: 8px; text-align: center;
  border: 1px solid var(--foyer-color-border, transparent); border-radius: calc(var(--r, 4px) * 3);
  background: var(--foyer-color-surface); color: inherit; font: inherit; cursor: pointer; }
.feature:hover { background: var(--foyer-color-surface-hover); }
.feature:disabled { cursor: progress; opacity: 0.6; }
.feature svg { width: 18px; height: 18px; }
.portfolio-value { font-size: calc(var(--f) * 1.3); }
/* Placeholders as tall as the text they stand for: the lines keep their height when the data arrives. */
.balance .skeleton, .portfolio-value .skeleton { height: 1em; vertical-align: middle; }
.tabs { display: flex; gap: 4px; padding: 4px; border-radius: calc(var(--r, 4px) * 3); background: var(--foyer-color-surface); }
.tab { flex: 1; padding: 6px 8px; border: 0; border-radius: calc(var(--r, 4px) * 2); background: transparent;
  color: var(--foyer-color-foreground-muted); font: inherit; cursor: pointer; }
.tab[aria-selected='true'] { background: var(--foyer-color-background, #fff); color: var(--foyer-color-foreground); font-weight: 600; }
/* In forced colours both fills are the theme's background and only the weight told the chosen tab apart:
   it takes the theme's highlight (system colours, kept as written). */
@media (forced-colors: active) {
  .tab[aria-selected='true'] { forced-color-adjust: none; background: Highlight; color: HighlightText; }
}
.tab-badge { margin-inline-start: 6px; padding: 0 6px; border-radius: 999px; background: var(--foyer-accent); color: #fff; font-size: 0.8em; }
.tab-panel { max-height: min(300px, 34vh); overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.tab-panel[hidden] { display: none; }
.asset-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.asset { display: flex; align-items: center; gap: 10px; padding: 8px; border-radius: calc(var(--r, 4px) * 2); }
.asset-icon { width: 32px; height: 32px; flex: none; border-radius: 50%; object-fit: cover; background: var(--foyer-color-surface); }
.asset-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.asset-main > span, .asset-side > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.asset-side { display: flex; flex-direction: column; align-items: flex-end; text-align: end; }
.muted { color: var(--foyer-color-foreground-muted); font-size: 0.9em; }
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.nft { display: flex; flex-direction: column; gap: 4px; }
.nft img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--r, 4px) * 3); background: var(--foyer-color-surface); }
.activity-day { margin: 8px 0 0; font-size: 0.9em; color: var(--foyer-color-foreground-muted); font-weight: 600; }
.sign-plus { color: var(--foyer-color-success, #1a7f37); }
.sign-minus { color: var(--foyer-color-error, #b42318); }
.tab-state { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 16px 8px; text-align: center; }
.scroll-sentinel { height: 1px; }
/* The footer stays at the foot of the scrolling view (its bottom padding is 20px), over the lists. */
.account-footer { position: sticky; bottom: -20px; z-index: 1; display: flex; gap: 8px; margin: 0 -16px -20px;
  padding: 8px 16px 16px; background: var(--foyer-color-background); border-top: 1px solid var(--foyer-color-border); }
.account-footer .row { flex: 1; }
.account-footer .account-disconnect { flex: none; width: auto; }
`
