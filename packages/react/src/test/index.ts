export { renderConnected } from './connectedFoyer.js'
export { findModalRoot, getConnectButtonRoot, getModalRoot, getNetworkButtonRoot } from './getModalRoot.js'
export { renderHookWithFoyer } from './renderHookWithFoyer.js'
export {
  type RenderWithFoyerOptions,
  type RenderWithFoyerResult,
  renderWithFoyer,
} from './renderWithFoyer.js'
