import { startWorld } from '../scripts/world.js'

/**
 * Starts the chains, the Foyer server, builds the demo and the dev wallet, and serves them once for
 * the whole run.
 */
export default async function globalSetup() {
  const started = Date.now()
  const world = await startWorld()
  // The browser world's start, for the run's time profile (each test's time follows in the list).
  console.log(`[foyer] world started in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  process.env.FOYER_DEMO_URL = world.url
  process.env.FOYER_DEVNET_CHAINS = JSON.stringify(world.chains)
  process.env.FOYER_API_URL = world.apiUrl
  process.env.FOYER_ANALYTICS_TOKEN = world.analyticsToken
  process.env.FOYER_IDP_URL = world.identityProviders.url
  return async () => {
    await world.stop()
  }
}
