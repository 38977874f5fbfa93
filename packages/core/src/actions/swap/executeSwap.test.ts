import { expect, test } from 'vitest'
import { getSwapStore } from '../../state/swap/swapStore.js'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import type { SwapTokenOption } from '../../types/swap.js'
import { executeSwap } from './executeSwap.js'

const option = (symbol: string, address: string): SwapTokenOption => ({
  address,
  symbol,
  name: symbol,
  decimals: 18,
  logoUri: undefined,
  balance: '10',
  price: undefined,
  native: false,
})

test('behavior: a reviewed swap with no connected account to send it from: “No address found to swap the tokens from.”', async () => {
  const events: string[] = []
  const { foyer } = createTestFoyer({ options: { onEvent: (event) => events.push(event.event) } })
  const store = getSwapStore(foyer)
  const from = 'eip155:31337:0x1'
  const to = 'eip155:31337:0x2'
  store.setState({
    tokens: [option('AAA', from), option('BBB', to)],
    from,
    to,
    amount: '1',
    quote: { amount: '1', from, to, toAmount: '2', minimum: '1.98', gasFee: '0.0001' },
    step: 'preview',
    preview: {
      amount: '1',
      from,
      to,
      approval: undefined,
      swap: { to: '0x3', data: '0x', value: 0n },
      simulation: { status: 'ready', changes: [] },
    },
  })
  await expect(executeSwap(foyer)).resolves.toBeUndefined()
  const message = 'No address found to swap the tokens from.'
  expect(store.getState()).toMatchObject({ step: 'form', error: message })
  expect(foyer.stores.toast.getState()).toMatchObject({ type: 'error', message })
  expect(events).toContain('SWAP_ERROR')
})
