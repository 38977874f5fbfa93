/**
 * The English texts that code on the page can produce before the modal opens or an action runs:
 * `createFoyer`'s option checks, the reconnect at page load (connection and network errors), the
 * console warnings of the page's background work and the names state gives before anything loads.
 * The rest of core's catalog (en.ts) comes with the code that uses it: page-load modules translate
 * with `tPage.ts`, whose keys are these only, so that the type check refuses any other key there.
 */
export const pageMessages = {
  // Options (createFoyer, validateOptions, resolveOptions)
  'error.invalidOption': 'Invalid option `{path}`: {reason}',
  'error.required': 'Required',
  'error.expectedReceived': 'Expected {expected}, received {received}',
  'error.networksRequired': 'At least one network is required in `networks`',
  'error.networkNamespaceMismatch':
    'Network {caipNetworkId} has chainNamespace {chainNamespace}, which does not match its CAIP network id',
  'error.siweAndSiwx': 'Cannot set both `siweConfig` and `siwx` options',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl`: the visitor must be able to read what they agree to',
  'error.featureNotBuilt':
    '`features.{feature}` cannot be turned on: {what} is not part of this version of Foyer yet. Leave it out or set it to false',
  'error.httpUrlRequired': 'Expected an http or https URL, received {value}',
  'error.networkWithIdNotFound': 'Network with ID {id} not found',
  'error.duplicateAdapter': 'Only one adapter per namespace is allowed; {namespace} has more than one',
  'error.basicWithAdapters':
    '`walletConnect` is basic WalletConnect mode, for a site without `adapters`: give the connector to your adapters (`walletConnect` of each) instead',
  'error.duplicateNetwork': 'Network {caipNetworkId} is listed more than once in `networks`',
  'error.duplicateCustomWallet': 'Wallet {id} is listed more than once in `customWallets`',
  'error.walletLinkRequired':
    'Expected an http or https URL or an app link such as "mywallet://", received {value}',
  'error.walletImageRequired': 'Expected an http or https URL or a data:image URL, received {value}',
  'error.invalidCaipNetworkIdDetails':
    'Expected namespace:chainId with a known namespace, received "{value}"',
  'error.emailNeedsFrame':
    '`features.email` needs `authFrameUrl`: email login runs in the secure login frame, which the Foyer server serves from an origin of its own',
  'error.socialsNeedFrame':
    '`features.socials` needs `authFrameUrl`: social login runs in the secure login frame, which the Foyer server serves from an origin of its own',
  'error.invalidLocale': 'Expected a language tag such as "fr" or "pt-BR", received "{value}"',
  // Alerts (spec section 8): createFoyer raises this one at page load
  'alert.projectIdNotConfigured': 'Project ID Not Configured',
  'alert.projectIdNotConfiguredDescription':
    'Set a projectId in the options passed to createFoyer to enable all features.',

  // Connection and network (the reconnect at page load)
  'error.connectorNotFound': 'Connector not found',
  'error.connectorNotFoundDetails': 'No connector with id "{connectorId}"',
  'error.adapterNotFound': "Adapter for namespace {namespace} doesn't exist",
  'error.providerNotFound': 'Provider not found',
  'error.codeLoad': 'Part of Foyer could not be downloaded. Check the connection, then try again.',
  'error.disconnect': 'Failed to disconnect',
  'error.connectionAborted': 'The wallet disconnected before the connection finished',
  'error.removeAdapterWhileConnected': 'An adapter cannot be removed while connected',
  'error.networkNotFound': 'Network not found',
  'error.unsupportedChain': 'Unsupported chain',
  'error.removeLastNetwork': 'Cannot remove last network for a namespace',
  'network.unknown': 'Unknown Network',
  'connector.email': 'Email',
  // The console messages (createFoyer's, the background work's: balance, identity, names, analytics)
  // are in en.ts, printed once core's catalog has loaded (logLater.ts).
} satisfies Record<string, string>

export type PageMessageKey = keyof typeof pageMessages
