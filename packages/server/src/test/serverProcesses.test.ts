import { describe, expect, test } from 'vitest'
import { startServerProcesses } from './serverProcesses.js'

describe('startServerProcesses', () => {
  test('behavior: when one server fails to start, those that started are stopped before it rejects', async () => {
    let output = ''
    const starting = startServerProcesses(2, (i) => ({
      // The second config is refused by the CLI (unknown key): it exits 1 without listening.
      config:
        i === 0 ? { projects: [{ id: 'p', origins: ['*'] }] } : ({ projects: [], nonsense: true } as never),
      onOutput: (text) => {
        if (i === 0) output += text
      },
    }))
    await expect(starting).rejects.toThrow(/exited \(1\) before listening/)
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
    expect(url).toBeDefined()
    await expect(fetch(`${url}/health`)).rejects.toThrow()
  }, 60_000)
})
