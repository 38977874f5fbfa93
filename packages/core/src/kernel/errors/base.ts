// The error base lives in @foyer/protocol, which the server shares: one class for every package.
export { FoyerError, type FoyerErrorParameters } from '@foyer/protocol'
