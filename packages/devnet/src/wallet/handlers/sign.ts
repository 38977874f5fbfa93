import { hashTypedData, isAddress, isHex, type TypedDataDefinition } from 'viem'
import type { Handler } from '../context.js'
import { paramsArray } from '../context.js'
import { invalidParams } from '../errors.js'

/** Parses the typed data of eth_signTypedData_v4 (a JSON string or an object) and checks it hashes. */
function parseTypedData(value: unknown): TypedDataDefinition {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch (error) {
      throw invalidParams(
        `typed data is not JSON (${error instanceof Error ? error.message : String(error)})`,
      )
    }
  }
  const typed = data as Partial<TypedDataDefinition> | null
  if (typeof typed !== 'object' || typed === null || typeof typed.types !== 'object' || !typed.primaryType) {
    throw invalidParams('typed data needs types, primaryType, domain and message')
  }
  try {
    hashTypedData(typed as TypedDataDefinition)
  } catch (error) {
    throw invalidParams(error instanceof Error ? error.message.split('\n')[0]! : String(error))
  }
  return typed as TypedDataDefinition
}

/** personal_sign and eth_signTypedData_v4, signed by the wallet's local keys. */
export const signHandlers: Record<string, Handler> = {
  personal_sign: async (context, params) => {
    let [message, address] = paramsArray(params)
    // Some pages still send [address, message]; real wallets accept both orders.
    if (
      typeof message === 'string' &&
      isAddress(message) &&
      !(typeof address === 'string' && isAddress(address))
    ) {
      ;[message, address] = [address, message]
    }
    if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
    const account = context.signer(address)
    await context.ask({ method: 'personal_sign', params })
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  },
  eth_signTypedData_v4: async (context, params) => {
    const [address, data] = paramsArray(params)
    const account = context.signer(address)
    const typed = parseTypedData(data)
    const domainChainId = typed.domain?.chainId
    if (domainChainId !== undefined && Number(domainChainId) !== context.chain().chainId) {
      throw invalidParams(
        `the typed data's chainId ${domainChainId} must match the active chain ${context.chain().chainId}`,
      )
    }
    await context.ask({ method: 'eth_signTypedData_v4', params })
    return account.signTypedData(typed)
  },
}
