// @foyer/react/web: Foyer for pages without React of their own (custom elements and a small imperative
// face). React and the modal come inside this entry's bundle.
export { createFoyer, type WebFoyer, type WebFoyerState } from './createFoyer.js'
export { type ElementTag, elementTags } from './elements.js'
