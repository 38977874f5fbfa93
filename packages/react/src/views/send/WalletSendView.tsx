import { loadSendTokens, setSendReceiver } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { SendForm } from './SendForm.js'
import { SendPreview } from './SendPreview.js'
import { SentSummary } from './SentSummary.js'

const NAME_LOOKUP_DELAY_MS = 400

/**
 * WalletSend: token (from the account's balances), amount with Max and its fiat value, receiver
 * (address or name, resolved with its avatar), network fee, and apart from it the deposit that opens
 * the receiver's account when the transfer needs one (a Solana token account), explained; then a
 * preview, and the wallet. Inline errors come before anything is sent. The form lives in core's send
 * store: leaving the view keeps it; a network change resets it.
 */
export function WalletSendView() {
  const foyer = useFoyerInstance()
  const store = foyer.stores.send
  const state = useStoreSelector(store, (value) => value)
  const network = useStoreSelector(foyer.stores.chains, (value) =>
    value.activeNamespace ? value.chains[value.activeNamespace]?.networkState.caipNetwork : undefined,
  )
  const lookup = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The native balance can arrive after Send opens (a fresh connection): without a server's balances it
  // is the only token, so the list follows it.
  const balance = useStoreSelector(foyer.stores.chains, (value) =>
    value.activeNamespace ? value.chains[value.activeNamespace]?.accountState.balance : undefined,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the network or the balance changes
  useEffect(() => {
    void loadSendTokens(foyer)
  }, [foyer, network?.caipNetworkId, balance])
  useEffect(() => () => clearTimeout(lookup.current), [])

  const token = state.token
  const fiat = token?.price !== undefined && state.amount ? Number(state.amount) * token.price : undefined

  if (state.step === 'sent' && state.sent) return <SentSummary sent={state.sent} />
  if (state.step === 'preview' && token)
    return <SendPreview state={state} token={token} network={network} fiat={fiat} />
  return (
    <SendForm
      state={state}
      namespace={network?.chainNamespace}
      fiat={fiat}
      onReceiverChange={(value) => {
        store.setState({
          receiver: value,
          receiverAddress: undefined,
          receiverUnknown: false,
          receiverLookupFailed: false,
          receiverResolving: true,
          deposit: undefined,
        })
        clearTimeout(lookup.current)
        lookup.current = setTimeout(() => void setSendReceiver(foyer, value), NAME_LOOKUP_DELAY_MS)
      }}
    />
  )
}
