import { formatUnits } from 'viem'
import type { TransactionPreview } from '../preview.js'
import { el, rows } from './dom.js'
import type { FrameTranslator } from './messages.js'
import type { ConsentRequest, PromptNetwork } from './types.js'

/** A label, its value, and the value's class. */
type Row = [string, string, string?]

/** The title of a consent prompt and the label of its approving button. */
export function consentLabels(request: ConsentRequest, { t }: FrameTranslator) {
  return {
    title: t(`consent.title.${request.kind}`),
    approve: request.kind === 'transaction' ? t('consent.approve') : t('consent.sign'),
  }
}

/**
 * What the visitor reads before answering: who asks (the page's origin as the browser gave it to the frame,
 * not as the page names itself), with which account, on which network, and exactly what is signed or sent.
 */
export function consentBody(
  document: Document,
  request: ConsentRequest,
  network: PromptNetwork | undefined,
  translator: FrameTranslator,
): Node[] {
  const { t } = translator
  const site = el(document, 'p', { class: 'site' }, [t('consent.site', { origin: request.origin })])
  const networkName = (chainId: number) => network?.name ?? t('consent.unknownNetwork', { chainId })
  // The smart account says what it is; the EOA's rows stay as they were.
  const account: Row[] = [
    [t('consent.account'), request.account, 'mono'],
    ...(request.smartAccount ? [[t('consent.accountType'), t('consent.smartAccount')] as Row] : []),
  ]
  if (request.kind === 'message')
    return [
      site,
      rows(document, account),
      el(document, 'p', { class: 'label' }, [t('consent.message')]),
      el(document, 'pre', { class: 'text', tabindex: '0' }, [request.text]),
      ...(request.hex ? [el(document, 'p', { class: 'muted' }, [t('consent.hexMessage')])] : []),
    ]
  if (request.kind === 'typedData')
    return [
      site,
      rows(document, [...account, [t('consent.network'), networkName(request.chainId)]]),
      el(document, 'p', { class: 'label' }, [t('consent.typedData')]),
      el(document, 'pre', { class: 'text', tabindex: '0' }, [request.json]),
    ]
  const preview = request.preview ? [previewSection(document, request.preview, translator)] : []
  const amount = network
    ? `${formatUnits(request.value, network.decimals)} ${network.symbol}`
    : `${request.value.toString()} wei`
  return [
    site,
    rows(document, [
      ...account,
      [t('consent.network'), networkName(request.chainId)],
      [t('consent.to'), request.to ?? t('consent.newContract'), 'mono'],
      [t('consent.value'), amount],
      [t('consent.data'), request.data === '0x' ? t('consent.noData') : request.data, 'mono data'],
      // A user operation's fee: the app's paymaster, or the smart account itself.
      ...(request.smartAccount
        ? [
            [
              t('consent.networkFee'),
              t(request.sponsored ? 'consent.feeSponsored' : 'consent.feeFromAccount'),
            ] as Row,
          ]
        : []),
    ]),
    ...preview,
  ]
}

/** A signed amount as the preview lists it: `-0.5 ETH`, `+100 fUSD`. */
function signedAmount(change: bigint, decimals: number, symbol: string): string {
  const sign = change < 0n ? '-' : '+'
  return `${sign}${formatUnits(change < 0n ? -change : change, decimals)} ${symbol}`
}

/**
 * The transaction's balance changes as the chain simulates them, filled in when the simulation answers:
 * each change, or the chain's refusal and its reason, or 'Preview unavailable'.
 */
function previewSection(
  document: Document,
  preview: Promise<TransactionPreview>,
  { t }: FrameTranslator,
): HTMLElement {
  const status = el(document, 'p', { class: 'muted', role: 'status' }, [t('consent.previewing')])
  const list = el(document, 'ul', { class: 'changes', 'aria-label': t('consent.changes') })
  void preview.then((result) => {
    if (result.status === 'changes') {
      status.remove()
      list.append(
        ...result.changes.map((item) =>
          el(document, 'li', {}, [
            el(document, 'bdi', {}, [signedAmount(item.change, item.decimals, item.symbol)]),
          ]),
        ),
      )
    } else if (result.status === 'reverts') {
      status.className = 'error'
      status.setAttribute('role', 'alert')
      status.textContent = result.reason
        ? t('consent.reverts', { reason: result.reason })
        : t('consent.revertsNoReason')
    } else status.textContent = t('consent.noPreview')
  })
  return el(document, 'div', {}, [
    el(document, 'p', { class: 'label' }, [t('consent.changes')]),
    list,
    status,
  ])
}
