export { findModalRoot, getConnectButtonRoot, getModalRoot, getNetworkButtonRoot } from './getModalRoot.js'
export {
  type RenderWithFoyerOptions,
  type RenderWithFoyerResult,
  renderWithFoyer,
} from './renderWithFoyer.js'
