#!/usr/bin/env node
// `foyer-server` / `npm run server`: the package is TypeScript source, so load it through tsx.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
