/** Styles of the one-time code's boxes, adopted into the modal's root while they show. */
export const otpStyles = `
.otp { display: flex; justify-content: center; gap: 8px; border: 0; padding: 0; margin: 0; }
.otp-box { width: 40px; height: 48px; text-align: center; font: inherit; font-size: 20px; border: 1px solid var(--foyer-color-border); border-radius: calc(var(--foyer-border-radius-master) * 2); background: transparent; color: inherit; }
.otp-box:focus-visible { outline: 2px solid var(--foyer-accent); outline-offset: 1px; }
.otp-box[aria-invalid='true'] { border-color: var(--foyer-color-error); }
`
