import type { NextConfig } from 'next'

// The Foyer packages are TypeScript sources (their exports point at src/*.ts) whose imports name the
// compiled `.js` files: Next transpiles them, and webpack resolves each `.js` import to its `.ts` source.
// Turbopack (Next 16's default bundler) cannot map `.js` to `.ts`: build with `next build --webpack`.
const config: NextConfig = {
  transpilePackages: ['@foyer/core', '@foyer/react', '@foyer/evm', '@foyer/protocol', '@foyer/devnet'],
  // The local chains (JSON array of { chainId, name, rpcUrl }) from the start/test scripts, read at build time.
  env: { FOYER_DEVNET_CHAINS: process.env.FOYER_DEVNET_CHAINS ?? '' },
  // The repo's typecheck (`npm run typecheck`: the root tsconfig.json includes apps/*/src) checks this app
  // with the packages it imports; the build does not check them again.
  typescript: { ignoreBuildErrors: true },
  // File traces list what a deployment must copy; `next start` in this folder needs none. The browser
  // test builds without them (FOYER_NEXT_TRACES=off): they were a third of its build time.
  ...(process.env.FOYER_NEXT_TRACES === 'off' ? { outputFileTracingExcludes: { '*': ['**/*'] } } : {}),
  webpack(webpackConfig: { resolve?: { extensionAlias?: Record<string, string[]> } }) {
    webpackConfig.resolve = {
      ...webpackConfig.resolve,
      extensionAlias: { ...webpackConfig.resolve?.extensionAlias, '.js': ['.ts', '.tsx', '.js'] },
    }
    return webpackConfig
  },
}

export default config
