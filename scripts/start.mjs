// `npm start`: installs what is missing, then starts the local world (chains, dev wallet, demo) and prints its URL.
import { ensureDependencies, ensureReact18, root } from './ensure.mjs'
import { runChild } from './runChild.mjs'

ensureDependencies()
ensureReact18()
const world = ['--import', 'tsx', 'scripts/world.ts', ...process.argv.slice(2)]
process.exitCode = await runChild(process.execPath, world, { cwd: root })
