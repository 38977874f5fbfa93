import type { Handler, WalletContext } from '../context.js'
import { paramsArray } from '../context.js'
import { invalidParams } from '../errors.js'

/** An EIP-2255 permission for eth_accounts, as MetaMask returns it. */
function accountsPermission(context: WalletContext, accounts: string[]) {
  return {
    parentCapability: 'eth_accounts',
    invoker: context.origin,
    caveats: [{ type: 'restrictReturnedAccounts', value: accounts }],
  }
}

function assertAccountsPermission(params: Parameters<Handler>[1]): void {
  const [request] = paramsArray(params)
  if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
    throw invalidParams('only the eth_accounts permission is supported')
  }
}

// Two eth_requestAccounts at once (a page that asks twice) share one approval, as in real wallets.
const inFlight = new WeakMap<WalletContext, Promise<string[]>>()

const requestAccounts: Handler = (context) => {
  const authorized = context.authorized()
  if (authorized.length > 0) return Promise.resolve(authorized)
  const running = inFlight.get(context)
  if (running) return running
  const answer = context
    .ask({ method: 'eth_requestAccounts' })
    .then(() => context.authorize())
    .finally(() => inFlight.delete(context))
  inFlight.set(context, answer)
  return answer
}

/** eth_requestAccounts, eth_accounts and the EIP-2255 permission methods. */
export const accountHandlers: Record<string, Handler> = {
  eth_requestAccounts: requestAccounts,
  eth_accounts: async (context) => context.authorized(),
  wallet_requestPermissions: async (context, params) => {
    assertAccountsPermission(params)
    await context.ask({ method: 'wallet_requestPermissions', params })
    return [accountsPermission(context, context.authorize())]
  },
  wallet_getPermissions: async (context) => {
    const accounts = context.authorized()
    return accounts.length > 0 ? [accountsPermission(context, accounts)] : []
  },
  wallet_revokePermissions: async (context, params) => {
    assertAccountsPermission(params)
    context.revoke()
    return null
  },
}
