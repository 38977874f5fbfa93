import { expect, test } from 'vitest'
import { createTtlCache } from './createTtlCache.js'

/** A cache on a test clock, and a source whose reads are counted and can be held open. */
function setup() {
  let clock = 0
  const slept: number[] = []
  const cache = createTtlCache<number>({
    ttlMs: 30_000,
    minForceIntervalMs: 500,
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms)
      clock += ms
    },
  })
  const source = { value: 1, reads: 0, hold: undefined as Promise<void> | undefined }
  const load = async () => {
    source.reads += 1
    const seen = source.value
    await source.hold
    return seen
  }
  return { cache, source, load, slept, tick: (ms: number) => (clock += ms) }
}

test('default: a value is kept for its lifetime, then read again', async () => {
  const { cache, source, load, tick } = setup()
  expect(await cache.get('a', load)).toBe(1)
  source.value = 2
  tick(29_999)
  expect(await cache.get('a', load)).toBe(1)
  tick(1)
  expect(await cache.get('a', load)).toBe(2)
  expect(source.reads).toBe(2)
})

test('behavior: a forced call made while a read is under way waits for it, then reads again', async () => {
  const { cache, source, load, slept } = setup()
  let release: () => void = () => undefined
  source.hold = new Promise((resolve) => {
    release = resolve
  })
  const early = cache.get('a', load)
  // The value changes after the first read looked, before it answered; then a forced call comes.
  source.value = 2
  const forced = cache.get('a', load, { force: true })
  source.hold = undefined
  release()
  expect(await early).toBe(1)
  expect(await forced).toBe(2)
  expect(source.reads).toBe(2)
  expect(slept).toEqual([])
})

test('behavior: forced calls within the interval share the next read, 500 ms after the last', async () => {
  const { cache, source, load, slept, tick } = setup()
  expect(await cache.get('a', load, { force: true })).toBe(1)
  source.value = 2
  tick(100)
  const answers = await Promise.all([1, 2, 3].map(() => cache.get('a', load, { force: true })))
  expect(answers).toEqual([2, 2, 2])
  expect(slept).toEqual([400])
  expect(source.reads).toBe(2)
  // A plain call within the lifetime gets that read's value.
  source.value = 3
  expect(await cache.get('a', load)).toBe(2)
  expect(source.reads).toBe(2)
})

test('error: a failed read is not kept, and the next forced call reads again', async () => {
  const { cache, source, load, tick } = setup()
  let fail = true
  const flaky = async () => {
    if (fail) throw new Error('chain down')
    return load()
  }
  await expect(cache.get('a', flaky, { force: true })).rejects.toThrow('chain down')
  fail = false
  tick(1)
  expect(await cache.get('a', flaky, { force: true })).toBe(1)
  expect(source.reads).toBe(1)
})
