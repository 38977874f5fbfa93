import { expect, test } from 'vitest'
import { createStore, readServerState, recordServerStates } from './createStore.js'

test('behavior: readServerState answers with the recorded state, everywhere inside it, and only there', () => {
  const chains = createStore({ status: 'disconnected' })
  const modal = createStore({ open: false })
  const later = createStore({ n: 0 })
  recordServerStates({ chains, modal })
  chains.setState({ status: 'connecting' })
  modal.setState({ open: true })
  later.setState({ n: 1 })

  expect(
    readServerState(() => [chains.getState().status, modal.getState().open, later.getState().n]),
  ).toEqual([
    'disconnected',
    false,
    1, // never recorded: its present state
  ])
  expect(chains.getState().status).toBe('connecting')
  expect(() =>
    readServerState(() => {
      throw new Error('selector failed')
    }),
  ).toThrow('selector failed')
  expect(modal.getState().open).toBe(true)
})
