// @vitest-environment jsdom

import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { within } from '@testing-library/dom'
import type { Wallet } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { devAccounts } from '../accounts.js'
import { solanaDevAccounts } from '../solana/index.js'
import { lanternDevWalletIcon } from './icons.js'
import type { DevWalletControls } from './installDevWallets.js'
import { installDevWallets } from './installDevWallets.js'
import type { DevnetPageConfig, Eip1193Provider, WalletInfo } from './types.js'

type Announced = { info: WalletInfo; provider: Eip1193Provider }
type DevnetWindow = Window & { ethereum?: Eip1193Provider; foyerDevWallet?: DevWalletControls }

const config: DevnetPageConfig = {
  chains: [
    { chainId: 31337, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:9/a' },
    { chainId: 31338, name: 'Foyer Local B', rpcUrl: 'http://127.0.0.1:9/b' },
  ],
}
const page = window as unknown as DevnetWindow
let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>
let announced: Announced[]
const onAnnounce = (event: Event) => announced.push((event as CustomEvent<Announced>).detail)

beforeEach(() => {
  announced = []
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new Error('no network in this test')))
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  Object.assign(window, { __FOYER_DEVNET__: config })
})

afterEach(() => {
  page.foyerDevWallet?.uninstall()
  window.removeEventListener('eip6963:announceProvider', onAnnounce)
  window.history.replaceState(null, '', '/')
  localStorage.clear()
})

const install = () => installDevWallets({ window, fetch })
const panel = () =>
  within(document.querySelector('foyer-devwallet-panel')!.shadowRoot as unknown as HTMLElement)

describe('installDevWallets', () => {
  test('default', () => {
    const controls = install()
    expect(page.foyerDevWallet).toBe(controls)
    expect(announced.map(({ info }) => [info.name, info.rdns])).toEqual([
      ['Foyer Dev Wallet', 'dev.foyer.wallet'],
      ['Lantern Dev Wallet', 'dev.foyer.lantern'],
    ])
    for (const { info, provider } of announced) {
      expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
      expect(typeof provider.request).toBe('function')
    }
    expect(Object.isFrozen(announced[0])).toBe(true)
    expect(Object.isFrozen(announced[0]?.info)).toBe(true)
    expect(page.ethereum).toBe(announced[0]?.provider)
    expect(page.ethereum?.isFoyerDevWallet).toBe(true)
    expect(controls.getMode()).toBe('ask')
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: every eip6963:requestProvider is answered; a second install is a no-op', () => {
    const controls = install()
    announced = []
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    expect(install()).toBe(controls)
  })

  test('behavior: Foyer Dev Wallet knows only the first chain; Lantern knows all', async () => {
    install()
    const [foyer, lantern] = announced.map(({ provider }) => provider)
    const switchToB = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }
    await expect(foyer?.request(switchToB)).rejects.toMatchObject({ code: 4902 })
    await expect(lantern?.request(switchToB)).resolves.toBe(null)
    expect(await lantern?.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  test('behavior: the panel shows the request; Approve request resolves it', async () => {
    install()
    const provider = announced[1]!.provider
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    const dialog = await vi.waitFor(() => panel().getByRole('dialog', { name: 'Lantern Dev Wallet request' }))
    expect(within(dialog).getByText('eth_requestAccounts')).toBeTruthy()
    expect(within(dialog).getByText('From http://localhost:3000')).toBeTruthy()
    expect(within(dialog).getByText('Connect 0x3C44…93BC')).toBeTruthy()
    within(dialog).getByRole('button', { name: 'Approve request' }).click()
    expect(await accounts).toEqual(['0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'])
    expect(panel().queryByRole('dialog')).toBe(null)
    expect(localStorage.getItem('foyer-devwallet:dev.foyer.lantern:authorized')).toContain('0x3c44')
  })

  test('behavior: Reject request answers 4001', async () => {
    install()
    const answer = page.ethereum!.request({ method: 'eth_requestAccounts' })
    const dialog = await vi.waitFor(() => panel().getByRole('dialog', { name: 'Foyer Dev Wallet request' }))
    within(dialog).getByRole('button', { name: 'Reject request' }).click()
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  test('behavior: the mode selector changes how a wallet answers', async () => {
    install()
    const select = panel().getByRole('combobox', { name: 'Lantern Dev Wallet mode' }) as HTMLSelectElement
    expect([...select.options].map((option) => option.text)).toEqual(['Ask', 'Auto-approve', 'Auto-reject'])
    select.value = 'reject'
    select.dispatchEvent(new Event('change'))
    await expect(announced[1]!.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(page.foyerDevWallet!.getMode('dev.foyer.lantern')).toBe('reject')
    expect(page.foyerDevWallet!.getMode('dev.foyer.wallet')).toBe('ask')
  })

  test('parameters: ?devwallet=approve sets the initial mode', async () => {
    window.history.replaceState(null, '', '/?devwallet=approve')
    const controls = install()
    expect(controls.getMode()).toBe('approve')
    expect(await page.ethereum!.request({ method: 'eth_requestAccounts' })).toHaveLength(2)
  })

  test('parameters: ?devaccount=3 gives the Foyer Dev Wallet dev account #3 alone', async () => {
    window.history.replaceState(null, '', '/?devwallet=approve&devaccount=3')
    install()
    expect(await page.ethereum!.request({ method: 'eth_requestAccounts' })).toEqual([
      devAccounts[3]!.address.toLowerCase(),
    ])
  })

  test('parameters: config.wallets disables a wallet or sets its mode', () => {
    const controls = installDevWallets({
      window,
      fetch,
      config: {
        ...config,
        wallets: { 'dev.foyer.lantern': { enabled: false }, 'dev.foyer.wallet': { mode: 'reject' } },
      },
    })
    expect(controls.wallets.map((wallet) => wallet.rdns)).toEqual(['dev.foyer.wallet'])
    expect(controls.getMode('dev.foyer.wallet')).toBe('reject')
  })

  test('parameters: config.panel false mounts no panel', () => {
    installDevWallets({ window, fetch, config: { ...config, panel: false } })
    expect(document.querySelector('foyer-devwallet-panel')).toBe(null)
  })

  test('behavior: without window.__FOYER_DEVNET__ it warns and uses one chain on 127.0.0.1:8545', async () => {
    Reflect.deleteProperty(window, '__FOYER_DEVNET__')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    install()
    expect(warn).toHaveBeenCalledWith(
      'Foyer dev wallet: window.__FOYER_DEVNET__ is missing or has no valid chains; using http://127.0.0.1:8545',
    )
    warn.mockRestore()
    expect(await page.ethereum!.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })
})

describe('window.foyerDevWallet', () => {
  test('behavior: approve() waits for the next request and approves it', async () => {
    const controls = install()
    const approved = controls.approve()
    const accounts = page.ethereum!.request({ method: 'eth_requestAccounts' })
    expect(await approved).toMatchObject({ rdns: 'dev.foyer.wallet', method: 'eth_requestAccounts' })
    expect(await accounts).toHaveLength(2)
    expect(controls.pending()).toEqual([])
  })

  test('behavior: reject() rejects; with nothing waiting it fails after timeoutMs', async () => {
    const controls = install()
    const answer = page.ethereum!.request({ method: 'eth_requestAccounts' })
    expect(controls.pending()).toHaveLength(1)
    await controls.reject()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
    await expect(controls.approve({ timeoutMs: 50 })).rejects.toMatchObject({ code: 'NO_PENDING_REQUEST' })
  })

  test('behavior: vanish() — the wallet stops announcing, leaves window.ethereum, its provider throws', async () => {
    const controls = install()
    const foyer = page.ethereum!
    const disconnect = vi.fn()
    foyer.on('disconnect', disconnect)
    controls.vanish('dev.foyer.wallet')
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ code: 4900 }))
    expect(page.ethereum).toBeUndefined()
    await expect(foyer.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    announced = []
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced.map(({ info }) => info.rdns)).toEqual(['dev.foyer.lantern'])
    expect(() => controls.vanish('dev.unknown')).toThrow('No dev wallet has the rdns "dev.unknown"')
  })

  test('behavior: lock() and switchChainFromWallet() emit the wallet events', async () => {
    const controls = install()
    controls.setMode('approve')
    await page.ethereum!.request({ method: 'eth_requestAccounts' })
    const accountsChanged = vi.fn()
    const chainChanged = vi.fn()
    page.ethereum!.on('accountsChanged', accountsChanged)
    page.ethereum!.on('chainChanged', chainChanged)
    controls.lock('dev.foyer.wallet')
    expect(accountsChanged).toHaveBeenCalledWith([])
    controls.switchChainFromWallet(31338, 'dev.foyer.wallet')
    expect(chainChanged).toHaveBeenCalledWith('0x7a6a')
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('Lantern on Solana', () => {
  const withSolana: DevnetPageConfig = { ...config, solana: { rpcUrl: 'http://127.0.0.1:9/solana' } }
  type SolanaFeatures = StandardConnectFeature & StandardEventsFeature & SolanaSignMessageFeature
  let registered: Wallet[]
  // What an app hears through the Wallet Standard (as `getWallets()` would register them).
  const onRegister = (event: Event) =>
    (event as CustomEvent<(api: { register(wallet: Wallet): void }) => void>).detail({
      register: (wallet) => registered.push(wallet),
    })
  beforeEach(() => {
    registered = []
    window.addEventListener('wallet-standard:register-wallet', onRegister)
  })
  afterEach(() => window.removeEventListener('wallet-standard:register-wallet', onRegister))

  const installWith = (overrides: Partial<DevnetPageConfig> = {}) =>
    installDevWallets({ window, fetch, config: { ...withSolana, ...overrides } })
  const solanaSide = (name: string) => {
    const wallet = registered.find((item) => item.name === name)
    if (!wallet) throw new Error(`${name} did not register`)
    return { wallet, features: wallet.features as SolanaFeatures }
  }

  test('default: Lantern registers a Solana wallet with the same name and icon, beside its EVM side', () => {
    const controls = installWith()
    expect(registered.map((wallet) => [wallet.name, wallet.chains])).toEqual([
      ['Foyer Solana Dev Wallet', ['solana:localnet']],
      ['Lantern Dev Wallet', ['solana:localnet']],
    ])
    expect(announced.map(({ info }) => info.name)).toEqual(['Foyer Dev Wallet', 'Lantern Dev Wallet'])
    // The Wallet Standard wants a base64 data: URI; it is the EVM side's picture.
    const { wallet } = solanaSide('Lantern Dev Wallet')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(wallet.icon.slice('data:image/svg+xml;base64,'.length))).toBe(
      decodeURIComponent(lanternDevWalletIcon.slice('data:image/svg+xml,'.length)),
    )
    // One product: one panel entry and one control key for both families.
    expect(controls.wallets.map((item) => item.rdns)).toEqual([
      'dev.foyer.wallet',
      'dev.foyer.lantern',
      'dev.foyer.solana',
    ])
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: its requests show in Lantern’s panel entry and give the ledger’s funded account #2', async () => {
    installWith()
    const { features } = solanaSide('Lantern Dev Wallet')
    const connecting = features[StandardConnect].connect()
    const dialog = await vi.waitFor(() => panel().getByRole('dialog', { name: 'Lantern Dev Wallet request' }))
    expect(within(dialog).getByText('standard:connect')).toBeTruthy()
    expect(page.foyerDevWallet!.pending()).toMatchObject([
      { rdns: 'dev.foyer.lantern', wallet: 'Lantern Dev Wallet', method: 'standard:connect' },
    ])
    within(dialog).getByRole('button', { name: 'Approve request' }).click()
    const { accounts } = await connecting
    // Not an account of the Foyer Solana Dev Wallet (#0, #1).
    expect(accounts.map((account) => account.address)).toEqual([solanaDevAccounts[2]!.address])
    // Its authorisation does not overwrite the EVM side's (which keeps addresses under the rdns's key).
    expect(localStorage.getItem('foyer-devwallet:dev.foyer.lantern:solana:authorized')).toBe('true')
    expect(localStorage.getItem('foyer-devwallet:dev.foyer.lantern:authorized')).toBe(null)
    expect(await announced[1]!.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  test('behavior: it follows setMode(mode, "dev.foyer.lantern"), and only Lantern does', async () => {
    const controls = installWith()
    controls.setMode('reject', 'dev.foyer.lantern')
    const lantern = solanaSide('Lantern Dev Wallet').features
    await expect(lantern[StandardConnect].connect()).rejects.toMatchObject({ code: 4001 })
    await expect(announced[1]!.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    const foyer = solanaSide('Foyer Solana Dev Wallet').features
    const asking = foyer[StandardConnect].connect()
    await vi.waitFor(() => expect(controls.pending()).toMatchObject([{ rdns: 'dev.foyer.solana' }]))
    controls.setMode('approve', 'dev.foyer.lantern')
    expect(controls.pending()).toHaveLength(1)
    const { accounts } = await lantern[StandardConnect].connect()
    const message = new TextEncoder().encode('hello')
    const [signed] = await lantern[SolanaSignMessage].signMessage({ account: accounts[0]!, message })
    expect(signed?.signature).toHaveLength(64)
    await controls.reject()
    await expect(asking).rejects.toMatchObject({ code: 4001 })
  })

  test('behavior: vanish("dev.foyer.lantern") makes both its sides vanish; the other wallets stay', async () => {
    const controls = installWith({ mode: 'approve' })
    const { wallet, features } = solanaSide('Lantern Dev Wallet')
    await features[StandardConnect].connect()
    const changes: number[] = []
    features[StandardEvents].on('change', ({ accounts }) => changes.push(accounts?.length ?? -1))
    controls.setMode('ask', 'dev.foyer.lantern')
    const waiting = announced[1]!.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(controls.pending()).toHaveLength(1))

    controls.vanish('dev.foyer.lantern')
    await expect(waiting).rejects.toMatchObject({ code: 4900 })
    expect(wallet.accounts).toEqual([])
    expect(changes).toEqual([0])
    await expect(features[StandardConnect].connect()).rejects.toMatchObject({ code: 4900 })
    await expect(announced[1]!.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: 4900,
    })
    const foyer = solanaSide('Foyer Solana Dev Wallet').features
    expect((await foyer[StandardConnect].connect()).accounts).toHaveLength(2)
    expect(await page.ethereum!.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('parameters: config.wallets disables Lantern on both families, or sets the mode of both', async () => {
    installWith({ wallets: { 'dev.foyer.lantern': { enabled: false } } })
    expect(registered.map((wallet) => wallet.name)).toEqual(['Foyer Solana Dev Wallet'])
    expect(announced.map(({ info }) => info.name)).toEqual(['Foyer Dev Wallet'])
    expect(() => page.foyerDevWallet!.vanish('dev.foyer.lantern')).toThrow(
      'No dev wallet has the rdns "dev.foyer.lantern"',
    )
    page.foyerDevWallet!.uninstall()

    registered = []
    installWith({ wallets: { 'dev.foyer.lantern': { mode: 'reject' } } })
    await expect(solanaSide('Lantern Dev Wallet').features[StandardConnect].connect()).rejects.toMatchObject({
      code: 4001,
    })
  })

  test('parameters: without config.solana no Solana wallet registers', () => {
    install()
    expect(registered).toEqual([])
  })
})
