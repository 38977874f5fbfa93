export {
  type DirectoryRow,
  directoryHandler,
  directoryRows,
  startDirectoryServer,
} from '../api/test/startDirectoryServer.js'
export { catalogProblems } from './catalogProblems.js'
export {
  createFakeAdapter,
  createFakeConnector,
  type FakeAdapter,
  type FakeAdapterBehavior,
  type FakeAdapterCalls,
  type FakeAdapterParameters,
  type FakeFailure,
} from './createFakeAdapter.js'
export {
  createFakeSwaps,
  type FakeSwapFailure,
  type FakeSwaps,
  type FakeSwapsBehavior,
} from './createFakeSwaps.js'
export { createRecordingEvents, type RecordingEvents } from './createRecordingEvents.js'
export {
  type CreateTestFoyerParameters,
  type CreateTestFoyerReturnType,
  createTestFoyer,
} from './createTestFoyer.js'
export { createTestSiwx, type TestSiwx } from './createTestSiwx.js'
export {
  devnet,
  devnet2,
  mainnet,
  solanaDevnet,
  testAccounts,
  testNetworks,
  testToken,
} from './testNetworks.js'
