// `npm start`: installs what is missing, then starts the local world (chains, dev wallet, demo) and prints its URL.
import { ensureDependencies, ensureReact18, root } from './ensure.mjs'
import { runChild } from './runChild.mjs'

ensureDependencies()
ensureReact18()
process.exitCode = await runChild(
  process.execPath,
  ['--import', 'tsx', 'scripts/world.ts', ...process.argv.slice(2)],
  {
    cwd: root,
  },
)
