import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  FRAME_REQUEST_TYPES,
  frameChainIdToNumber,
  frameErrorType,
  frameSuccessType,
  parseFrameReply,
  parseFrameRequest,
} from './frame.js'
import { frameRequestNeedsUser, frameRequestWaitsForUser } from './frameRpc.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('default: the fixed allowlist of request types', () => {
  expect(FRAME_REQUEST_TYPES).toMatchInlineSnapshot(`
    [
      "@w3m-app/SWITCH_NETWORK",
      "@w3m-app/CONNECT_EMAIL",
      "@w3m-app/CONNECT_DEVICE",
      "@w3m-app/CONNECT_OTP",
      "@w3m-app/SET_RECOVERY_PASSWORD",
      "@w3m-app/ENTER_RECOVERY_PASSWORD",
      "@w3m-app/GET_USER",
      "@w3m-app/SIGN_OUT",
      "@w3m-app/IS_CONNECTED",
      "@w3m-app/GET_CHAIN_ID",
      "@w3m-app/RPC_REQUEST",
      "@w3m-app/UPDATE_EMAIL",
      "@w3m-app/UPDATE_EMAIL_PRIMARY_OTP",
      "@w3m-app/UPDATE_EMAIL_SECONDARY_OTP",
      "@w3m-app/SYNC_THEME",
      "@w3m-app/SYNC_DAPP_DATA",
      "@w3m-app/RELOAD",
      "@w3m-app/CANCEL_PROMPTS",
      "@w3m-app/GET_SOCIAL_REDIRECT_URI",
      "@w3m-app/CONNECT_SOCIAL",
      "@w3m-app/GET_FARCASTER_URI",
      "@w3m-app/CONNECT_FARCASTER",
      "@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS",
      "@w3m-app/INIT_SMART_ACCOUNT",
      "@w3m-app/SET_PREFERRED_ACCOUNT",
    ]
  `)
})

test('default: requests of each kind parse, typed', () => {
  expect(
    parseFrameRequest({ id: '1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } }),
  ).toEqual({ id: '1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
  expect(
    parseFrameRequest({ id: '2', type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456' } }),
  ).toBeDefined()
  expect(parseFrameRequest({ id: '3', type: '@w3m-app/GET_USER' })).toEqual({
    id: '3',
    type: '@w3m-app/GET_USER',
  })
  expect(
    parseFrameRequest({ id: '4', type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: 'eip155:31337' } }),
  ).toBeDefined()
  // The recovery password is typed in the frame: one the page sends along is dropped by the parse.
  expect(
    parseFrameRequest({
      id: '5',
      type: '@w3m-app/SET_RECOVERY_PASSWORD',
      payload: { password: 'correct horse battery' },
    }),
  ).toEqual({ id: '5', type: '@w3m-app/SET_RECOVERY_PASSWORD' })
  expect(
    parseFrameRequest({
      id: '6',
      type: '@w3m-app/SYNC_DAPP_DATA',
      payload: { sdkVersion: '6.6.1', sdkType: 'foyer', projectId: 'p' },
    }),
  ).toBeDefined()
})

test('default: the requests that wait for the visitor in the frame: signing methods and the recovery password', () => {
  const rpc = (method: string) => ({ type: '@w3m-app/RPC_REQUEST', payload: { method } })
  for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])
    expect(frameRequestNeedsUser(rpc(method))).toBe(true)
  for (const method of ['eth_call', 'eth_accounts', 'eth_chainId'])
    expect(frameRequestNeedsUser(rpc(method))).toBe(false)
  expect(frameRequestNeedsUser({ type: '@w3m-app/SET_RECOVERY_PASSWORD' })).toBe(true)
  expect(frameRequestNeedsUser({ type: '@w3m-app/ENTER_RECOVERY_PASSWORD' })).toBe(true)
  expect(frameRequestNeedsUser({ type: '@w3m-app/GET_USER' })).toBe(false)
})

test('parameters: a payload sent with a request that takes none is dropped, not kept', () => {
  expect(parseFrameRequest({ id: '1', type: '@w3m-app/GET_CHAIN_ID', payload: { evil: true } })).toEqual({
    id: '1',
    type: '@w3m-app/GET_CHAIN_ID',
  })
  // SIGN_OUT keeps only the fields it knows.
  expect(
    parseFrameRequest({ id: '2', type: '@w3m-app/SIGN_OUT', payload: { everywhere: true, evil: true } }),
  ).toEqual({ id: '2', type: '@w3m-app/SIGN_OUT', payload: { everywhere: true } })
  // GET_USER takes the chain and the preferred account type, nothing else.
  expect(
    parseFrameRequest({
      id: '3',
      type: '@w3m-app/GET_USER',
      payload: { chainId: 1, preferredAccountType: 'smartAccount', address: '0x1' },
    }),
  ).toEqual({
    id: '3',
    type: '@w3m-app/GET_USER',
    payload: { chainId: 1, preferredAccountType: 'smartAccount' },
  })
})

test('parameters: RPC requests, with the signing methods’ params checked', () => {
  const sign = { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }
  expect(parseFrameRequest({ id: '1', type: '@w3m-app/RPC_REQUEST', payload: sign })).toEqual({
    id: '1',
    type: '@w3m-app/RPC_REQUEST',
    payload: sign,
  })
  const typed = {
    method: 'eth_signTypedData_v4',
    params: [
      ADDRESS,
      { types: { Mail: [{ name: 'body', type: 'string' }] }, primaryType: 'Mail', domain: {}, message: {} },
    ],
  }
  expect(parseFrameRequest({ id: '2', type: '@w3m-app/RPC_REQUEST', payload: typed })).toBeDefined()
  const send = { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] }
  expect(parseFrameRequest({ id: '3', type: '@w3m-app/RPC_REQUEST', payload: send })).toBeDefined()
  expect(
    parseFrameRequest({ id: '4', type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_chainId' } }),
  ).toBeDefined()

  // A signing method whose params do not fit does not slip through as a free-form method.
  for (const payload of [
    { method: 'personal_sign', params: ['hello'] },
    { method: 'personal_sign', params: ['hello', '0x1234'] },
    { method: 'eth_signTypedData_v4', params: [ADDRESS, 42] },
    { method: 'eth_sendTransaction', params: [{ to: 'nobody', value: '1' }] },
    { method: 'eth_sendTransaction' },
    { method: 'bad method', params: [] },
  ])
    expect(
      parseFrameRequest({ id: '5', type: '@w3m-app/RPC_REQUEST', payload }),
      payload.method,
    ).toBeUndefined()
})

test('behavior: anything off the list, without an id or with a wrong payload is refused', () => {
  for (const data of [
    undefined,
    null,
    'CONNECT_EMAIL',
    [],
    { type: '@w3m-app/GET_USER' },
    { id: '', type: '@w3m-app/GET_USER' },
    { id: 1, type: '@w3m-app/GET_USER' },
    { id: '1', type: '@w3m-app/EXPORT_PRIVATE_KEY' },
    { id: '1', type: '@w3m-frame/GET_USER_SUCCESS' },
    { id: '1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not an email' } },
    { id: '1', type: '@w3m-app/CONNECT_EMAIL' },
    { id: '1', type: '@w3m-app/CONNECT_OTP', payload: { otp: '12ab' } },
    { id: '1', type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: -1 } },
  ])
    expect(parseFrameRequest(data), JSON.stringify(data)).toBeUndefined()
})

test('behavior: the social requests take a provider of the list, never a URL from the page', () => {
  expect(
    parseFrameRequest({ id: '1', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'google' } }),
  ).toEqual({ id: '1', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'google' } })
  expect(
    parseFrameRequest({ id: '1', type: '@w3m-app/CONNECT_SOCIAL', payload: { provider: 'github' } }),
  ).toEqual({ id: '1', type: '@w3m-app/CONNECT_SOCIAL', payload: { provider: 'github' } })
  for (const data of [
    // The original protocol's CONNECT_SOCIAL carried the provider's redirect URL: here the frame holds
    // the login's state, and a URL from the page is refused.
    { id: '1', type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: 'https://example.com/?code=1' } },
    { id: '1', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'myspace' } },
    { id: '1', type: '@w3m-app/CONNECT_SOCIAL' },
  ])
    expect(parseFrameRequest(data), JSON.stringify(data)).toBeUndefined()
})

test('behavior: the Farcaster requests are on the list: no payload from the page, a web link back', () => {
  expect(parseFrameRequest({ id: '1', type: '@w3m-app/GET_FARCASTER_URI' })).toEqual({
    id: '1',
    type: '@w3m-app/GET_FARCASTER_URI',
  })
  // The original protocol's payloads are dropped by the parse: the frame holds the channel.
  expect(
    parseFrameRequest({ id: '2', type: '@w3m-app/CONNECT_FARCASTER', payload: { channelToken: 'c' } }),
  ).toEqual({ id: '2', type: '@w3m-app/CONNECT_FARCASTER' })
  expect(
    parseFrameRequest({
      id: '3',
      type: '@w3m-app/GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'farcaster' },
    }),
  ).toEqual({ id: '3', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'farcaster' } })
  const uri = 'https://farcaster.xyz/~/siwf?channelToken=abc'
  expect(
    parseFrameReply({ id: '1', type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { uri } }),
  ).toEqual({ id: '1', type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { uri } })
  expect(
    parseFrameReply({
      id: '2',
      type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
      payload: { action: 'CONNECT', userName: 'ada' },
    }),
  ).toBeDefined()
  expect(
    parseFrameReply({
      id: '2',
      type: '@w3m-frame/CONNECT_FARCASTER_ERROR',
      payload: { message: 'Not valid', code: 'SOCIAL_TOKEN_INVALID' },
    }),
  ).toBeDefined()
  // The link is shown as a link: a script URL or another scheme is not one.
  for (const bad of ['javascript:alert(1)', 'farcaster://siwf', 'not a url'])
    expect(
      parseFrameReply({ id: '1', type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { uri: bad } }),
      bad,
    ).toBeUndefined()
})

test('behavior: CONNECT_FARCASTER waits for the visitor as CONNECT_SOCIAL does, without showing the frame', () => {
  for (const type of ['@w3m-app/CONNECT_FARCASTER', '@w3m-app/CONNECT_SOCIAL']) {
    expect(frameRequestWaitsForUser({ type }), type).toBe(true)
    expect(frameRequestNeedsUser({ type }), type).toBe(false)
  }
  expect(frameRequestWaitsForUser({ type: '@w3m-app/GET_FARCASTER_URI' })).toBe(false)
})

test('default: the smart-account requests and their answers parse (issue #29)', () => {
  for (const data of [
    { id: '1', type: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS' },
    { id: '1', type: '@w3m-app/INIT_SMART_ACCOUNT' },
    { id: '1', type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } },
    { id: '1', type: '@w3m-app/GET_USER', payload: { chainId: 1, preferredAccountType: 'smartAccount' } },
  ])
    expect(parseFrameRequest(data), data.type).toEqual(data)
  for (const data of [
    {
      id: '1',
      type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      payload: { smartAccountEnabledNetworks: [31337, 31338] },
    },
    {
      id: '1',
      type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
      payload: { address: ADDRESS, isDeployed: false },
    },
    { id: '1', type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS', payload: { type: 'eoa', address: ADDRESS } },
  ])
    expect(parseFrameReply(data), data.type).toEqual(data)
})

test('behavior: a smart-account request or answer out of shape is dropped', () => {
  for (const data of [
    { id: '1', type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'payment' } },
    { id: '1', type: '@w3m-app/SET_PREFERRED_ACCOUNT' },
    { id: '1', type: '@w3m-app/GET_USER', payload: { preferredAccountType: 'ordinal' } },
  ])
    expect(parseFrameRequest(data), JSON.stringify(data)).toBeUndefined()
  for (const data of [
    { id: '1', type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS', payload: { type: 'eoa', address: '0x12' } },
    { id: '1', type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS', payload: { address: ADDRESS } },
    {
      id: '1',
      type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      payload: { smartAccountEnabledNetworks: [-1] },
    },
  ])
    expect(parseFrameReply(data), JSON.stringify(data)).toBeUndefined()
})

test('behavior: the parsers never throw, whatever they are given', () => {
  fc.assert(
    fc.property(fc.anything(), (data) => {
      expect(() => parseFrameRequest(data)).not.toThrow()
      expect(() => parseFrameReply(data)).not.toThrow()
    }),
  )
  const hostile = {
    id: '1',
    get type(): string {
      throw new Error('boom')
    },
  }
  expect(parseFrameRequest(hostile)).toBeUndefined()
})

test('default: replies carry the request’s type with _SUCCESS or _ERROR', () => {
  expect(frameSuccessType('@w3m-app/CONNECT_EMAIL')).toBe('@w3m-frame/CONNECT_EMAIL_SUCCESS')
  expect(frameErrorType('@w3m-app/CONNECT_EMAIL')).toBe('@w3m-frame/CONNECT_EMAIL_ERROR')

  expect(parseFrameReply({ type: '@w3m-frame/READY', payload: { version: '0.1.0' } })).toEqual({
    type: '@w3m-frame/READY',
    payload: { version: '0.1.0' },
  })
  expect(
    parseFrameReply({ id: '1', type: '@w3m-frame/CONNECT_OTP_SUCCESS', payload: { action: 'CONNECT' } }),
  ).toBeDefined()
  expect(
    parseFrameReply({
      id: '1',
      type: '@w3m-frame/CONNECT_OTP_SUCCESS',
      payload: { action: 'RECOVERY_PASSWORD_REQUIRED' },
    }),
  ).toBeDefined()
  expect(
    parseFrameReply({
      id: '1',
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: 'Please try again after 30 seconds', code: 'EMAIL_THROTTLED', retryAfter: 30 },
    }),
  ).toBeDefined()
  expect(parseFrameReply({ id: '1', type: '@w3m-frame/SIGN_OUT_SUCCESS' })).toBeDefined()
  expect(parseFrameReply({ id: '1', type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xabc' })).toBeDefined()
  expect(
    parseFrameReply({
      id: '1',
      type: '@w3m-frame/GET_USER_SUCCESS',
      payload: {
        email: 'ada@example.com',
        address: ADDRESS,
        chainId: 1,
        smartAccountDeployed: false,
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        preferredAccountType: 'eoa',
      },
    }),
  ).toBeDefined()
})

test('behavior: replies off the list or with a wrong payload are refused', () => {
  for (const data of [
    { type: '@w3m-frame/READY' },
    { id: '1', type: '@w3m-frame/EXPORT_SUCCESS' },
    { id: '1', type: '@w3m-frame/GET_USER_ERROR', payload: {} },
    { id: '1', type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'LOGIN' } },
    { id: '1', type: '@w3m-app/GET_USER' },
    { type: '@w3m-frame/SIGN_OUT_SUCCESS' },
  ])
    expect(parseFrameReply(data), JSON.stringify(data)).toBeUndefined()
})

test('parameters: chain ids as numbers, decimal strings or CAIP-2', () => {
  expect(frameChainIdToNumber(1)).toBe(1)
  expect(frameChainIdToNumber('31337')).toBe(31337)
  expect(frameChainIdToNumber('eip155:8453')).toBe(8453)
})
