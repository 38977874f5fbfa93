import { describe, expect, test, vi } from 'vitest'
import { SessionExpiredError } from '../api/errors.js'
import { createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { createTestSiwx } from '../test/createTestSiwx.js'
import { devnet, devnet2, testAccounts } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { cancelSignIn, signIn } from './signIn.js'
import { switchNetwork } from './switchNetwork.js'

const view = (foyer: ReturnType<typeof createTestFoyer>['foyer']) => foyer.stores.router.getState().view
const isOpen = (foyer: ReturnType<typeof createTestFoyer>['foyer']) => foyer.stores.modal.getState().open

async function connectedWithSiwx(
  siwx = createTestSiwx(),
  parameters: Parameters<typeof createTestFoyer>[0] = {},
) {
  const events: string[] = []
  const setup = createTestFoyer({
    ...parameters,
    options: { siwx, onEvent: (event) => events.push(event.event), ...parameters.options },
  })
  setup.foyer.open()
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  await vi.waitFor(() => expect(view(setup.foyer)).toBe('SIWXSignMessage'))
  return { ...setup, siwx, events }
}

describe('sign-in flow', () => {
  test('behavior: no connected account to sign in: initialisation fails, caused by “CaipNetwork or CaipAddress is undefined”', async () => {
    const { foyer } = createTestFoyer({ options: { siwx: createTestSiwx() } })
    const error = await signIn(foyer).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'SIWX_INIT_FAILED',
      cause: expect.objectContaining({
        code: 'CAIP_ACCOUNT_UNDEFINED',
        shortMessage: 'CaipNetwork or CaipAddress is undefined',
      }),
    })
  })

  test('default: connect → sign view → sign: the session is stored, the modal closes, success tracked', async () => {
    const { foyer, siwx, events } = await connectedWithSiwx()
    await signIn(foyer)
    expect(isOpen(foyer)).toBe(false)
    expect(foyer.stores.connection.getState().signedIn).toBe(true)
    const [session] = await siwx.getSessions(devnet.caipNetworkId, testAccounts[0])
    expect(session?.data).toMatchObject({
      accountAddress: testAccounts[0],
      chainId: 'eip155:31337',
      domain: 'app.example',
    })
    expect(session?.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(session?.signature).toBe('0xsignature')
    expect(events).toContain('SIWX_AUTH_SUCCESS')
  })

  test('behavior: a chain whose adapter verifies sign-ins checks the session, not the host’s verify', async () => {
    const siwx = createTestSiwx()
    siwx.behavior.valid = false
    const checked: unknown[] = []
    const { foyer, adapter } = await connectedWithSiwx(siwx)
    adapter.verifySignIn = async (signed) => {
      checked.push(signed)
      return signed.signature === '0xsignature'
    }
    await signIn(foyer)
    expect(foyer.stores.connection.getState().signedIn).toBe(true)
    expect(checked).toMatchObject([{ signature: '0xsignature', address: testAccounts[0] }])
    adapter.behavior.signature = '0xforged'
    await expect(signIn(foyer)).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_DECLINED' })
  })

  test('behavior: a stored session means no prompt at the next connect', async () => {
    const siwx = createTestSiwx()
    const first = await connectedWithSiwx(siwx)
    await signIn(first.foyer)
    const { foyer } = createTestFoyer({ options: { siwx } })
    foyer.open()
    await connect(foyer, { connectorId: 'fake.wallet' })
    await vi.waitFor(() => expect(isOpen(foyer)).toBe(false))
    expect(foyer.stores.connection.getState().signedIn).toBe(true)
  })

  test('behavior: the wallet declines: "Signature declined", the view stays, error tracked; a retry works', async () => {
    const { foyer, adapter, events } = await connectedWithSiwx()
    adapter.signMessage = async () => {
      throw { code: 4001, message: 'User denied message signature.' }
    }
    await expect(signIn(foyer)).rejects.toMatchObject({
      code: 'SIWX_SIGNATURE_DECLINED',
      shortMessage: 'Signature declined',
    })
    expect(view(foyer)).toBe('SIWXSignMessage')
    expect(isOpen(foyer)).toBe(true)
    expect(foyer.stores.toast.getState()).toMatchObject({ type: 'error', message: 'Signature declined' })
    expect(events).toContain('SIWX_AUTH_ERROR')
    adapter.signMessage = async () => '0xok'
    await signIn(foyer)
    expect(isOpen(foyer)).toBe(false)
  })

  test('behavior: the email wallet (an EOA, though eip155 prefers smart accounts) declining is "Signature declined"', async () => {
    const { foyer, adapter } = await connectedWithSiwx(createTestSiwx(), {
      adapter: { connectors: [createFakeConnector({ type: 'AUTH' })] },
    })
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.preferredAccountType).toBe(
      'smartAccount',
    )
    adapter.signMessage = async () => {
      throw { code: 4001, message: 'User denied message signature.' }
    }
    await expect(signIn(foyer)).rejects.toMatchObject({ shortMessage: 'Signature declined' })
  })

  test('behavior: a real smart account declining: "This application might not support Smart Accounts"', async () => {
    const { foyer, adapter } = createTestFoyer({
      options: { siwx: createTestSiwx() },
      adapter: { connectors: [createFakeConnector({ type: 'AUTH' })] },
    })
    // The embedded wallet says its account is its smart account (on a chain that has one).
    const connectFake = adapter.connect.bind(adapter)
    adapter.connect = async (p) => ({ ...(await connectFake(p)), accountTypes: ['smartAccount'] })
    foyer.open()
    await connect(foyer, { connectorId: 'fake.wallet' })
    await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
    adapter.signMessage = async () => {
      throw { code: 4001, message: 'User denied message signature.' }
    }
    await expect(signIn(foyer)).rejects.toMatchObject({
      code: 'SIWX_SMART_ACCOUNT',
      shortMessage: 'This application might not support Smart Accounts',
    })
    expect(foyer.stores.toast.getState()).toMatchObject({
      type: 'error',
      message: 'This application might not support Smart Accounts',
    })
  })

  test('behavior: the server refuses the session because the device clock runs ahead: "Session Expired", as alert and on the view', async () => {
    const { foyer, siwx } = await connectedWithSiwx()
    siwx.addSession = async () => {
      throw new SessionExpiredError({ status: 400, body: { code: 'SIWX_ISSUEDINFUTURE' } })
    }
    await expect(signIn(foyer)).rejects.toMatchObject({
      code: 'SIWX_SESSION_REFUSED',
      shortMessage: 'Session Expired',
    })
    expect(foyer.stores.alert.getState().key).toBe('alert.sessionExpired')
    expect(view(foyer)).toBe('SIWXSignMessage')
  })

  test('behavior: a signature that does not verify is declined too', async () => {
    const { foyer, siwx } = await connectedWithSiwx()
    siwx.behavior.valid = false
    await expect(signIn(foyer)).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_DECLINED' })
    expect(await siwx.getSessions(devnet.caipNetworkId, testAccounts[0])).toEqual([])
  })

  test('behavior: required sign-in: the sign view cannot be closed; cancel disconnects and resets to Connect', async () => {
    const { foyer } = await connectedWithSiwx(createTestSiwx({ required: true }))
    foyer.close()
    expect(isOpen(foyer)).toBe(true)
    await cancelSignIn(foyer)
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(view(foyer)).toBe('Connect')
  })

  test('behavior: optional sign-in: cancel closes and stays connected', async () => {
    const { foyer } = await connectedWithSiwx()
    await cancelSignIn(foyer)
    expect(isOpen(foyer)).toBe(false)
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('connected')
    expect(view(foyer)).toBe('Connect')
  })

  test('behavior: a session that expired asks again at the next connect', async () => {
    let now = Date.parse('2026-11-23T08:00:00Z')
    const clock = () => now
    const siwx = createTestSiwx({ now: clock, expirationMs: 60_000 })
    const first = await connectedWithSiwx(siwx, { options: { now: clock } })
    await signIn(first.foyer)
    now += 61_000
    const { foyer } = createTestFoyer({ options: { siwx, now: clock } })
    foyer.open()
    await connect(foyer, { connectorId: 'fake.wallet' })
    await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
  })

  test('behavior: a failing sign-in store disconnects with "A problem occurred while trying initialize authentication"', async () => {
    const siwx = createTestSiwx()
    siwx.behavior.failGetSessions = true
    const { foyer } = createTestFoyer({ options: { siwx } })
    foyer.open()
    await connect(foyer, { connectorId: 'fake.wallet' })
    await vi.waitFor(() =>
      expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected'),
    )
    expect(view(foyer)).toBe('Connect')
    expect(foyer.stores.toast.getState().message).toBe(
      'A problem occurred while trying initialize authentication',
    )
  })

  test('behavior: switching to another chain asks for a session there when sign-in is required', async () => {
    const { foyer } = await connectedWithSiwx(createTestSiwx({ required: true }))
    await signIn(foyer)
    expect(isOpen(foyer)).toBe(false)
    await switchNetwork(foyer, { network: devnet2 })
    await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
    expect(isOpen(foyer)).toBe(true)
    expect(foyer.stores.connection.getState().signedIn).toBe(false)
  })

  test('behavior: optional sign-in does not ask again on a network switch', async () => {
    const { foyer } = await connectedWithSiwx()
    await signIn(foyer)
    await switchNetwork(foyer, { network: devnet2 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(isOpen(foyer)).toBe(false)
  })
})
