import {
  type Chain,
  createPublicClient,
  defineChain,
  type HttpTransport,
  http,
  type PublicClient,
} from 'viem'
import { InvalidRequestError } from '../errors.js'
import { CHAIN_RPC_OPTIONS } from '../signer.js'

/**
 * A public client of chain `chainId` on `rpcUrl` (the frame's RPC timeout and retries), after checking
 * that the endpoint serves that chain: the chain id goes into every signature the smart account makes.
 *
 * @example
 * const client = await createChainClient({ chainId: 1, rpcUrl })
 */
export async function createChainClient(parameters: {
  chainId: number
  rpcUrl: string
}): Promise<ChainClient> {
  const { chainId, rpcUrl } = parameters
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(rpcUrl, CHAIN_RPC_OPTIONS) })
  const servedChainId = await client.getChainId()
  if (servedChainId !== chainId)
    throw new InvalidRequestError(`The RPC endpoint serves chain ${servedChainId}, not chain ${chainId}`)
  return client
}

/** Spelled out: its inferred type names viem's private modules, which declaration files cannot. */
export type ChainClient = PublicClient<HttpTransport, Chain>
