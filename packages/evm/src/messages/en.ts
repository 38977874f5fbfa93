/**
 * Messages of the EVM adapter that core's catalog does not have. Keys follow core's naming so that the
 * UI can merge them into its catalog.
 */
export const messages = {
  'error.rpcTimeout': 'The network took too long to respond.',
  'error.rpcUnreachable': 'The network could not be reached.',
  'error.invalidRpcResponse': 'The network sent an answer that could not be understood.',
  'error.invalidProviderResponse': 'The wallet sent an answer that could not be understood.',
} as const satisfies Record<string, string>
