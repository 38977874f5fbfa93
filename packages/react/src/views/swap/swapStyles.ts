/**
 * Styles of the Swap views (the form's boxes, the token list), adopted into the modal's root while one
 * shows, after the modal's own sheet: a rule here beats an equally specific one there. The balance line
 * is also a `.field-error`, whose `margin: 0` came later in the one sheet these rules were part of, so
 * it keeps no margin of its own.
 */
export const swapStyles = `
.swap-box { min-width: 0; margin: 0; padding: 12px; border: 1px solid var(--foyer-color-border); border-radius: calc(var(--r) * 4); }
.swap-box .field-row { align-items: center; }
.swap-token { flex: none; }
.swap-output { display: flex; align-items: center; font-weight: 600; }
.swap-flip { align-self: center; font-size: calc(var(--f) * 1.8); }
.swap-balance { display: flex; align-items: center; justify-content: space-between; }
.swap-max { margin: 0; }
.swap-tokens { margin: 0; padding: 0; list-style: none; }
`
