import type { CreateDefaultSiwxParameters, Siwx, SiwxSignedSession } from '../../types/siwx.js'
import { createCache } from '../cache/createCache.js'
import { SiwxVerificationError } from '../errors/siwx.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createSiwxNonce, siteSiwxMessage } from './siteSiwxMessage.js'
import { verifySolanaSiwx } from './verifySolanaSiwx.js'

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
    async addSession(session: SiwxSignedSession) {
      const { accountAddress: address, chainId } = session.data
      const signed = { message: session.message, signature: session.signature, address, chainId }
      // A Solana account has one way to sign (Ed25519, no contract accounts): checked here, whatever
      // the host's `verify` knows (evmSiwx's viem check would refuse it).
      const valid = chainId.startsWith('solana:')
        ? await verifySolanaSiwx(signed)
        : await parameters.verify(signed)
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
