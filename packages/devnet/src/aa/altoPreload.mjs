// Loaded into the bundler process (alto) with `node --import` by startBundler.ts, before alto's CLI:
// 1. alto's server listens on 0.0.0.0 with no option to change it; the devnet serves on 127.0.0.1 only,
//    so a listen on 0.0.0.0 is turned into one on 127.0.0.1 (fastify passes an options object).
// 2. The process exits as soon as its parent goes away (its end of our stdin pipe closes), so that a
//    parent killed with SIGKILL leaves no orphaned bundler behind (as scripts/hardhat-node.cjs does).
import { Server } from 'node:net'

const listen = Server.prototype.listen
Server.prototype.listen = function listenOnLoopback(...args) {
  const [options] = args
  if (typeof options === 'object' && options !== null && options.host === '0.0.0.0') {
    args[0] = { ...options, host: '127.0.0.1' }
  }
  return listen.apply(this, args)
}

process.stdin.on('end', () => process.exit(0))
process.stdin.on('error', () => process.exit(0))
process.stdin.resume()
