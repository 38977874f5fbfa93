// Runs the Hardhat CLI, but exits as soon as the parent process goes away (its end of our stdin
// pipe closes), so that a parent killed with SIGKILL does not leave an orphaned chain behind.
// Usage: node hardhat-node.cjs <hardhat bootstrap path> ...hardhat arguments
const bootstrap = process.argv[2]
if (!bootstrap) {
  console.error('hardhat-node.cjs: missing the path of the Hardhat CLI')
  process.exit(2)
}
process.argv.splice(2, 1)
process.stdin.on('end', () => process.exit(0))
process.stdin.on('error', () => process.exit(0))
process.stdin.resume()
require(bootstrap)
