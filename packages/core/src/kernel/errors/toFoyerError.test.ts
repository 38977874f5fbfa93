import { describe, expect, test } from 'vitest'
import { shouldAddChain } from '../utils/shouldAddChain.js'
import { FoyerError } from './base.js'
import { ProviderNotFoundError } from './connection.js'
import { UnknownError, UserRejectedRequestError } from './rpc.js'
import { toFoyerError } from './toFoyerError.js'

describe('toFoyerError', () => {
  test('default', () => {
    const error = toFoyerError({
      code: 4001,
      message: 'MetaMask Tx Signature: User denied transaction signature.',
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
      shortMessage: 'User rejected the request.',
      details: 'MetaMask Tx Signature: User denied transaction signature.',
    })
  })

  test('behavior: every protocol code maps to a named error', () => {
    const codes = [4001, 4100, 4200, 4900, 4901, 4902, -32700, -32600, -32601, -32602, -32603]
    const extended = [-32000, -32001, -32002, -32003, -32004, -32005, -32006]
    const mapped = [...codes, ...extended].map((code) => {
      const error = toFoyerError({ code, message: 'x' })
      return `${code} ${error.name} ${error.code}: ${error.shortMessage}`
    })
    expect(mapped).toMatchInlineSnapshot(`
      [
        "4001 UserRejectedRequestError USER_REJECTED: User rejected the request.",
        "4100 UnauthorizedProviderError UNAUTHORIZED: The requested method and/or account has not been authorized by the user.",
        "4200 UnsupportedProviderMethodError UNSUPPORTED_METHOD: The Provider does not support the requested method.",
        "4900 ProviderDisconnectedError PROVIDER_DISCONNECTED: The Provider is disconnected from all chains.",
        "4901 ChainDisconnectedError CHAIN_DISCONNECTED: The Provider is not connected to the requested chain.",
        "4902 UnrecognizedChainError UNRECOGNIZED_CHAIN: Unrecognized chain ID.",
        "-32700 ParseRpcError PARSE_ERROR: Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.",
        "-32600 InvalidRequestRpcError INVALID_REQUEST: JSON is not a valid request object.",
        "-32601 MethodNotFoundRpcError METHOD_NOT_FOUND: The method does not exist / is not available.",
        "-32602 InvalidParamsRpcError INVALID_PARAMS: Invalid parameters were provided to the RPC method.",
        "-32603 InternalRpcError INTERNAL_ERROR: An internal error was received.",
        "-32000 InvalidInputRpcError INVALID_INPUT: Missing or invalid parameters.",
        "-32001 ResourceNotFoundRpcError RESOURCE_NOT_FOUND: Requested resource not found.",
        "-32002 ResourceUnavailableRpcError RESOURCE_UNAVAILABLE: Requested resource not available.",
        "-32003 TransactionRejectedRpcError TRANSACTION_REJECTED: Transaction creation failed.",
        "-32004 MethodNotSupportedRpcError METHOD_NOT_SUPPORTED: Method is not supported.",
        "-32005 LimitExceededRpcError LIMIT_EXCEEDED: Request exceeds defined limit.",
        "-32006 JsonRpcVersionUnsupportedError VERSION_NOT_SUPPORTED: Version of JSON-RPC protocol is not supported.",
      ]
    `)
  })

  test("behavior: WalletConnect's user-rejected code 5000 maps like 4001", () => {
    const raw = { code: 5000, message: 'User rejected.' }
    const error = toFoyerError(raw)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request.',
      details: 'User rejected.',
    })
    expect(error.walk()).toBe(raw)
    // Also when a library wraps it (viem keeps the wallet's error as the cause).
    expect(toFoyerError(new Error('wrapped', { cause: raw })).code).toBe('USER_REJECTED')
    // The chain-switch rule still reads 5000 on the raw error as "add the chain first".
    expect(shouldAddChain(raw)).toBe(true)
  })

  test('behavior: a FoyerError is returned as is', () => {
    const error = new ProviderNotFoundError()
    expect(toFoyerError(error)).toBe(error)
  })

  test('behavior: anything else is UnknownError', () => {
    const cause = new Error('socket hang up')
    const error = toFoyerError(cause)
    expect(error).toBeInstanceOf(UnknownError)
    expect(error.cause).toBe(cause)
    expect(error.message).toMatchInlineSnapshot(`
      "Something went wrong

      Details: socket hang up"
    `)
    expect(toFoyerError('boom')).toMatchObject({ code: 'UNKNOWN', details: 'boom' })
    expect(toFoyerError(undefined)).toMatchObject({ code: 'UNKNOWN', details: undefined })
    expect(toFoyerError({ code: 1234, message: 'odd' })).toMatchObject({ code: 'UNKNOWN', details: 'odd' })
  })

  test('behavior: code found in a cause or in data.originalError', () => {
    const wrapped = new Error('wrapped', { cause: { code: 4001, message: 'denied' } })
    expect(toFoyerError(wrapped)).toBeInstanceOf(UserRejectedRequestError)
    expect(toFoyerError({ message: 'x', data: { originalError: { code: 4902 } } }).code).toBe(
      'UNRECOGNIZED_CHAIN',
    )
  })

  test('behavior: walk reaches the wallet error', () => {
    const raw = { code: 4001, message: 'denied' }
    const error = toFoyerError(raw)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.walk()).toBe(raw)
  })
})
