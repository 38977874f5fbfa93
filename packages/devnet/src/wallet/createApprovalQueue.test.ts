import { describe, expect, test, vi } from 'vitest'
import { createApprovalQueue } from './createApprovalQueue.js'
import { disconnected } from './errors.js'

const request = (rdns = 'dev.foyer.wallet', method = 'personal_sign') => ({
  rdns,
  wallet: rdns === 'dev.foyer.wallet' ? 'Foyer Dev Wallet' : 'Lantern Dev Wallet',
  method,
  origin: 'http://127.0.0.1:5173',
  summary: 'Sign "hello"',
})

describe('createApprovalQueue', () => {
  test('default', async () => {
    const approvals = createApprovalQueue()
    expect(approvals.getMode('dev.foyer.wallet')).toBe('ask')
    const answer = approvals.ask(request())
    expect(approvals.pending()).toEqual([{ id: 1, ...request() }])
    expect(approvals.approve()).toMatchObject({ id: 1, method: 'personal_sign' })
    await expect(answer).resolves.toBeUndefined()
    expect(approvals.pending()).toEqual([])
  })

  test('behavior: reject answers 4001 User rejected the request.', async () => {
    const approvals = createApprovalQueue()
    const answer = approvals.ask(request())
    approvals.reject()
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  test('parameters: id settles that request, oldest first otherwise', async () => {
    const approvals = createApprovalQueue()
    const first = approvals.ask(request())
    const second = approvals.ask(request('dev.foyer.lantern'))
    approvals.reject(2)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(approvals.approve(99)).toBeUndefined()
    approvals.approve()
    await expect(first).resolves.toBeUndefined()
    expect(approvals.approve()).toBeUndefined()
  })

  test('behavior: auto modes settle at once, per wallet or for all', async () => {
    const approvals = createApprovalQueue({ mode: 'approve' })
    await expect(approvals.ask(request())).resolves.toBeUndefined()
    approvals.setMode('reject', 'dev.foyer.lantern')
    await expect(approvals.ask(request('dev.foyer.lantern'))).rejects.toMatchObject({ code: 4001 })
    await expect(approvals.ask(request())).resolves.toBeUndefined()
    approvals.setMode('reject')
    expect(approvals.getMode('dev.foyer.wallet')).toBe('reject')
    await expect(approvals.ask(request())).rejects.toMatchObject({ code: 4001 })
    expect(approvals.pending()).toEqual([])
  })

  test('behavior: switching a wallet to an auto mode settles its waiting requests only', async () => {
    const approvals = createApprovalQueue()
    const foyer = approvals.ask(request())
    const lantern = approvals.ask(request('dev.foyer.lantern'))
    approvals.setMode('approve', 'dev.foyer.wallet')
    await expect(foyer).resolves.toBeUndefined()
    expect(approvals.pending().map((item) => item.rdns)).toEqual(['dev.foyer.lantern'])
    approvals.setMode('reject')
    await expect(lantern).rejects.toMatchObject({ code: 4001 })
  })

  test('behavior: cancel rejects the waiting requests of one wallet with the given error', async () => {
    const approvals = createApprovalQueue()
    const foyer = approvals.ask(request())
    approvals.ask(request('dev.foyer.lantern'))
    approvals.cancel('dev.foyer.wallet', disconnected())
    await expect(foyer).rejects.toMatchObject({ code: 4900 })
    expect(approvals.pending()).toHaveLength(1)
  })

  test('behavior: subscribers hear every change until they unsubscribe', () => {
    const approvals = createApprovalQueue()
    const listener = vi.fn()
    const unsubscribe = approvals.subscribe(listener)
    approvals.ask(request())
    approvals.setMode('ask', 'dev.foyer.wallet')
    approvals.approve()
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    approvals.ask(request())
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
