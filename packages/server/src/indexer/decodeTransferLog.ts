import { type Hex, hexToBigInt, size } from 'viem'

/** keccak256('Transfer(address,address,uint256)'): the same topic for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export interface RawLog {
  address: Hex
  topics: readonly Hex[]
  data: Hex
  logIndex: Hex | number | bigint | null
}

export type DecodedTransfer =
  | { kind: 'erc20'; token: string; from: string; to: string; value: string; logIndex: number }
  | { kind: 'erc721'; token: string; from: string; to: string; tokenId: string; logIndex: number }

/**
 * Reads a `Transfer` log: three topics and a 32-byte amount is ERC-20, four topics (the token id
 * indexed) and no data is ERC-721. Anything else (another event, a non-standard layout) is `undefined`.
 *
 * @example
 * decodeTransferLog(log) // { kind: 'erc20', token: '0x5fbd…', from: '0xf39f…', to: '0x7099…', value: '1000000', logIndex: 0 }
 */
export function decodeTransferLog(log: RawLog): DecodedTransfer | undefined {
  const [topic0, fromTopic, toTopic, idTopic] = log.topics
  if (topic0?.toLowerCase() !== TRANSFER_TOPIC || !fromTopic || !toTopic || log.logIndex === null)
    return undefined
  const token = log.address.toLowerCase()
  const from = topicToAddress(fromTopic)
  const to = topicToAddress(toTopic)
  const logIndex = Number(log.logIndex)
  if (log.topics.length === 3 && size(log.data) === 32)
    return { kind: 'erc20', token, from, to, value: hexToBigInt(log.data).toString(), logIndex }
  if (log.topics.length === 4 && idTopic && size(log.data) === 0)
    return { kind: 'erc721', token, from, to, tokenId: hexToBigInt(idTopic).toString(), logIndex }
  return undefined
}

function topicToAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}
