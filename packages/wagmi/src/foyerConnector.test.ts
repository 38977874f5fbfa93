import { connect as foyerConnect, disconnect as foyerDisconnect, switchNetwork } from '@foyer/core'
import { createTestFoyer, devnet, devnet2, mainnet, testAccounts } from '@foyer/core/test'
import { connect, createConfig, disconnect, getAccount, switchChain } from '@wagmi/core'
import { type Chain, getAddress, http } from 'viem'
import { afterEach, expect, test } from 'vitest'
import { foyerConnector } from './foyerConnector.js'

const toChain = (network: typeof devnet): Chain => ({
  id: Number(network.id),
  name: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup() {
  const { foyer } = createTestFoyer()
  cleanups.push(() => foyer.destroy())
  const chains = [toChain(devnet), toChain(devnet2), toChain(mainnet)] as const
  const config = createConfig({
    chains,
    connectors: [foyerConnector({ foyer })],
    transports: { [devnet.id]: http(), [devnet2.id]: http(), [mainnet.id]: http() },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')
  return { foyer, config, connector }
}

test('default: wagmi connect opens Foyer, and wagmi follows what the visitor does there', async () => {
  const { foyer, config, connector } = setup()
  const pending = connect(config, { connector })
  await expect.poll(() => foyer.stores.modal.getState().open).toBe(true)
  // The visitor picks a wallet in Foyer's modal.
  await foyerConnect(foyer, { connectorId: 'fake.wallet' })
  await expect(pending).resolves.toMatchObject({ chainId: Number(devnet.id) })
  expect(getAccount(config)).toMatchObject({
    status: 'connected',
    address: getAddress(testAccounts[0] as string),
    chainId: Number(devnet.id),
  })

  // Foyer switches (its Networks view): wagmi follows; wagmi switches: Foyer follows.
  await switchNetwork(foyer, { network: devnet2 })
  expect(getAccount(config).chainId).toBe(Number(devnet2.id))
  await switchChain(config, { chainId: Number(devnet.id) })
  expect(foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(devnet.id)

  // A disconnect from Foyer's side reaches wagmi.
  await foyerDisconnect(foyer)
  await expect.poll(() => getAccount(config).status).toBe('disconnected')
})

test('behavior: closing the modal without connecting is a user rejection; a connect made with Foyer’s own button reaches wagmi; wagmi disconnect ends the Foyer session', async () => {
  const { foyer, config, connector } = setup()
  const pending = connect(config, { connector })
  await expect.poll(() => foyer.stores.modal.getState().open).toBe(true)
  foyer.close()
  await expect(pending).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  expect(getAccount(config).status).toBe('disconnected')

  await foyerConnect(foyer, { connectorId: 'fake.wallet' })
  await expect.poll(() => getAccount(config).status).toBe('connected')
  expect(getAccount(config).connector?.id).toBe('foyer')
  await disconnect(config)
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected')
})
