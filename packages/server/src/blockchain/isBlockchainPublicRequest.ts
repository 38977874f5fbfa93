/**
 * True for the on-ramp sandbox pages: a person's browser opens them from the URL the generator gave
 * (same origin as the server, not a project's site), so the project guard should let them through.
 * Pass it into the guard's `isPublic` next to GET /health.
 *
 * @example
 * createProjectGuard({ projects, isPublic: (method, path) => path === '/health' || isBlockchainPublicRequest(method, path) })
 */
export function isBlockchainPublicRequest(method: string, path: string): boolean {
  return (
    (method === 'GET' && path === '/onramp/sandbox') ||
    (method === 'POST' && path === '/onramp/sandbox/complete')
  )
}
