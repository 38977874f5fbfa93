// Throw-away repositories for the house-rule checks' tests (scripts/*.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const scratch: string[] = []

/** A temporary folder holding the given files (paths relative to it); `removeFakeRepositories` deletes it. */
export function fakeRepository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'foyer-rules-'))
  scratch.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

/** Deletes every folder `fakeRepository` made. */
export function removeFakeRepositories(): void {
  for (const root of scratch.splice(0)) rmSync(root, { recursive: true, force: true })
}
