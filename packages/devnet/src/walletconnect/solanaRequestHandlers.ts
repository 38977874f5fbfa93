import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import { t } from '../t.js'
import { invalidParams } from '../wallet/errors.js'
import { clip, type Kit } from '../wallet/solana/solanaSigningFeatures.js'
import { messageOf, readSendOptions, requireObject, requireString } from './solanaParams.js'

/** The Wallet Standard features of a session's Solana dev wallet. */
export type SessionFeatures = StandardConnectFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export interface SolanaRequest {
  chainId: string
  method: string
  params: unknown
}

/** What a handler of WalletConnect's Solana RPC works with. */
export interface SolanaRequestContext {
  features: SessionFeatures
  request: SolanaRequest
  origin: string
  loadKit(): Promise<Kit>
  /** The wallet's account addresses. */
  loadAddresses(): Promise<string[]>
  /** Asks the user (under the WalletConnect method's name); a refusal throws the queue's 4001. */
  ask(method: string, origin: string, summary: string): Promise<unknown>
}

const accountOf = async (features: SessionFeatures, address: string): Promise<WalletAccount> => {
  const { accounts } = await features[StandardConnect].connect()
  const account = accounts.find((item) => item.address === address)
  if (!account) throw invalidParams(`${address} is not an account of this wallet`)
  return account
}

/** A base64 wire transaction, decoded, with the wallet's accounts that must sign it (fee payer first). */
async function readTransaction(context: SolanaRequestContext, value: unknown, name: string) {
  const { getBase64Encoder, getTransactionDecoder } = await context.loadKit()
  const encoded = requireString(value, name)
  let bytes: Uint8Array
  let signers: string[]
  try {
    bytes = new Uint8Array(getBase64Encoder().encode(encoded))
    signers = Object.keys(getTransactionDecoder().decode(bytes).signatures)
  } catch (error) {
    throw invalidParams(`${name} is not a base64 transaction: ${messageOf(error)}`)
  }
  const ours = new Set(await context.loadAddresses())
  const signing = signers.filter((signer) => ours.has(signer))
  if (signing.length === 0) throw invalidParams(t('solana.notASigner'))
  return { bytes, signing }
}

/** Signs with each of the wallet's accounts the transaction needs, through the Wallet Standard feature. */
async function sign(features: SessionFeatures, chain: string, bytes: Uint8Array, signing: readonly string[]) {
  let signed = bytes
  for (const address of signing) {
    const account = await accountOf(features, address)
    const [output] = await features[SolanaSignTransaction].signTransaction({
      account,
      transaction: signed,
      chain: chain as `${string}:${string}`,
    })
    if (!output) throw new Error('signTransaction returned no transaction')
    signed = output.signedTransaction
  }
  return signed
}

async function signMessage(context: SolanaRequestContext): Promise<unknown> {
  const { features, request, origin } = context
  const { getBase58Decoder, getBase58Encoder } = await context.loadKit()
  const input = requireObject(request.params)
  const encoded = requireString(input.message, 'message')
  let message: Uint8Array
  try {
    message = new Uint8Array(getBase58Encoder().encode(encoded))
  } catch (error) {
    throw invalidParams(`message is not base58: ${messageOf(error)}`)
  }
  const account = await accountOf(features, requireString(input.pubkey, 'pubkey'))
  const text = new TextDecoder().decode(message)
  await context.ask('solana_signMessage', origin, t('solana.signMessage', { message: clip(text) }))
  const [output] = await features[SolanaSignMessage].signMessage({ account, message })
  if (!output) throw new Error('signMessage returned no signature')
  return { signature: getBase58Decoder().decode(output.signature) }
}

async function signTransaction(context: SolanaRequestContext): Promise<unknown> {
  const { features, request, origin } = context
  const { getBase58Decoder, getBase64Decoder, getTransactionDecoder } = await context.loadKit()
  const { bytes, signing } = await readTransaction(
    context,
    requireObject(request.params).transaction,
    'transaction',
  )
  await context.ask('solana_signTransaction', origin, t('solana.signTransaction'))
  const signed = await sign(features, request.chainId, bytes, signing)
  const { signatures } = getTransactionDecoder().decode(signed)
  // The transaction's first signature is its id: the fee payer's, or the wallet's when another pays.
  const feePayer = Object.keys(signatures)[0] as keyof typeof signatures
  const signature = signatures[feePayer] ?? signatures[signing[0] as keyof typeof signatures]
  return {
    signature: signature ? getBase58Decoder().decode(signature) : null,
    transaction: getBase64Decoder().decode(signed),
  }
}

async function signAllTransactions(context: SolanaRequestContext): Promise<unknown> {
  const { features, request, origin } = context
  const { getBase64Decoder } = await context.loadKit()
  const list = requireObject(request.params).transactions
  if (!Array.isArray(list) || list.length === 0)
    throw invalidParams('transactions must be a non-empty array of base64 transactions')
  const transactions = []
  for (const [index, item] of list.entries())
    transactions.push(await readTransaction(context, item, `transactions[${index}]`))
  await context.ask(
    'solana_signAllTransactions',
    origin,
    t('solana.signAllTransactions', { count: transactions.length }),
  )
  const signed = []
  for (const { bytes, signing } of transactions)
    signed.push(getBase64Decoder().decode(await sign(features, request.chainId, bytes, signing)))
  return { transactions: signed }
}

async function signAndSendTransaction(context: SolanaRequestContext): Promise<unknown> {
  const { features, request, origin } = context
  const { getBase58Decoder } = await context.loadKit()
  const input = requireObject(request.params)
  const { bytes, signing } = await readTransaction(context, input.transaction, 'transaction')
  const options = readSendOptions(input.sendOptions)
  await context.ask('solana_signAndSendTransaction', origin, t('solana.signAndSend', { count: 1 }))
  // The other accounts sign first; the first (the fee payer when it is the wallet's) signs and sends.
  const [first, ...others] = signing as [string, ...string[]]
  const partly = await sign(features, request.chainId, bytes, others)
  const [output] = await features[SolanaSignAndSendTransaction].signAndSendTransaction({
    account: await accountOf(features, first),
    transaction: partly,
    chain: request.chainId as `${string}:${string}`,
    options,
  })
  if (!output) throw new Error('signAndSendTransaction returned no signature')
  return { signature: getBase58Decoder().decode(output.signature) }
}

const accounts = async (context: SolanaRequestContext) =>
  (await context.loadAddresses()).map((pubkey) => ({ pubkey }))

/** WalletConnect's Solana RPC methods and their handlers. */
export const solanaRequestHandlers: Readonly<
  Record<string, (context: SolanaRequestContext) => Promise<unknown>>
> = {
  solana_getAccounts: accounts,
  solana_requestAccounts: accounts,
  solana_signMessage: signMessage,
  solana_signTransaction: signTransaction,
  solana_signAllTransactions: signAllTransactions,
  solana_signAndSendTransaction: signAndSendTransaction,
}
