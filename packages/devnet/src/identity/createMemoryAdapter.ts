import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  expiresAt: number | undefined
}

/**
 * oidc-provider's storage for one provider, in memory: the devnet's codes, tokens, sessions and grants are
 * meant to die with it. One store per `startIdentityProviders()`, shared by its models; expired entries are
 * dropped when read.
 *
 * @example
 * new Provider(issuer, { adapter: createMemoryAdapter(), … })
 */
export function createMemoryAdapter(): new (name: string) => Adapter {
  const store = new Map<string, Entry>()
  const grants = new Map<string, Set<string>>()
  const read = (key: string) => {
    const entry = store.get(key)
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key)
      return undefined
    }
    return entry?.payload
  }
  return class MemoryAdapter implements Adapter {
    readonly #name: string
    constructor(name: string) {
      this.#name = name
    }
    #key = (id: string) => `${this.#name}:${id}`
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const key = this.#key(id)
      store.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined })
      if (payload.grantId) grants.set(payload.grantId, (grants.get(payload.grantId) ?? new Set()).add(key))
      if (payload.uid)
        store.set(`${this.#name}:uid:${payload.uid}`, {
          payload: { id } as AdapterPayload,
          expiresAt: undefined,
        })
      if (payload.userCode)
        store.set(`${this.#name}:code:${payload.userCode}`, {
          payload: { id } as AdapterPayload,
          expiresAt: undefined,
        })
    }
    async find(id: string) {
      return read(this.#key(id))
    }
    async findByUid(uid: string) {
      const id = read(`${this.#name}:uid:${uid}`)?.id
      return typeof id === 'string' ? read(this.#key(id)) : undefined
    }
    async findByUserCode(userCode: string) {
      const id = read(`${this.#name}:code:${userCode}`)?.id
      return typeof id === 'string' ? read(this.#key(id)) : undefined
    }
    async consume(id: string) {
      const payload = read(this.#key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id: string) {
      store.delete(this.#key(id))
    }
    async revokeByGrantId(grantId: string) {
      for (const key of grants.get(grantId) ?? []) store.delete(key)
      grants.delete(grantId)
    }
  }
}
