import { type Address, erc721Abi } from 'viem'
import { isContractCallFailure } from '../../indexer/isContractCallFailure.js'
import { createTtlCache } from './createTtlCache.js'
import { readChain } from './readChain.js'
import type { ResolvedChain } from './resolveChains.js'

const PREVIEW_TTL_MS = 5 * 60_000
const JSON_BASE64 = 'data:application/json;base64,'
const JSON_TEXT = 'data:application/json,'

export interface NftPreviewReader {
  /** The image URL of a token, or '' when it has none the server can give (see below). */
  read(chain: ResolvedChain, contract: string, tokenId: string): Promise<string>
}

/**
 * Reads NFT preview images from `tokenURI`: an on-chain `data:application/json` document's `image`
 * (a data: or https: URL) is the preview. Off-chain documents (https:, ipfs:) are not fetched by the
 * server, and a token that no longer exists has none: both give ''. Results are kept 5 minutes.
 *
 * @example
 * const previews = createNftPreviewReader()
 * await previews.read(chain, passes, '1') // 'data:image/svg+xml;base64,…'
 */
export function createNftPreviewReader(): NftPreviewReader {
  const cache = createTtlCache<string>({ ttlMs: PREVIEW_TTL_MS, maxEntries: 5000 })
  return {
    read(chain, contract, tokenId) {
      return cache.get(`${chain.caipNetworkId}:${contract}:${tokenId}`, async () => {
        let uri: string
        try {
          uri = await readChain(chain, (client) =>
            client.readContract({
              address: contract as Address,
              abi: erc721Abi,
              functionName: 'tokenURI',
              args: [BigInt(tokenId)],
            }),
          )
        } catch (error) {
          if (isContractCallFailure(error)) return ''
          throw error
        }
        return imageOf(uri)
      })
    },
  }
}

function imageOf(uri: string): string {
  let document: unknown
  try {
    if (uri.startsWith(JSON_BASE64))
      document = JSON.parse(Buffer.from(uri.slice(JSON_BASE64.length), 'base64').toString())
    else if (uri.startsWith(JSON_TEXT)) document = JSON.parse(decodeURIComponent(uri.slice(JSON_TEXT.length)))
    else return ''
  } catch {
    // A malformed document: the token has no readable metadata, which is an answer (no preview), not a fault.
    return ''
  }
  const image =
    typeof document === 'object' && document !== null ? (document as { image?: unknown }).image : undefined
  if (typeof image !== 'string') return ''
  return image.startsWith('data:image/') || image.startsWith('https://') ? image : ''
}
