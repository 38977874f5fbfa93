/** Styles of a simulation's balance changes, adopted into the modal's root while they show. */
export const simulationStyles = `
.simulated-changes { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; font-weight: 600; }
.simulated-changes [data-change='down'] { color: var(--foyer-color-error); }
`
