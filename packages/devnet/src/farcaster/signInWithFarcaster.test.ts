// Sign In With Farcaster end to end on this machine, with the official client (@farcaster/auth-client) as
// the outside reference: the registries on a local Hardhat chain, the local relay, the dev app's logic.
import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { createPublicClient, createWalletClient as createViemWalletClient, http, pad } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningChain, startChain } from '../chain/startChain.js'
import { approveSignIn, readSignInRequest } from './app/signInRequest.js'
import { devIdRegistryAbi, devKeyRegistryAbi } from './contracts/registries.js'
import {
  deployFarcasterRegistries,
  ID_REGISTRY_ADDRESS,
  KEY_REGISTRY_ADDRESS,
} from './deployFarcasterRegistries.js'
import { farcasterDevUsers, farcasterRegistrar } from './farcasterDevUsers.js'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.js'

const [alice, bob] = farcasterDevUsers as [(typeof farcasterDevUsers)[0], (typeof farcasterDevUsers)[0]]
const mallory = privateKeyToAccount('0x1111111111111111111111111111111111111111111111111111111111111111')
const DOMAIN = 'demo.foyer.test'
const SIWE_URI = 'http://127.0.0.1:5173/login'

let chain: RunningChain
let relay: FarcasterRelay

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
  await deployFarcasterRegistries({ rpcUrl: chain.rpcUrl })
  relay = await startFarcasterRelay({ signInUrl: 'http://127.0.0.1:5173/farcaster' })
}, 90_000)

afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
})

const ethereum = () => viemConnector({ rpcUrl: chain.rpcUrl })
const appClient = () => createAppClient({ relay: relay.url, ethereum: ethereum() })
const walletClient = () => createWalletClient({ relay: relay.url, ethereum: ethereum() })

describe('deployFarcasterRegistries', () => {
  test('default: the dev users own their fids at the Optimism addresses auth-client reads', async () => {
    expect(await ethereum().getFid(alice.custodyAddress)).toBe(1001n)
    expect(await ethereum().getFid(bob.custodyAddress)).toBe(1002n)
    expect(await ethereum().getFid(mallory.address)).toBe(0n)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const custody = await client.readContract({
      address: ID_REGISTRY_ADDRESS,
      abi: devIdRegistryAbi,
      functionName: 'custodyOf',
      args: [1001n],
    })
    expect(custody).toBe(alice.custodyAddress)
  })

  test('behavior: running it again keeps everything and does not throw', async () => {
    const again = await deployFarcasterRegistries({ rpcUrl: chain.rpcUrl })
    expect(again.users).toEqual([
      { fid: 1001, custodyAddress: alice.custodyAddress },
      { fid: 1002, custodyAddress: bob.custodyAddress },
    ])
    expect(await ethereum().getFid(alice.custodyAddress)).toBe(1001n)
  })

  test('behavior: only the registrar registers fids and adds keys; absent keys answer state 0', async () => {
    const writer = (key: `0x${string}`) =>
      createViemWalletClient({
        account: privateKeyToAccount(key),
        transport: http(chain.rpcUrl),
      })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const stranger = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' // Hardhat #11
    await expect(
      writer(stranger).writeContract({
        address: ID_REGISTRY_ADDRESS,
        abi: devIdRegistryAbi,
        functionName: 'register',
        args: [mallory.address, 1001n],
        chain: null,
      }),
    ).rejects.toThrow(/Unauthorized|reverted/)
    expect(await ethereum().isValidAuthAddress(mallory.address, 1001n)).toBe(false)
    const hash = await writer(farcasterRegistrar.privateKey).writeContract({
      address: KEY_REGISTRY_ADDRESS,
      abi: devKeyRegistryAbi,
      functionName: 'add',
      args: [1002n, pad(mallory.address), 2],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await ethereum().isValidAuthAddress(mallory.address, 1002n)).toBe(true)
    expect(await ethereum().isValidAuthAddress(mallory.address, 1001n)).toBe(false)
  })
})

describe('Sign In With Farcaster with auth-client', () => {
  test('default: channel, wallet signs and authenticates, app sees it completed and verifies it', async () => {
    const channel = await appClient().createChannel({ siweUri: SIWE_URI, domain: DOMAIN })
    expect(channel.response?.status).toBe(201)
    const { channelToken, nonce } = channel.data!
    const pending = await appClient().status({ channelToken })
    expect(pending.response.status).toBe(202)

    const built = walletClient().buildSignInMessage({
      address: alice.custodyAddress,
      fid: alice.fid,
      uri: SIWE_URI,
      domain: DOMAIN,
      nonce,
    })
    const message = built.message!
    const signature = await privateKeyToAccount(alice.custodyPrivateKey).signMessage({ message })
    const authenticated = await walletClient().authenticate({
      channelToken,
      authKey: relay.authKey,
      message,
      signature,
      fid: alice.fid,
      username: alice.username,
      bio: alice.bio,
      displayName: alice.displayName,
      pfpUrl: alice.pfpUrl,
    })
    expect(authenticated.response.status).toBe(201)

    const completed = await appClient().watchStatus({ channelToken, interval: 50, timeout: 5_000 })
    expect(completed.data).toMatchObject({
      state: 'completed',
      fid: alice.fid,
      username: 'alice',
      message,
      signature,
    })
    const verified = await appClient().verifySignInMessage({ nonce, domain: DOMAIN, message, signature })
    expect(verified).toMatchObject({ isError: false, success: true, fid: alice.fid, authMethod: 'custody' })
  })

  test('behavior: the dev app page logic signs in from the channel link', async () => {
    const channel = await appClient().createChannel({ siweUri: SIWE_URI, domain: DOMAIN, requestId: 'req-7' })
    const { channelToken, nonce, url } = channel.data!
    const request = readSignInRequest(new URL(url).search)!
    expect(request).toMatchObject({ channelToken, nonce, domain: DOMAIN, requestId: 'req-7' })
    const config = {
      relayUrl: relay.url,
      authKey: relay.authKey,
      users: farcasterDevUsers,
      rpcUrl: chain.rpcUrl,
    }
    const result = await approveSignIn({ config, request, user: bob })
    expect(result.ok).toBe(true)
    const status = (await appClient().status({ channelToken })).data!
    expect(status).toMatchObject({ state: 'completed', fid: bob.fid, username: 'bob' })
    const verified = await appClient().verifySignInMessage({
      nonce,
      domain: DOMAIN,
      message: status.message!,
      signature: status.signature!,
    })
    expect(verified).toMatchObject({ isError: false, fid: bob.fid, authMethod: 'custody' })
    expect(verified.data?.requestId).toBe('req-7')
  })

  test('error: a key that is not the fid custody is refused by verifySignInMessage', async () => {
    const channel = await appClient().createChannel({ siweUri: SIWE_URI, domain: DOMAIN })
    const { nonce } = channel.data!
    // Mallory claims alice's fid with her own key: a consistent signature, which the relay accepts.
    const claim = walletClient().buildSignInMessage({
      address: mallory.address,
      fid: alice.fid,
      uri: SIWE_URI,
      domain: DOMAIN,
      nonce,
    }).message!
    const signature = await mallory.signMessage({ message: claim })
    const refused = await appClient().verifySignInMessage({
      nonce,
      domain: DOMAIN,
      message: claim,
      signature,
    })
    expect(refused.isError).toBe(true)
    expect(refused.error?.message).toMatch(/not an auth address or owner of fid 1001/)
    // Alice's address, signed by bob: the signature itself does not verify.
    const forged = walletClient().buildSignInMessage({
      address: alice.custodyAddress,
      fid: alice.fid,
      uri: SIWE_URI,
      domain: DOMAIN,
      nonce,
    }).message!
    const bobSignature = await privateKeyToAccount(bob.custodyPrivateKey).signMessage({ message: forged })
    const notSigned = await appClient().verifySignInMessage({
      nonce,
      domain: DOMAIN,
      message: forged,
      signature: bobSignature,
    })
    expect(notSigned.isError).toBe(true)
  })

  test('error: the page logic reports a relay that does not answer and an expired channel', async () => {
    const request = { channelToken: 'gone', nonce: 'abcdefgh1234', siweUri: SIWE_URI, domain: DOMAIN }
    const config = {
      relayUrl: relay.url,
      authKey: relay.authKey,
      users: farcasterDevUsers,
      rpcUrl: chain.rpcUrl,
    }
    expect(await approveSignIn({ config, request, user: alice })).toEqual({
      ok: false,
      error: 'Sign-in failed: No such channel, or it expired',
    })
    const down = { ...config, relayUrl: 'http://127.0.0.1:9' }
    expect(await approveSignIn({ config: down, request, user: alice })).toEqual({
      ok: false,
      error: 'Sign-in failed: the relay at http://127.0.0.1:9 does not answer',
    })
  })
})
