// `?vault=on` with the local Solana ledger: Harbor Vault's Solana account (`solanaAdapter({ connectors })`,
// an external connector), given under the same id as the EVM vault (harborVault.ts), so that Foyer lists
// one wallet and connecting it connects both families. The vault is a Wallet Standard wallet object the
// site holds (not registered with the page); its key is the ledger's dev account #9 (1000 SOL at genesis,
// used by no dev wallet, test or seed transfer), derived as the devnet derives it (SHA-256 of the
// account's public label). It signs locally with the browser's own Ed25519 (WebCrypto, as @solana/kit
// does underneath) and sends through the ledger's RPC; it asks with confirm() before it signs or sends, as
// the EVM vault does. Test keys only. It does not import @solana/kit: the bundler would then move the
// kit modules that the Solana adapter's operations share into one larger chunk that every site loads.
import type { Network } from '@foyer/core'
import type { SolanaExternalConnector } from '@foyer/solana'
import { rpcError, vaultAsks, vaultConsent, vaultListing } from './harborVault.js'

type Wallet = SolanaExternalConnector['wallet']
type Account = Wallet['accounts'][number]
type ChangeListener = (properties: { accounts: readonly Account[] }) => void

/** The devnet's label of the vault's key (packages/devnet/src/solana/solanaDevAccounts.ts). */
const VAULT_KEY_LABEL = 'foyer-devnet/solana/dev-account/9'
/** Every genesis but the public clusters' is 'solana:localnet' to a wallet. */
const CHAIN = 'solana:localnet'
const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
/** The Wallet Standard wants an icon; Foyer lists the vault with `vaultListing.imageUrl`. ('<svg/>') */
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519 = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]

interface Signer {
  address: string
  publicKey: Uint8Array
  privateKey: CryptoKey
}

interface SignInput {
  account: Account
  chain?: string
  options?: { preflightCommitment?: string; skipPreflight?: boolean }
}

function toBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = BASE58[Number(value % 58n)] + text
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) text = `1${text}`
  return text
}

function fromBase58(text: string): Uint8Array {
  let value = 0n
  for (const character of text) {
    const digit = BASE58.indexOf(character)
    if (digit < 0) throw rpcError(-32603, `Not base58: ${text}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value /= 256n) bytes.unshift(Number(value % 256n))
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.unshift(0)
  return new Uint8Array(bytes)
}

/** The vault's key, as the devnet derives dev account #9's (SHA-256 of the label is the Ed25519 seed). */
async function deriveSigner(): Promise<Signer> {
  const seed = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(VAULT_KEY_LABEL)),
  )
  const pkcs8 = new Uint8Array([...PKCS8_ED25519, ...seed])
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign'])
  const { x } = await crypto.subtle.exportKey('jwk', privateKey)
  const publicKey = Uint8Array.from(atob((x ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  )
  return { address: toBase58(publicKey), publicKey, privateKey }
}

const sign = async (signer: Signer, bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.sign('Ed25519', signer.privateKey, new Uint8Array(bytes)))

/** A compact-u16 (Solana's short vector length) at `offset`: its value and the offset after it. */
function readShortU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i] ?? 0
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, offset + i + 1]
  }
  return [value, offset + 3]
}

/**
 * Adds the vault's signature to a transaction's wire bytes (legacy or v0): the signatures' slots, then
 * the message, whose first `numRequiredSignatures` account keys are the signers in slot order.
 */
async function signWire(signer: Signer, wire: Uint8Array): Promise<Uint8Array> {
  const [slots, signaturesAt] = readShortU16(wire, 0)
  const messageAt = signaturesAt + 64 * slots
  const message = wire.subarray(messageAt)
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[headerAt] ?? 0
  const [, keysAt] = readShortU16(message, headerAt + 3)
  const slot = Array.from({ length: Math.min(required, slots) }, (_, i) =>
    message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1)),
  ).findIndex((key) => key.every((byte, i) => byte === signer.publicKey[i]))
  if (slot < 0) throw rpcError(-32602, 'Harbor Vault is not a signer of this transaction')
  const signed = new Uint8Array(wire)
  signed.set(await sign(signer, message), signaturesAt + 64 * slot)
  return signed
}

/** Sends signed wire bytes on the ledger (JSON-RPC sendTransaction); the signature's bytes. */
async function send(rpcUrl: string, wire: Uint8Array, options: SignInput['options']): Promise<Uint8Array> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [
        btoa(String.fromCharCode(...wire)),
        {
          encoding: 'base64',
          preflightCommitment: options?.preflightCommitment ?? 'confirmed',
          ...(options?.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
        },
      ],
    }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw rpcError(body.error.code, body.error.message)
  if (typeof body.result !== 'string') throw rpcError(-32603, 'The ledger gave no signature')
  return fromBase58(body.result)
}

/**
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`, each asking first;
 * `signerOf` gives the vault's signer for an account it gave the site.
 */
function signingFeatures(signerOf: (account: Account) => Promise<Signer>, rpcUrl: string) {
  return {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: (SignInput & { message: Uint8Array })[]) {
        vaultAsks('sign a message')
        return Promise.all(
          inputs.map(async ({ account, message }) => ({
            signedMessage: message,
            signature: await sign(await signerOf(account), message),
          })),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: (SignInput & { transaction: Uint8Array })[]) {
        vaultAsks('sign a transaction')
        return Promise.all(
          inputs.map(async ({ account, transaction }) => ({
            signedTransaction: await signWire(await signerOf(account), transaction),
          })),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: (SignInput & { transaction: Uint8Array })[]) {
        vaultAsks('send a transaction')
        const results: { signature: Uint8Array }[] = []
        for (const { account, transaction, options } of inputs) {
          const signed = await signWire(await signerOf(account), transaction)
          results.push({ signature: await send(rpcUrl, signed, options) })
        }
        return results
      },
    },
  }
}

/**
 * Harbor Vault's Solana side on `network` (the local ledger): a Wallet Standard wallet with connect
 * (silent for a site either side approved), disconnect, change events and the signing features.
 */
export function harborVaultSolana(network: Network): SolanaExternalConnector {
  let signer: Promise<Signer> | undefined
  const loadSigner = () => {
    signer ??= deriveSigner()
    return signer
  }
  let accounts: readonly Account[] = []
  const listeners = new Set<ChangeListener>()
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts })
  }
  /** The vault's signer, for an account it gave this site. */
  const signerOf = async (account: Account) => {
    const own = await loadSigner()
    if (!accounts.some((item) => item.address === account.address) || account.address !== own.address)
      throw rpcError(4100, 'Harbor Vault did not give this account to the site')
    return own
  }

  const features = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        // One approval for both families: a site the EVM side connected gets the account silently.
        if (!vaultConsent.get()) {
          if (input?.silent) return { accounts: [] }
          vaultConsent.set(true)
        }
        const { address, publicKey } = await loadSigner()
        accounts = [
          Object.freeze({ address, publicKey, chains: [CHAIN] as const, features: ACCOUNT_FEATURES }),
        ]
        emit()
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        vaultConsent.set(false)
        accounts = []
        emit()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: ChangeListener) {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
    },
    ...signingFeatures(signerOf, network.rpcUrls.default.http[0] ?? ''),
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: vaultListing.name,
    icon: ICON as Wallet['icon'],
    chains: [CHAIN],
    features,
    get accounts() {
      return accounts
    },
  }
  return { ...vaultListing, wallet }
}
