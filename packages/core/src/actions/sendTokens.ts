import { FoyerError } from '../kernel/errors/base.js'
import {
  IncorrectAmountError,
  SendNotSupportedError,
  SendTransactionError,
} from '../kernel/errors/request.js'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { RpcTimeoutError, RpcUnreachableError } from '../kernel/errors/transport.js'
import { t } from '../kernel/messages/t.js'
import { parseAmount } from '../kernel/utils/units.js'
import { getAccount } from '../selectors/getAccount.js'
import { accountTypeOf } from '../selectors/getAccountType.js'
import { getAccountDataKey } from '../state/accountData/accountDataStore.js'
import { addPendingTransaction, settlePendingTransaction } from '../state/accountData/pendingTransactions.js'
import { getChainEntry } from '../state/chains/chainState.js'
import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import { initialSendState, type SentTransfer } from '../state/send/sendStore.js'
import { pause } from '../state/services.js'
import type { Foyer } from '../types/foyer.js'
import type { Network } from '../types/network.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTransactions } from './fetchTransactions.js'
import { canPreviewSend, loadSendTokens } from './send.js'
import { transferOf, walletRequest } from './transferOf.js'

/**
 * Sends the previewed transfer through the connected wallet (eth_sendTransaction: a value transfer,
 * or ERC-20 `transfer`). Tracks SEND_INITIATED, then SEND_SUCCESS with the hash ('Transaction started'
 * toast, the 'sent' step with the transfer and its status, balances refreshed once mined) or
 * SEND_ERROR (the form kept for another try; inline, what went wrong when it is known — the wallet
 * declined, the chain refused, the network could not be reached or timed out, or the adapter's
 * `SendTransactionError` — else 'Something went wrong'). An amount that cannot be read is refused with
 * 'Incorrect amount' ('Please enter a valid amount' on the form) before anything is asked. Returns the
 * transaction hash.
 */
export async function sendTokens(foyer: Foyer): Promise<string | undefined> {
  const store = foyer.stores.send
  const state = store.getState()
  const account = getConnectedAccount(foyer)
  if (account && state.token && parseAmount(state.amount, state.token.decimals) === undefined) {
    // An amount that is not one never reaches the wallet as some other amount (spec section 8).
    const error = new IncorrectAmountError()
    store.setState({ error: error.details })
    foyer.showToast({ type: 'error', message: error.shortMessage })
    return undefined
  }
  if (!account || !canPreviewSend(state)) return undefined
  // The simulation is still running, or it says the chain would refuse: the wallet is not asked.
  if (state.simulation?.status === 'loading' || state.simulation?.status === 'reverts') return undefined
  const transfer = transferOf(foyer, state, account.address, account.network)
  const properties = {
    network: account.network.caipNetworkId,
    token: state.token?.symbol,
    amount: state.amount,
    isSmartAccount: accountTypeOf(getAccount(foyer)) === 'smartAccount',
  }
  foyer.track({ event: 'SEND_INITIATED', properties })
  store.setState({ sending: true, error: undefined })
  let hash: string
  try {
    if (!transfer || !account.adapter?.sendTransfer) throw new SendNotSupportedError()
    hash = await account.adapter.sendTransfer(transfer)
  } catch (error) {
    const message =
      error instanceof UserRejectedRequestError
        ? t('send.rejected')
        : error instanceof FoyerError &&
            (error.code.startsWith('TX_') ||
              error instanceof SendNotSupportedError ||
              error instanceof SendTransactionError ||
              error instanceof RpcUnreachableError ||
              error instanceof RpcTimeoutError)
          ? error.shortMessage
          : t('error.unknown')
    store.setState({ sending: false, error: message })
    foyer.track({ event: 'SEND_ERROR', properties: { ...properties, message } })
    // 'Something went wrong', or the adapter's own failure ('Failed to send transaction. Please try again.').
    const toast = error instanceof SendTransactionError ? error.shortMessage : t('error.unknown')
    foyer.showToast({ type: 'error', message: toast })
    return undefined
  }
  foyer.track({ event: 'SEND_SUCCESS', properties: { ...properties, hash } })
  foyer.showToast({ type: 'success', message: t('toast.transactionStarted') })
  const key = getAccountDataKey(getChainEntry(foyer))
  const token = state.token
  if (key && token && transfer) {
    addPendingTransaction(foyer, {
      key,
      hash,
      from: account.address,
      to: transfer.to,
      caipNetworkId: account.network.caipNetworkId,
      amount: state.amount,
      token: { name: token.name, symbol: token.symbol, iconUrl: token.iconUrl },
      sentAt: new Date(foyer.services.now()).toISOString(),
    })
  }
  const sent: SentTransfer = {
    hash,
    amount: state.amount,
    symbol: token?.symbol ?? '',
    receiverAddress: state.receiverAddress ?? '',
    receiverName: state.receiverProfile?.name,
    caipNetworkId: account.network.caipNetworkId,
    status: 'pending',
  }
  // The form empties but keeps its token list and fee: the success state replaces it until 'Done'.
  store.setState({ ...initialSendState, tokens: state.tokens, token, fee: state.fee, step: 'sent', sent })
  if (key) void settleAfterMined(foyer, key, hash, account.network)
  return hash
}

/** How often the outcome of a sent transfer is asked for, and for how long (ms). */
const statusPollMs = 1_000
const statusWaitMs = 120_000

/**
 * Waits for the outcome of the sent transfer `id` (the adapter reads it: for EVM, the receipt), then
 * marks the pending Activity entry confirmed or failed, refreshes the native balance and the history
 * (where the server's entry replaces the local one).
 */
async function settleAfterMined(foyer: Foyer, key: string, hash: string, network: Network): Promise<void> {
  const adapter = foyer.services.adapters.get(network.chainNamespace)
  if (!adapter?.getTransferStatus) return
  let status: 'confirmed' | 'failed' | undefined
  for (let waited = 0; waited < statusWaitMs; waited += statusPollMs) {
    if (foyer.services.destroyed) return
    try {
      status = await adapter.getTransferStatus({ network, id: hash, request: walletRequest(foyer) })
    } catch (error) {
      console.warn('Foyer: could not read the outcome of a sent transfer', error)
      return
    }
    if (status) break
    // destroy() ends the wait (and the loop) instead of polling on for up to two minutes.
    if (!(await pause(foyer, statusPollMs))) return
  }
  if (!status) return
  settlePendingTransaction(foyer, key, hash, status)
  const store = foyer.stores.send
  const { sent } = store.getState()
  if (sent?.hash === hash) store.setState({ sent: { ...sent, status } })
  await fetchBalance(foyer)
  await loadSendTokens(foyer)
  if (foyer.stores.accountData.getState().transactions.fetched) {
    await fetchTransactions(foyer, { reset: true }).catch(() => undefined)
  }
}
