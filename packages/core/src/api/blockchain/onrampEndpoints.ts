import { onrampOptionsSchema, onrampQuoteSchema, onrampUrlSchema } from '@foyer/protocol'
import type { BlockchainRequest } from './createBlockchainRequest.js'
import type { BlockchainClient } from './types.js'

type OnrampEndpoints = Pick<BlockchainClient, 'generateOnRampUrl' | 'getOnrampOptions' | 'getOnrampQuote'>

/** The on-ramp endpoints: the provider's checkout URL, its options and a quote. */
export function onrampEndpoints({ get, post }: BlockchainRequest): OnrampEndpoints {
  return {
    generateOnRampUrl: ({ defaultExperience = 'buy', ...rest }) =>
      post({
        path: '/v1/generators/onrampurl',
        body: { ...rest, defaultExperience },
        schema: onrampUrlSchema,
      }),
    getOnrampOptions: () => get({ path: '/v1/onramp/options', schema: onrampOptionsSchema }),
    getOnrampQuote: (body) => post({ path: '/v1/onramp/quote', body, schema: onrampQuoteSchema }),
  }
}
