import {
  answerApproval,
  formatAmount,
  getNetwork,
  previewApproval,
  readRequestedTransaction,
  type SendSimulation,
} from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { SimulationSummary } from '../ui/SimulationSummary.js'

/** A personal_sign message as the visitor reads it: UTF-8 text when the hex is text, else the hex. */
function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

/** Typed data (eth_signTypedData_v4's second parameter) as indented JSON text, never as markup. */
function readableTypedData(data: unknown): string {
  try {
    return JSON.stringify(typeof data === 'string' ? JSON.parse(data) : data, null, 2)
  } catch {
    return String(data)
  }
}

/**
 * ApproveTransaction (spec section 4, RPC request flow): the embedded wallet of email login has no prompt
 * of its own, so a request of the site that signs or sends opens this view first. It says what is asked
 * in plain words: the message to sign, the typed data, or a transaction's recipient, value and data with
 * the balance changes the chain simulates. Approve lets the secure frame sign; Reject answers the site
 * with 4001; closing the modal aborts the request.
 */
export function ApproveTransactionView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const approval = useStoreSelector(foyer.stores.router, (state) => state.data?.approval)
  const network = useStoreSelector(foyer.stores.chains, () => getNetwork(foyer)?.caipNetwork)
  const [approving, setApproving] = useState(false)
  const [simulation, setSimulation] = useState<SendSimulation>()
  const transaction =
    approval?.method === 'eth_sendTransaction' ? readRequestedTransaction(approval.params) : undefined

  useEffect(() => {
    setApproving(false)
    if (approval?.method !== 'eth_sendTransaction') {
      setSimulation(undefined)
      return
    }
    let live = true
    setSimulation({ status: 'loading' })
    void previewApproval(foyer, approval).then((result) => {
      if (live) setSimulation(result)
    })
    return () => {
      live = false
    }
  }, [foyer, approval])

  if (!approval) return null
  const params = Array.isArray(approval.params) ? approval.params : []
  const native = network?.nativeCurrency

  let body: React.ReactNode
  if (approval.method === 'personal_sign') {
    body = (
      <>
        <p className="field-label">{t('approve.personalSign')}</p>
        <pre className="approval-text">{readableMessage(params[0])}</pre>
      </>
    )
  } else if (approval.method === 'eth_signTypedData_v4') {
    body = (
      <>
        <p className="field-label">{t('approve.typedData')}</p>
        <pre className="approval-text">{readableTypedData(params[1])}</pre>
      </>
    )
  } else if (transaction) {
    body = (
      <>
        <p className="field-label">{t('approve.sendTransaction')}</p>
        <dl className="send-summary">
          <dt>{t('approve.to')}</dt>
          <dd className="mono">
            <bdi>{transaction.to ?? t('approve.newContract')}</bdi>
          </dd>
          <dt>{t('approve.value')}</dt>
          <dd>
            <bdi>
              {native
                ? `${formatAmount(transaction.value, native.decimals)} ${native.symbol}`
                : transaction.value.toString()}
            </bdi>
          </dd>
          <dt>{t('approve.data')}</dt>
          <dd className="mono approval-data">
            <bdi>{transaction.data === '0x' ? t('approve.noData') : transaction.data}</bdi>
          </dd>
        </dl>
        <SimulationSummary simulation={simulation} />
      </>
    )
  } else {
    body = (
      <>
        <p className="field-label">{t('approve.other', { method: approval.method })}</p>
        <pre className="approval-text">{readableTypedData(approval.params ?? [])}</pre>
      </>
    )
  }

  return (
    <div className="stack">
      <p className="muted">{t('approve.intro')}</p>
      {body}
      <p className="muted center" role="status">
        {approving ? t('approve.working') : ''}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={approving}
          onClick={() => answerApproval(foyer, false)}
        >
          {t('approve.reject')}
        </button>
        <button
          type="button"
          className="button"
          disabled={approving || simulation?.status === 'loading' || simulation?.status === 'reverts'}
          onClick={() => {
            setApproving(true)
            answerApproval(foyer, true)
          }}
        >
          {t('approve.approve')}
        </button>
      </div>
    </div>
  )
}
