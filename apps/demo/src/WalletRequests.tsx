import { FoyerError } from '@foyer/core'
import { useFoyerAccount, useFoyerProvider } from '@foyer/react'
import { useState } from 'react'
import { sendCallsBatch } from './sendCallsBatch.js'

type Outcome =
  | { kind: 'pending' }
  | { kind: 'ok'; label: string; value: string }
  | { kind: 'error'; message: string }

const message = 'Sign in to Harbor Exchange'
const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
/** The page's load (what bench/bundle measures as Foyer's cost) does not carry the codec: it loads on the click. */
const toBase58 = async (text: string) => (await import('./demoBase58.js')).toBase58(text)

/**
 * The host page's own requests to the connected wallet, through Foyer's providers: a message to sign (the
 * wallet asks), and on EVM a read (no prompt), a batch, and a method Foyer's policy refuses before the
 * wallet sees it. A Solana account signs through the Solana provider (`solana_signMessage`); the EVM-only
 * requests are not offered to it, nor to a Bitcoin or Polkadot account (families/ page), which signs through
 * its family's provider; a Bitcoin account also signs a PSBT (demoPsbt.ts).
 */
export function WalletRequests() {
  const account = useFoyerAccount()
  const provider = useFoyerProvider()
  const solanaProvider = useFoyerProvider('solana')
  const bitcoinProvider = useFoyerProvider('bip122')
  const polkadotProvider = useFoyerProvider('polkadot')
  const [outcome, setOutcome] = useState<Outcome | undefined>()

  const settle = async (request: () => Promise<Outcome>) => {
    setOutcome({ kind: 'pending' })
    try {
      setOutcome(await request())
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof FoyerError ? error.shortMessage : 'The request failed',
      })
    }
  }
  const run = (label: string, args: { method: string; params?: unknown }) =>
    settle(async () => ({ kind: 'ok', label, value: String(await provider.request(args)) }))
  const sendBatch = (address: string) =>
    settle(async () => {
      const summary = await sendCallsBatch(provider, address)
      return summary === undefined
        ? { kind: 'error', message: 'The batch is still pending' }
        : { kind: 'ok', label: 'Batch', value: summary }
    })

  if (!account.isConnected || !account.address) return null
  const address = account.address
  const family = account.caipAddress?.split(':')[0]
  const solana = family === 'solana'
  // Bitcoin signs BIP-322 (`signMessage`, WalletConnect's bip122 name), Polkadot the message's bytes
  // (`polkadot_signMessage`): both answer an object with the signature (families/ page, #28).
  const signOther = (provider: typeof bitcoinProvider, method: string) =>
    settle(async () => {
      const answer = await provider.request({ method, params: { address, message } })
      const signature = (answer as { signature?: unknown } | undefined)?.signature
      return { kind: 'ok', label: 'Signature', value: String(signature) }
    })
  const signMessage = () =>
    family === 'bip122'
      ? signOther(bitcoinProvider, 'signMessage')
      : family === 'polkadot'
        ? signOther(polkadotProvider, 'polkadot_signMessage')
        : solana
          ? settle(async () => {
              const answer = await solanaProvider.request({
                method: 'solana_signMessage',
                params: { message: await toBase58(message), pubkey: address },
              })
              const signature = (answer as { signature?: unknown } | undefined)?.signature
              return { kind: 'ok', label: 'Signature', value: String(signature) }
            })
          : run('Signature', { method: 'personal_sign', params: [toHex(message), address] })
  // A PSBT spending an output of the payment address, signed (not broadcast) by the wallet: its input 0
  // (`signInputs` names it for the address, as Wallet Standard wallets and WalletConnect want).
  const signPsbt = () =>
    settle(async () => {
      const { buildDemoPsbt } = await import('./demoPsbt.js')
      const psbt = await buildDemoPsbt(address, account.caipAddress?.split(':').slice(0, 2).join(':') ?? '')
      const answer = await bitcoinProvider.request({
        method: 'signPsbt',
        params: { psbt, signInputs: { [address]: [0] } },
      })
      return { kind: 'ok', label: 'Signed PSBT', value: String((answer as { psbt?: unknown }).psbt) }
    })

  return (
    <section className="card" aria-labelledby="requests-title">
      <h2 id="requests-title">Wallet requests</h2>
      <div className="actions">
        <button type="button" onClick={() => void signMessage()}>
          Sign a message
        </button>
        {family === 'bip122' ? (
          <button type="button" onClick={() => void signPsbt()}>
            Sign a PSBT
          </button>
        ) : null}
        {family === 'eip155' ? <EvmRequests address={address} run={run} sendBatch={sendBatch} /> : null}
      </div>
      <output aria-live="polite" aria-label="Request result" className="request-result">
        {outcome?.kind === 'pending' ? 'Waiting for the wallet…' : null}
        {outcome?.kind === 'ok' ? `${outcome.label}: ${outcome.value}` : null}
        {outcome?.kind === 'error' ? `Error: ${outcome.message}` : null}
      </output>
    </section>
  )
}

/** The EVM-only requests: a read (no prompt), a batch, and a method Foyer's policy refuses. */
function EvmRequests({
  address,
  run,
  sendBatch,
}: {
  address: string
  run: (label: string, args: { method: string; params?: unknown }) => Promise<void>
  sendBatch: (address: string) => Promise<void>
}) {
  return (
    <>
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
    </>
  )
}
