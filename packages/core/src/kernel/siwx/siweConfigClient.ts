import type { SiweConfig, Siwx } from '../../types/siwx.js'
import { SiwxVerificationError } from '../errors/siwx.js'
import { siteSiwxMessage } from './siteSiwxMessage.js'

/** The implementation behind `siweConfigToSiwx`, loaded with its first call. */
export function createSiweConfigClient(config: SiweConfig, now: () => number): Siwx {
  return {
    async createMessage({ accountAddress, chainId }) {
      return siteSiwxMessage({
        accountAddress,
        chainId,
        nonce: await config.getNonce(accountAddress),
        statement: config.statement,
        issued: now(),
        expirationMs: config.expirationMs,
      })
    },
    async addSession({ message, signature, data }) {
      if (!(await config.verifyMessage({ message, signature })))
        throw new SiwxVerificationError({ details: data.accountAddress })
    },
    async revokeSession() {
      await config.signOut?.()
    },
    async getSessions(chainId, address) {
      const session = await config.getSession?.()
      if (!session) return []
      if (session.address.toLowerCase() !== address.toLowerCase()) return []
      if (`eip155:${session.chainId}` !== chainId) return []
      return [
        {
          data: { accountAddress: session.address, chainId, domain: '', uri: '', version: '1', nonce: '' },
          message: '',
          signature: '',
        },
      ]
    },
    getRequired: () => config.required ?? false,
  }
}
