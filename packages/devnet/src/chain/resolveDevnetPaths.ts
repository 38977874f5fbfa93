import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HardhatNotFoundError } from '../errors.js'

export interface DevnetPaths {
  /** packages/devnet */
  root: string
  /** packages/devnet/hardhat.config.cjs */
  hardhatConfig: string
  /** packages/devnet/scripts/hardhat-node.cjs (the CLI wrapper that dies with its parent) */
  hardhatWrapper: string
  /** hardhat/internal/cli/bootstrap.js */
  hardhatCli: string
}

/** Finds the devnet package folder (from src/ or from a built dist/) and the Hardhat CLI. */
export function resolveDevnetPaths(): DevnetPaths {
  let root = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(root, 'hardhat.config.cjs'))) {
    const parent = dirname(root)
    if (parent === root) throw new HardhatNotFoundError({ cause: new Error('hardhat.config.cjs not found') })
    root = parent
  }
  let hardhatCli: string
  try {
    hardhatCli = createRequire(import.meta.url).resolve('hardhat/internal/cli/bootstrap')
  } catch (error) {
    throw new HardhatNotFoundError({ cause: error })
  }
  return {
    root,
    hardhatConfig: join(root, 'hardhat.config.cjs'),
    hardhatWrapper: join(root, 'scripts', 'hardhat-node.cjs'),
    hardhatCli,
  }
}
