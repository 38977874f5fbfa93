// @foyer/wagmi: Foyer as a wagmi connector, for hosts already built on wagmi.
export { type FoyerConnectorParameters, foyerConnector } from './foyerConnector.js'
