// The tarballs' packaging checks (issue #33): publint (exports, files, formats, licence) and
// arethetypeswrong (do the published types resolve, and match the modules, under each TypeScript
// resolution mode a host may use), and no shipped file imports a package its manifest does not declare
// (undeclaredImports.ts). An error of any fails; publint's warnings and suggestions are
// returned apart, for the report.
//
// arethetypeswrong runs with its `esm-only` profile: the packages are ESM only by design (no `require`
// condition), so its CommonJS-resolution findings are not errors here; `node16` ESM and `bundler` are.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { releaseDir, repo } from './build.js'
import type { Tarball } from './pack.js'
import { findUndeclaredImports } from './undeclaredImports.js'

const run = promisify(execFile)

export interface CheckReport {
  /** Errors of publint or arethetypeswrong: any fails the check. */
  errors: string[]
  /** publint's warnings and suggestions. */
  notes: string[]
}

async function runPublint(tarball: Tarball, report: CheckReport): Promise<void> {
  const data = await readFile(tarball.path)
  const { messages, pkg } = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
    level: 'suggestion',
  })
  for (const message of messages) {
    const text = `${tarball.name} (publint ${message.type}): ${formatMessage(message, pkg, { color: false }) ?? message.code}`
    ;(message.type === 'error' ? report.errors : report.notes).push(text)
  }
}

async function runAttw(tarball: Tarball, report: CheckReport): Promise<void> {
  const cli = join(repo, 'node_modules', '.bin', 'attw')
  const args = [
    tarball.path,
    '--profile',
    'esm-only',
    '--no-definitely-typed',
    '--format',
    'ascii',
    '--no-color',
  ]
  try {
    await run(cli, args, { cwd: repo, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    report.errors.push(`${tarball.name} (arethetypeswrong):\n${stdout}${stderr}`)
  }
}

/** publint and arethetypeswrong over every tarball, `parallel` at a time (two cores: two by default). */
export async function checkTarballs(tarballs: Tarball[], parallel = 2): Promise<CheckReport> {
  const report: CheckReport = { errors: [], notes: [] }
  const queue = [...tarballs]
  const worker = async () => {
    for (let tarball = queue.shift(); tarball; tarball = queue.shift()) {
      await runPublint(tarball, report)
      await runAttw(tarball, report)
      // The staged folder is what was packed: packages/<folder> → .foyer/release/<folder>.
      for (const problem of findUndeclaredImports(join(releaseDir, tarball.name.replace('@foyer/', ''))))
        report.errors.push(`${tarball.name} (undeclared import): ${problem}`)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return report
}
