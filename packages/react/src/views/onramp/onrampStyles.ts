/** Styles of the On-ramp view's provider list, adopted into the modal's root while it shows. */
export const onrampStyles = `
.onramp-providers { margin: 0; padding: 0; list-style: none; }
.onramp-detail { display: block; font-weight: 400; }
.onramp-quote { flex: none; font-weight: 600; }
`
