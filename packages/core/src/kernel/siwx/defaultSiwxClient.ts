import type {
  CreateDefaultSiwxParameters,
  Siwx,
  SiwxAddSessionOptions,
  SiwxSignedSession,
} from '../../types/siwx.js'
import { createCache } from '../cache/createCache.js'
import { SiwxVerificationError } from '../errors/siwx.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createSiwxNonce, siteSiwxMessage } from './siteSiwxMessage.js'

/** The implementation behind `createDefaultSiwx`, loaded with its first call. */
export function createDefaultSiwxClient(parameters: CreateDefaultSiwxParameters): Siwx {
  const now = parameters.now ?? Date.now
  const storage =
    parameters.storage ?? (typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage)
  const sessions = createCache(storage, { now }).siwxSessions

  return {
    async createMessage({ accountAddress, chainId }) {
      return siteSiwxMessage({
        ...parameters,
        accountAddress,
        chainId,
        nonce: createSiwxNonce(),
        issued: now(),
      })
    },
    async addSession(session: SiwxSignedSession, options?: SiwxAddSessionOptions) {
      const { accountAddress: address, chainId } = session.data
      const signed = { message: session.message, signature: session.signature, address, chainId }
      // A chain whose accounts sign one way only (Solana: Ed25519, no contract accounts) is checked by
      // its adapter, whatever the host's `verify` knows (evmSiwx's viem check would refuse it).
      const verify = options?.verify ?? parameters.verify
      const valid = await verify(signed)
      if (!valid) throw new SiwxVerificationError({ details: address })
      sessions.add({
        data: {
          ...session.data,
          resources: session.data.resources ? [...session.data.resources] : undefined,
        },
        message: session.message,
        signature: session.signature,
      })
    },
    async revokeSession(chainId, address) {
      sessions.remove(chainId, address)
    },
    async getSessions(chainId, address) {
      return sessions.get({ chainId, address }) as unknown as SiwxSignedSession[]
    },
    getRequired: () => parameters.required ?? false,
  }
}
