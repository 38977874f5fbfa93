export { InvalidSs58AddressError, InvalidWalletResponseError } from './errors/polkadot.js'
export { kusama, polkadot, ss58PrefixOf, westend } from './networks.js'
export { type PolkadotAdapter, polkadotAdapter } from './polkadotAdapter.js'
export { type DecodeSs58AddressReturnType, decodeSs58Address } from './ss58/decodeSs58Address.js'
export { encodeSs58Address } from './ss58/encodeSs58Address.js'
export type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  PolkadotAdapterParameters,
  PolkadotWindow,
} from './types.js'
