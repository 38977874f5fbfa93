import { describe, expect, test } from 'vitest'
import { solanaDevAccounts } from '../solana/index.js'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'
import { foyerSolanaDevWalletIcon } from '../wallet/icons.js'
import { solanaDevSeed } from '../wallet/solana/solanaDevSeeds.js'
import { createSolanaSessions, SOLANA_METHODS } from './createSolanaSessions.js'

// No relay and no ledger: what the Solana side decides before anything is signed or sent (the relay and
// ledger tests are in createWalletConnectWallet.solana.test.ts).
const cluster = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
const [first, second] = [solanaDevAccounts[0]!.address, solanaDevAccounts[1]!.address]

function setup(mode: 'approve' | 'reject' | 'ask' = 'approve') {
  const approvals = createApprovalQueue({ mode })
  const sessions = createSolanaSessions({
    seeds: () => Promise.all([solanaDevSeed(0), solanaDevSeed(1)]),
    chains: [{ caipNetworkId: cluster, rpcUrl: 'http://127.0.0.1:1/unused' }],
    approvals,
    wallet: { name: 'Foyer Mobile Wallet', rdns: 'dev.foyer.mobilewallet', icon: foyerSolanaDevWalletIcon },
  })
  const answer = (method: string, params: unknown, chainId: string = cluster) =>
    sessions.answer('topic', 'http://127.0.0.1:3000', { chainId, method, params })
  return { approvals, sessions, answer }
}

describe('createSolanaSessions', () => {
  test('default: the namespace of a proposal that asks for the cluster: every account, the six methods', async () => {
    const { sessions } = setup()
    expect(await sessions.namespaceFor({ optionalNamespaces: { solana: { chains: [cluster] } } })).toEqual({
      chains: [cluster],
      accounts: [`${cluster}:${first}`, `${cluster}:${second}`],
      methods: SOLANA_METHODS,
      events: [],
    })
  })

  test('parameters: required or optional, `solana` or `solana:<ref>` keys; other clusters and families are no request', async () => {
    const { sessions } = setup()
    const chainsOf = async (proposal: Parameters<typeof sessions.namespaceFor>[0]) =>
      (await sessions.namespaceFor(proposal))?.chains
    expect(await chainsOf({ requiredNamespaces: { solana: { chains: [cluster] } } })).toEqual([cluster])
    expect(await chainsOf({ optionalNamespaces: { [cluster]: {} } })).toEqual([cluster])
    expect(
      await chainsOf({
        optionalNamespaces: { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } },
      }),
    ).toBeUndefined()
    expect(await chainsOf({ optionalNamespaces: { eip155: { chains: ['eip155:31337'] } } })).toBeUndefined()
    expect(await chainsOf({})).toBeUndefined()
  })

  test('default: solana_getAccounts and solana_requestAccounts list the pubkeys without asking', async () => {
    const { answer, approvals } = setup('ask')
    const listed = { result: [{ pubkey: first }, { pubkey: second }] }
    expect(await answer('solana_getAccounts', {})).toEqual(listed)
    expect(await answer('solana_requestAccounts', {})).toEqual(listed)
    expect(approvals.pending()).toEqual([])
  })

  test('behavior: a rejection is WalletConnect’s 5000 "User rejected."', async () => {
    const { answer } = setup('reject')
    expect(await answer('solana_signMessage', { message: '3yZe7d', pubkey: first })).toEqual({
      error: { code: 5000, message: 'User rejected.' },
    })
  })

  test('behavior: garbage params are -32602, an unknown method 4200, before the user is asked', async () => {
    const { answer, approvals } = setup('ask')
    const invalid = { error: expect.objectContaining({ code: -32602 }) }
    expect(await answer('solana_signMessage', ['3yZe7d'])).toEqual(invalid)
    expect(await answer('solana_signMessage', { message: '3yZe7d' })).toEqual(invalid)
    expect(await answer('solana_signMessage', { message: 'not base58: 0OIl', pubkey: first })).toEqual(
      invalid,
    )
    expect(await answer('solana_signTransaction', {})).toEqual(invalid)
    expect(await answer('solana_signAllTransactions', { transactions: [] })).toEqual(invalid)
    expect(await answer('solana_signAllTransactions', { transactions: 'AQ==' })).toEqual(invalid)
    expect(
      await answer('solana_signAndSendTransaction', { transaction: 'AQ==', sendOptions: 'fast' }),
    ).toEqual(invalid)
    expect(await answer('solana_signMessage', { message: '3yZe7d', pubkey: first }, 'solana:other')).toEqual(
      invalid,
    )
    expect(await answer('solana_signIn', {})).toEqual({
      error: { code: 4200, message: 'The method "solana_signIn" is not supported by this wallet.' },
    })
    expect(approvals.pending()).toEqual([])
  })
})
