import type { SiweConfig, Siwx } from '../../types/siwx.js'

/**
 * The `siweConfig` convenience as a `Siwx`: the host's backend gives the nonce, verifies the signed
 * message and holds the session; Foyer builds the EIP-4361 message.
 *
 * @example
 * createFoyer({ …, siweConfig: { getNonce, verifyMessage, getSession, signOut } })
 */
export function siweConfigToSiwx(config: SiweConfig, now: () => number = Date.now): Siwx {
  return {
    async createMessage({ accountAddress, chainId }) {
      // The message format loads with the first sign-in, not with the page.
      const { siteSiwxMessage } = await import('./siteSiwxMessage.js')
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
      if (!(await config.verifyMessage({ message, signature }))) {
        const { SiwxVerificationError } = await import('../errors/siwx.js')
        throw new SiwxVerificationError({ details: data.accountAddress })
      }
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
