import { FoyerError } from '@foyer/core'
import { useFoyerAccount, useFoyerProvider } from '@foyer/react'
import { useState } from 'react'

type Outcome =
  | { kind: 'pending' }
  | { kind: 'ok'; label: string; value: string }
  | { kind: 'error'; message: string }

const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * The host page's own requests to the connected wallet, through Foyer's EIP-1193 provider: a message to
 * sign (the wallet asks), a read (no prompt), and a method Foyer's policy refuses before the wallet sees it.
 */
export function WalletRequests() {
  const account = useFoyerAccount()
  const provider = useFoyerProvider()
  const [outcome, setOutcome] = useState<Outcome | undefined>()

  const run = async (label: string, args: { method: string; params?: unknown }) => {
    setOutcome({ kind: 'pending' })
    try {
      const value = await provider.request(args)
      setOutcome({ kind: 'ok', label, value: String(value) })
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof FoyerError ? error.shortMessage : 'The request failed',
      })
    }
  }
  /** EIP-5792: two zero-value calls to oneself in one wallet_sendCalls, then its status until it settles. */
  const sendBatch = async (address: string) => {
    setOutcome({ kind: 'pending' })
    try {
      const capabilities = (await provider.request({
        method: 'wallet_getCapabilities',
        params: [address],
      })) as Record<string, { atomic?: { status?: string } }>
      const { id } = (await provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: address,
            atomicRequired: false,
            calls: [
              { to: address, value: '0x0' },
              { to: address, value: '0x0', data: '0x' },
            ],
          },
        ],
      })) as { id: string }
      for (let attempt = 0; attempt < 40; attempt++) {
        const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
          status: number
          receipts?: unknown[]
        }
        if (status.status >= 200) {
          const atomic = Object.values(capabilities)[0]?.atomic?.status ?? 'unknown'
          setOutcome({
            kind: 'ok',
            label: 'Batch',
            value: `${status.status === 200 ? 'confirmed' : `failed (${status.status})`}, ${status.receipts?.length ?? 0} receipts, atomic ${atomic}`,
          })
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      setOutcome({ kind: 'error', message: 'The batch is still pending' })
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof FoyerError ? error.shortMessage : 'The request failed',
      })
    }
  }

  if (!account.isConnected || !account.address) return null
  const address = account.address

  return (
    <section className="card" aria-labelledby="requests-title">
      <h2 id="requests-title">Wallet requests</h2>
      <div className="actions">
        <button
          type="button"
          onClick={() =>
            void run('Signature', {
              method: 'personal_sign',
              params: [toHex('Sign in to Harbor Exchange'), address],
            })
          }
        >
          Sign a message
        </button>
        <button type="button" onClick={() => void run('Block number', { method: 'eth_blockNumber' })}>
          Read the block number
        </button>
        <button type="button" onClick={() => void sendBatch(address)}>
          Send a batch of calls
        </button>
        <button
          type="button"
          onClick={() => void run('Signature', { method: 'eth_sign', params: [address, '0x00'] })}
        >
          Try eth_sign (refused)
        </button>
      </div>
      <output aria-live="polite" aria-label="Request result" className="request-result">
        {outcome?.kind === 'pending' ? 'Waiting for the wallet…' : null}
        {outcome?.kind === 'ok' ? `${outcome.label}: ${outcome.value}` : null}
        {outcome?.kind === 'error' ? `Error: ${outcome.message}` : null}
      </output>
    </section>
  )
}
