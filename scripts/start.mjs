// `npm start`: installs what is missing, then starts the local world (chains, dev wallet, demo) and prints its URL.
import { ensureDependencies, root, run } from './ensure.mjs'

ensureDependencies()
process.exitCode = run(process.execPath, ['--import', 'tsx', 'scripts/world.ts', ...process.argv.slice(2)], {
  cwd: root,
})
