import {
  getSmartAccountAddress,
  isSmartAccountDeployed,
  sendSmartAccountCalls,
  signMessageAsSmartAccount,
  signTypedDataAsSmartAccount,
} from './smartAccount/index.js'

/**
 * What the frame asks of the smart account (smartAccount/index.ts): its address, whether it exists, its
 * signatures and its user operations. A capability of the frame's context, so that tests can put a fake
 * in its place (an RPC endpoint that is down, a bundler that refuses).
 */
export interface SmartAccountService {
  getSmartAccountAddress: typeof getSmartAccountAddress
  isSmartAccountDeployed: typeof isSmartAccountDeployed
  signMessageAsSmartAccount: typeof signMessageAsSmartAccount
  signTypedDataAsSmartAccount: typeof signTypedDataAsSmartAccount
  sendSmartAccountCalls: typeof sendSmartAccountCalls
}

/** The smart account of FoyerAccountFactory, on the chains' RPC URLs and bundlers. */
export const smartAccountService: SmartAccountService = {
  getSmartAccountAddress,
  isSmartAccountDeployed,
  signMessageAsSmartAccount,
  signTypedDataAsSmartAccount,
  sendSmartAccountCalls,
}
