import { SiwxVerificationError } from '../errors/siwx.js'
import { toSiwxMessage } from './createDefaultSiwx.js'
import type { SiweConfig, Siwx } from './types.js'

/**
 * The `siweConfig` convenience as a `Siwx`: the host's backend gives the nonce, verifies the signed
 * message and holds the session; Foyer builds the EIP-4361 message.
 *
 * @example
 * createFoyer({ …, siweConfig: { getNonce, verifyMessage, getSession, signOut } })
 */
export function siweConfigToSiwx(config: SiweConfig, now: () => number = Date.now): Siwx {
  const expirationMs = config.expirationMs ?? 24 * 60 * 60 * 1000
  const site = typeof location === 'undefined' ? undefined : location
  return {
    async createMessage({ accountAddress, chainId }) {
      const issued = now()
      return toSiwxMessage({
        domain: site?.host ?? 'localhost',
        uri: site?.origin ?? 'http://localhost',
        accountAddress,
        chainId,
        version: '1',
        nonce: await config.getNonce(accountAddress),
        ...(config.statement ? { statement: config.statement } : {}),
        issuedAt: new Date(issued).toISOString(),
        expirationTime: new Date(issued + expirationMs).toISOString(),
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
