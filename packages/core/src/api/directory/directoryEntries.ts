/**
 * Page sizes of spec section 7. A module of its own: the page-side selectors read them, and the
 * directory client they would otherwise come from loads only with the modal (a dynamic import).
 */
export const directoryEntries = { featured: 4, recommended: 4, allWallets: 40, search: 100 } as const
