/** What the demo needs of an EIP-1193 provider. */
export interface RequestsProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const pollAttempts = 40
const pollIntervalMs = 250

/**
 * EIP-5792: two zero-value calls to oneself in one `wallet_sendCalls`, then its status until it settles.
 * Returns a one-line summary of the settled batch, or `undefined` when it is still pending after the polls.
 */
export async function sendCallsBatch(
  provider: RequestsProvider,
  address: string,
): Promise<string | undefined> {
  const capabilities = (await provider.request({
    method: 'wallet_getCapabilities',
    params: [address],
  })) as Record<string, { atomic?: { status?: string } }>
  const { id } = (await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        from: address,
        atomicRequired: false,
        calls: [
          { to: address, value: '0x0' },
          { to: address, value: '0x0', data: '0x' },
        ],
      },
    ],
  })) as { id: string }
  for (let attempt = 0; attempt < pollAttempts; attempt++) {
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts?: unknown[]
    }
    if (status.status >= 200) {
      const atomic = Object.values(capabilities)[0]?.atomic?.status ?? 'unknown'
      return `${status.status === 200 ? 'confirmed' : `failed (${status.status})`}, ${status.receipts?.length ?? 0} receipts, atomic ${atomic}`
    }
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
  }
  return undefined
}
