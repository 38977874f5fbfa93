import { formatUnits } from 'viem'
import { el, rows } from './dom.js'
import type { FrameTranslator } from './messages.js'
import type { ConsentRequest, PromptNetwork } from './types.js'

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
  { t }: FrameTranslator,
): Node[] {
  const site = el(document, 'p', { class: 'site' }, [t('consent.site', { origin: request.origin })])
  const networkName = (chainId: number) => network?.name ?? t('consent.unknownNetwork', { chainId })
  if (request.kind === 'message')
    return [
      site,
      rows(document, [[t('consent.account'), request.account, 'mono']]),
      el(document, 'p', { class: 'label' }, [t('consent.message')]),
      el(document, 'pre', { class: 'text', tabindex: '0' }, [request.text]),
      ...(request.hex ? [el(document, 'p', { class: 'muted' }, [t('consent.hexMessage')])] : []),
    ]
  if (request.kind === 'typedData')
    return [
      site,
      rows(document, [
        [t('consent.account'), request.account, 'mono'],
        [t('consent.network'), networkName(request.chainId)],
      ]),
      el(document, 'p', { class: 'label' }, [t('consent.typedData')]),
      el(document, 'pre', { class: 'text', tabindex: '0' }, [request.json]),
    ]
  const amount = network
    ? `${formatUnits(request.value, network.decimals)} ${network.symbol}`
    : `${request.value.toString()} wei`
  return [
    site,
    rows(document, [
      [t('consent.account'), request.account, 'mono'],
      [t('consent.network'), networkName(request.chainId)],
      [t('consent.to'), request.to ?? t('consent.newContract'), 'mono'],
      [t('consent.value'), amount],
      [t('consent.data'), request.data === '0x' ? t('consent.noData') : request.data, 'mono data'],
    ]),
  ]
}
