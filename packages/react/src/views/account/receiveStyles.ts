/** Styles of the Receive view (the address under its QR code, the networks that can receive), adopted while it shows. */
export const receiveStyles = `
.receive-address {
  max-width: 100%; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: calc(var(--f) * 1.2); overflow-wrap: anywhere;
}
.section-heading { margin-top: 8px; font-size: calc(var(--f) * 1.4); font-weight: 600; }
/* Receive's networks are information, not choices: names in a wrapped line, drawn unlike the Networks
   view's rows so that nobody presses one to switch. */
.network-names { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.network-name { display: inline-flex; align-items: center; gap: 6px; font-weight: 500; }
.network-image-small { width: 20px; height: 20px; }
.network-image-small.letter { font-size: calc(var(--f) * 0.9); }
`
