import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = dirname(fileURLToPath(import.meta.url))

// The local chains' RPC URLs (FOYER_DEVNET_CHAINS, JSON) and the Foyer server's URL (FOYER_API_URL)
// come from the start/test scripts.
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.FOYER_DEVNET_CHAINS': JSON.stringify(process.env.FOYER_DEVNET_CHAINS ?? ''),
    'import.meta.env.FOYER_API_URL': JSON.stringify(process.env.FOYER_API_URL ?? ''),
    'import.meta.env.FOYER_RELAY_URL': JSON.stringify(process.env.FOYER_RELAY_URL ?? ''),
    'import.meta.env.FOYER_PROJECT_ID': JSON.stringify(process.env.FOYER_PROJECT_ID ?? 'foyer-demo'),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // react-only/: the same page shell with React alone, bench/open's baseline for main-thread cost;
    // embedded/: Foyer in embedded (inline) mode.
    rollupOptions: {
      input: {
        main: join(here, 'index.html'),
        reactOnly: join(here, 'react-only', 'index.html'),
        embedded: join(here, 'embedded', 'index.html'),
      },
    },
  },
})
