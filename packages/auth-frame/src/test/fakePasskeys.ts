import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import type { PasskeyCredentials } from '../passkey.js'

/**
 * An authenticator with PRF for tests without a browser: each credential has a random secret, and its
 * PRF output for a salt is HMAC-SHA256(secret, salt). Switches: `prfAtCreate` (give the output at
 * creation, or only on assertions, as many authenticators do), `prf` (false: no PRF at all, `enabled:
 * false`), `refuse` (the next call fails with that DOMException name, as a closed dialog does). What was
 * asked is recorded.
 */
export function createFakePasskeys() {
  const secrets = new Map<string, Uint8Array>()
  const switches = {
    prfAtCreate: true,
    prf: true,
    refuse: undefined as string | undefined,
  }
  const calls: { kind: 'create' | 'get'; options: unknown }[] = []
  const key = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
  const refuse = () => {
    const name = switches.refuse
    switches.refuse = undefined
    if (name) throw new DOMException('refused', name)
  }
  const answer = (rawId: Uint8Array, prf: unknown) =>
    ({
      type: 'public-key',
      id: key(rawId),
      rawId: rawId.buffer,
      getClientExtensionResults: () => (prf === undefined ? {} : { prf }),
    }) as unknown as Credential
  const credentials: PasskeyCredentials = {
    async create(options) {
      calls.push({ kind: 'create', options })
      refuse()
      const rawId = crypto.getRandomValues(new Uint8Array(16))
      secrets.set(key(rawId), crypto.getRandomValues(new Uint8Array(32)))
      if (!switches.prf) return answer(rawId, { enabled: false })
      const salt = (options.publicKey?.extensions as { prf?: { eval?: { first: Uint8Array } } })?.prf?.eval
        ?.first
      if (!switches.prfAtCreate || !salt) return answer(rawId, { enabled: true })
      return answer(rawId, { enabled: true, results: { first: evaluate(rawId, salt).buffer } })
    },
    async get(options) {
      calls.push({ kind: 'get', options })
      refuse()
      const allowed = options.publicKey?.allowCredentials ?? []
      const found = allowed.find((item) => secrets.has(key(new Uint8Array(item.id as ArrayBuffer))))
      if (!found) throw new DOMException('no credential', 'NotAllowedError')
      const rawId = Uint8Array.from(new Uint8Array(found.id as ArrayBuffer))
      const byCredential = (
        options.publicKey?.extensions as {
          prf?: { evalByCredential?: Record<string, { first: Uint8Array }> }
        }
      )?.prf?.evalByCredential
      const salt = byCredential?.[key(rawId)]?.first
      if (!switches.prf || !salt) return answer(rawId, undefined)
      return answer(rawId, { results: { first: evaluate(rawId, salt).buffer } })
    },
  }
  const evaluate = (rawId: Uint8Array, salt: Uint8Array) => hmac(sha256, secrets.get(key(rawId))!, salt)
  return { credentials, switches, calls, secrets }
}
