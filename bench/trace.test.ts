import { expect, test } from 'vitest'
import { type TraceEvent, taskEntries } from './trace.js'

const at = (name: string, ts: number, dur: number, data?: Record<string, string>): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  dur,
  pid: 1,
  tid: 1,
  args: data ? { data } : {},
})

test("a task's entries are its outermost JS, longest first, each with the occasion that called it", () => {
  const task = at('RunTask', 0, 126_000)
  const events = [
    task,
    at('v8.evaluateModule', 1_000, 41_800),
    // A call made while the module graph ran is part of it, not an entry of its own.
    at('FunctionCall', 5_000, 100, { url: 'http://h/assets/foyer-A.js', functionName: 'i' }),
    at('RunMicrotasks', 43_000, 2_000),
    at('FunctionCall', 43_100, 1_800, { url: 'http://h/assets/react-B.js', functionName: '' }),
    at('EventDispatch', 50_000, 47_500, { type: 'DOMContentLoaded' }),
    at('FunctionCall', 50_100, 47_200, { url: 'http://h/__devwallet.js', functionName: 'i' }),
    // Another thread's and another task's events are not this task's.
    { ...at('FunctionCall', 60_000, 10_000, { url: 'http://h/x.js' }), tid: 2 },
    at('FunctionCall', 130_000, 5_000, { url: 'http://h/assets/foyer-A.js' }),
  ]
  expect(taskEntries(events, task)).toEqual([
    {
      kind: 'DOMContentLoaded listener',
      url: 'http://h/__devwallet.js',
      functionName: 'i',
      ms: 47.2,
      scheduled: false,
    },
    { kind: 'module script', url: '', functionName: '', ms: 41.8, scheduled: true },
    { kind: 'microtask', url: 'http://h/assets/react-B.js', functionName: '', ms: 1.8, scheduled: true },
  ])
})

test("a timer's and an idle callback's entries are named by their occasion", () => {
  const task = at('RunTask', 0, 60_000)
  const events = [
    task,
    at('TimerFire', 0, 20_000),
    at('FunctionCall', 10, 19_000, { url: 'http://h/assets/foyer-A.js', functionName: 'f' }),
    at('FireIdleCallback', 20_100, 39_000),
    at('FunctionCall', 20_200, 38_000, { url: 'http://h/assets/Modal-C.js', functionName: 'g' }),
  ]
  expect(taskEntries(events, task).map((e) => `${e.kind} ${e.functionName}`)).toEqual([
    'idle callback g',
    'timer f',
  ])
})
