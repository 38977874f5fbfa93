// The login flows Connect starts, in a chunk of their own (issue #32): the email login's first step and
// Farcaster's. Loaded by loadLoginFlows (./loadLoginFlows.ts), not imported.
export { connectFarcaster } from './connectFarcaster.js'
export { connectEmail } from './emailLogin.js'
