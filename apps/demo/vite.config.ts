import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { foyerChunks } from '@foyer/react/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = dirname(fileURLToPath(import.meta.url))

// The react18/ page builds against React 18 (compat/react18, installed by scripts/ensure.mjs).
const react18 = join(here, '..', '..', 'compat', 'react18', 'node_modules')
const pages = process.env.FOYER_DEMO_PAGES

// The local chains' RPC URLs (FOYER_DEVNET_CHAINS, JSON) and the Foyer server's URL (FOYER_API_URL)
// come from the start/test scripts.
export default defineConfig({
  // Foyer's page code in one chunk (the modal's features load in chunks of their own).
  plugins: [react(), foyerChunks()],
  resolve:
    pages === 'react18'
      ? { alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${react18}/$1$2` }] }
      : undefined,
  define: {
    'import.meta.env.FOYER_DEVNET_CHAINS': JSON.stringify(process.env.FOYER_DEVNET_CHAINS ?? ''),
    'import.meta.env.FOYER_API_URL': JSON.stringify(process.env.FOYER_API_URL ?? ''),
    'import.meta.env.FOYER_RELAY_URL': JSON.stringify(process.env.FOYER_RELAY_URL ?? ''),
    // The local Solana ledger ({ rpcUrl, caipNetworkId }, JSON), when one runs.
    'import.meta.env.FOYER_SOLANA': JSON.stringify(process.env.FOYER_SOLANA ?? ''),
    'import.meta.env.FOYER_PROJECT_ID': JSON.stringify(process.env.FOYER_PROJECT_ID ?? 'foyer-demo'),
    // The secure login frame's page on its own origin, and the local mail catcher (the inbox page reads
    // its JSON list), when the world runs them.
    'import.meta.env.FOYER_FRAME_URL': JSON.stringify(process.env.FOYER_FRAME_URL ?? ''),
    'import.meta.env.FOYER_MAIL_URL': JSON.stringify(process.env.FOYER_MAIL_URL ?? ''),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // FOYER_DEMO_MINIFY=0 keeps names readable in bench/openProfile's traces (a profiling aid only).
    ...(process.env.FOYER_DEMO_MINIFY === '0' ? { minify: false } : {}),
    // Two builds share dist/ (scripts/world.ts): the demo's page with react-only/ (bench/open's baseline,
    // which shares only React with it) and plain-dialog/ (bench/open's floor: a plain React dialog, with
    // react-only/'s imports exactly, so that it splits nothing of the demo page's) and foyer-only/ (react-only/'s
    // shell with Foyer's button: what embedding Foyer adds on load; it shares the demo's Foyer chunk, and the
    // demo page's Foyer code stays one chunk of the same size), then, with FOYER_DEMO_PAGES=more, basic/ (basic WalletConnect mode), embedded/ (embedded mode),
    // families/ (Bitcoin and Polkadot beside EVM and Solana),
    // inbox/ (the local mail catcher's mails: login codes), wagmi/ (a wagmi host) and web/ (a host
    // without React: custom elements), then react18/ (the demo's app on React 18). Built together, the other pages' imports split the demo page's code into
    // many small chunks, and its page load grew by 3 KiB gzip.
    rollupOptions: {
      input:
        pages === 'react18'
          ? { react18: join(here, 'react18', 'index.html') }
          : pages === 'more'
            ? {
                basic: join(here, 'basic', 'index.html'),
                embedded: join(here, 'embedded', 'index.html'),
                families: join(here, 'families', 'index.html'),
                inbox: join(here, 'inbox', 'index.html'),
                wagmi: join(here, 'wagmi', 'index.html'),
                web: join(here, 'web', 'index.html'),
              }
            : {
                main: join(here, 'index.html'),
                reactOnly: join(here, 'react-only', 'index.html'),
                plainDialog: join(here, 'plain-dialog', 'index.html'),
                foyerOnly: join(here, 'foyer-only', 'index.html'),
              },
    },
  },
})
