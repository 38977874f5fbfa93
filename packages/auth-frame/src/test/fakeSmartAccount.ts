import { type Address, getAddress, type Hash, type Hex, keccak256, toHex } from 'viem'
import type { SmartAccountService } from '../smartAccountService.js'

/**
 * A smart-account service without a chain, for the frame's state and handler tests: the address is a
 * hash of the owner and factory, signatures and hashes are made up, and every call is recorded. Its
 * failures are switches: `down` (the chain cannot be read), `refuse` (the bundler refuses the user
 * operation), `deployed`.
 */
export function createFakeSmartAccount() {
  const calls: { method: keyof SmartAccountService; parameters: Record<string, unknown> }[] = []
  const switches = { down: false, refuse: false, deployed: false }
  const record = (method: keyof SmartAccountService, parameters: object) =>
    calls.push({ method, parameters: parameters as Record<string, unknown> })
  const service: SmartAccountService = {
    async getSmartAccountAddress(parameters) {
      record('getSmartAccountAddress', parameters)
      if (switches.down) throw new Error('fetch failed')
      return smartAccountOf(parameters.owner, parameters.config.factory)
    },
    async isSmartAccountDeployed(parameters) {
      record('isSmartAccountDeployed', parameters)
      if (switches.down) throw new Error('fetch failed')
      return switches.deployed
    },
    async signMessageAsSmartAccount(parameters) {
      record('signMessageAsSmartAccount', parameters)
      return FAKE_SMART_SIGNATURE
    },
    async signTypedDataAsSmartAccount(parameters) {
      record('signTypedDataAsSmartAccount', parameters)
      return FAKE_SMART_SIGNATURE
    },
    async sendSmartAccountCalls(parameters) {
      record('sendSmartAccountCalls', parameters)
      if (switches.refuse)
        throw Object.assign(new Error('UserOperation reverted during simulation with reason: AA21'), {
          shortMessage: 'AA21 didn’t pay prefund',
        })
      return { userOpHash: FAKE_USER_OP_HASH, transactionHash: FAKE_TRANSACTION_HASH }
    },
  }
  const count = (method: keyof SmartAccountService) => calls.filter((call) => call.method === method).length
  return { service, calls, switches, count }
}

/** The fake's smart account of `owner` under `factory`. */
export function smartAccountOf(owner: Address, factory: Address): Address {
  return getAddress(
    `0x${keccak256(`${owner.toLowerCase()}${factory.slice(2).toLowerCase()}` as Hex).slice(26)}`,
  )
}

export const FAKE_SMART_SIGNATURE: Hex = toHex('smart account signature')
export const FAKE_USER_OP_HASH: Hash = keccak256(toHex('user operation'))
export const FAKE_TRANSACTION_HASH: Hash = keccak256(toHex('transaction'))
