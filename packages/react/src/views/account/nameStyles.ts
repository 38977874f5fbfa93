/** Styles of the account-name form (its field and suggestions), adopted into the modal's root while it shows. */
export const nameStyles = `
.name-field { align-items: center; }
.name-suffix { flex: none; }
.name-suggestions { margin: 0; padding: 0; list-style: none; }
`
