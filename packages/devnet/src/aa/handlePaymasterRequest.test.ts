import { numberToHex } from 'viem'
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { aaDevAccounts } from './aaAccounts.js'
import { DEVNET_ACCOUNT_ABSTRACTION } from './aaContracts.js'
import { getPaymasterHash } from './getPaymasterHash.js'
import {
  handlePaymasterRequest,
  type PaymasterRequestContext,
  PaymasterRpcError,
  SPONSORSHIP_REFUSED,
} from './handlePaymasterRequest.js'

const BLOCK_TIME = 1_800_000_000
const context: PaymasterRequestContext = {
  signer: privateKeyToAccount(aaDevAccounts.paymasterSigner.privateKey),
  chains: new Map([[31337, { blockTime: async () => BLOCK_TIME }]]),
  policy: ({ userOperation }) =>
    userOperation.callData === '0xdead' ? { sponsor: false, reason: 'no dead calls' } : { sponsor: true },
  validForSeconds: 600,
}
const rpcOperation = {
  sender: '0x1111111111111111111111111111111111111111' as const,
  nonce: '0x0',
  factory: null,
  factoryData: null,
  callData: '0x',
  callGasLimit: '0x5208',
  verificationGasLimit: '0x10000',
  preVerificationGas: '0xc000',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x3b9aca00',
  signature: '0x',
}
const ask = (method: string, params: unknown) =>
  handlePaymasterRequest(method, params, context).then(
    (result) => ({ result }),
    (error: unknown) =>
      error instanceof PaymasterRpcError
        ? { error: { code: error.rpcCode, message: error.shortMessage } }
        : { thrown: error },
  )

describe('handlePaymasterRequest', () => {
  test('default: pm_getPaymasterStubData answers the paymaster, a stub and its gas limits', async () => {
    expect(await ask('pm_getPaymasterStubData', [rpcOperation, entryPoint08Address, '0x7a69', {}])).toEqual({
      result: {
        paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster,
        paymasterData: expect.stringMatching(/^0x0{128}f{31}0{33}7a{63}1c$/),
        paymasterVerificationGasLimit: numberToHex(100_000),
        paymasterPostOpGasLimit: '0x0',
        sponsor: { name: 'Foyer Devnet' },
        isFinal: false,
      },
    })
  })

  test('behavior: pm_getPaymasterData signs the operation for the block time + validForSeconds', async () => {
    const answer = await ask('pm_getPaymasterData', [rpcOperation, entryPoint08Address, '0x7a69', null])
    const { paymasterData } = (answer as { result: { paymasterData: `0x${string}` } }).result
    const validUntil = BLOCK_TIME + 600
    expect(paymasterData.slice(0, 130)).toBe(
      `0x${validUntil.toString(16).padStart(64, '0')}${'0'.repeat(64)}`,
    )
    const hash = getPaymasterHash({
      userOperation: {
        sender: rpcOperation.sender,
        nonce: 0n,
        callData: '0x',
        callGasLimit: 0x5208n,
        verificationGasLimit: 0x10000n,
        preVerificationGas: 0xc000n,
        maxFeePerGas: 1_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
        paymasterVerificationGasLimit: 100_000n,
        paymasterPostOpGasLimit: 0n,
        signature: '0x',
      },
      chainId: 31337,
      paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster,
      validUntil,
      validAfter: 0,
    })
    expect(`0x${paymasterData.slice(130)}`).toBe(await context.signer.signMessage({ message: { raw: hash } }))
  })

  test('behavior: errors — policy, unknown method, bad parameters, other entry point, other chain', async () => {
    expect({
      policy: await ask('pm_getPaymasterData', [
        { ...rpcOperation, callData: '0xdead' },
        entryPoint08Address,
        '0x7a69',
      ]),
      method: await ask('pm_sponsorUserOperation', []),
      params: await ask('pm_getPaymasterStubData', [{ sender: '0x12' }, entryPoint08Address, '0x7a69']),
      entryPoint: await ask('pm_getPaymasterStubData', [rpcOperation, entryPoint07Address, '0x7a69']),
      chain: await ask('pm_getPaymasterStubData', [rpcOperation, entryPoint08Address, '0x1']),
    }).toMatchInlineSnapshot(`
      {
        "chain": {
          "error": {
            "code": -32602,
            "message": "Invalid parameters: chain 1 is not sponsored",
          },
        },
        "entryPoint": {
          "error": {
            "code": -32602,
            "message": "Invalid parameters: entry point 0x0000000071727De22E5E9d8BAf0edAc6f37da032 is not supported (only 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108)",
          },
        },
        "method": {
          "error": {
            "code": -32601,
            "message": "The method "pm_sponsorUserOperation" does not exist",
          },
        },
        "params": {
          "error": {
            "code": -32602,
            "message": "Invalid parameters: 0.sender: Invalid string: must match pattern /^0x[0-9a-fA-F]{40}$/; 0.nonce: Invalid input: expected string, received undefined; 0.callData: Invalid input: expected string, received undefined; 0.callGasLimit: Invalid input: expected string, received undefined; 0.verificationGasLimit: Invalid input: expected string, received undefined; 0.preVerificationGas: Invalid input: expected string, received undefined; 0.maxFeePerGas: Invalid input: expected string, received undefined; 0.maxPriorityFeePerGas: Invalid input: expected string, received undefined",
          },
        },
        "policy": {
          "error": {
            "code": -32001,
            "message": "The paymaster does not sponsor this user operation: no dead calls",
          },
        },
      }
    `)
    expect(SPONSORSHIP_REFUSED).toBe(-32001)
  })
})
