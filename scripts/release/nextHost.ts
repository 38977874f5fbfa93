// A throw-away Next.js App Router app that installs Foyer from its tarballs (issue #33's pack test). It
// shares the Vite host's folder and its one `npm install` (`next` is among the host's dependencies): a
// second install of the tarballs, React and TypeScript would add a minute. Its client component is the
// README's embed example with 'use client' above it. `next build --webpack` builds it; Next 16 builds with
// Turbopack unless told otherwise, and webpack is what most Next apps in production still build with.
// The host's `tsc` (./viteHost.ts's tsconfig takes app/ too) type-checks the app against the published
// types, so the build does not check them again.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanEnv, HOST_COMPILER_OPTIONS, readEmbedExample } from './viteHost.js'

/** What `npm install` adds to the Vite host for this app (at the monorepo's versions). */
export const nextHostDependencies = ['next', '@types/node']

const files: Record<string, string> = {
  // No file traces: they list what a deployment copies, and `next start` in this folder needs none (they
  // were a third of apps/next's build time, e2e/next.spec.ts).
  'next.config.mjs': `export default {
  typescript: { ignoreBuildErrors: true, tsconfigPath: 'tsconfig.next.json' },
  outputFileTracingExcludes: { '*': ['**/*'] },
}
`,
  // Next rewrites the tsconfig it reads: its own file, so the Vite host's stays as written.
  'tsconfig.next.json': `${JSON.stringify(
    {
      compilerOptions: HOST_COMPILER_OPTIONS,
      include: ['app'],
    },
    null,
    2,
  )}\n`,
  'app/layout.tsx': `import type { ReactNode } from 'react'

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `import { App } from './FoyerApp'

export default function Page() {
  return (
    <main>
      <h1>Foyer pack host (Next.js)</h1>
      <App />
    </main>
  )
}
`,
}

/** Writes the app (app/, its config) into the host folder `dir`. */
export function writeNextApp(dir: string): void {
  mkdirSync(join(dir, 'app'), { recursive: true })
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text)
  writeFileSync(join(dir, 'app', 'FoyerApp.tsx'), `'use client'\n\n${readEmbedExample()}`)
}

function nextEnv(): NodeJS.ProcessEnv {
  return { ...cleanEnv(), NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
}

/** `next <args>` in the host, in a process group of its own (stopped with what it starts). */
function spawnNext(dir: string, args: string[]): { child: ChildProcess; output: string[] } {
  const child = spawn(process.execPath, [join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), ...args], {
    cwd: dir,
    env: nextEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  return { child, output }
}

/** `next build --webpack`; rejects with its output when it fails. */
export function buildNext(dir: string): Promise<void> {
  const { child, output } = spawnNext(dir, ['build', '--webpack'])
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build exited with ${code}:\n${output.join('')}`)),
    )
  })
}

export interface NextServer {
  url: string
  /** What the server printed (its errors, for the test to read). */
  output: string[]
  /** SIGTERM to its process group, SIGKILL after 5 s; resolves once it exited. */
  stop(): Promise<void>
}

/** Sends `signal` to the child's process group, if it is still there. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // The group is gone already.
  }
}

/**
 * `next start` on 127.0.0.1 and a port the system picks (`-p 0`): resolves once the server says where it
 * listens and has answered its page.
 */
export async function startNext(dir: string): Promise<NextServer> {
  const { child, output } = spawnNext(dir, ['start', '-H', '127.0.0.1', '-p', '0'])
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    signalGroup(child, 'SIGTERM')
    const killed = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000)
    await exited.finally(() => clearTimeout(killed))
  }
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const read = () => {
        const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''))
        if (match?.[1]) resolve(match[1])
      }
      child.stdout?.on('data', read)
      child.stderr?.on('data', read)
      child.once('exit', (code) => reject(new Error(`next start exited (${code}):\n${output.join('')}`)))
    })
    const page = await fetch(url)
    if (page.status !== 200) throw new Error(`next start answered ${page.status}:\n${output.join('')}`)
    return { url, output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
