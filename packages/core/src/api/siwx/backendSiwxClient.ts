import {
  okAnswerSchema,
  SIWX_TOKEN_HEADER,
  siwxNonceAnswerSchema,
  siwxSessionsAnswerSchema,
  siwxVerifyAnswerSchema,
} from '@foyer/protocol'
import * as z from 'zod/mini'
import { siteSiwxMessage } from '../../kernel/siwx/siteSiwxMessage.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { readJson, writeJson } from '../../kernel/storage/storage.js'
import { accountAddressKey } from '../../kernel/utils/accountAddressKey.js'
import type { CreateBackendSiwxParameters, Siwx, SiwxSignedSession } from '../../types/siwx.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { foyerSdk } from '../sdk.js'

/**
 * Storage key of the backend's session tokens, by `${chainId}:${address}` (the address in lower case on
 * eip155, as given elsewhere: Solana addresses are case-sensitive).
 */
const siwxTokensKey = '@foyer/siwx_backend_tokens'

const tokensSchema = z.record(z.string(), z.string())

/**
 * The backend sign-in of `createBackendSiwx`: its HTTP client, the backend's answers checked with zod,
 * the session tokens in storage. Loaded on demand (the first time a session is used, after a connect),
 * so that the page that creates the sign-in does not download the client and zod.
 */
export function createBackendSiwxClient(parameters: CreateBackendSiwxParameters): Siwx {
  const now = parameters.now ?? Date.now
  const storage =
    parameters.storage ?? (typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage)
  const http = createHttpClient({
    baseUrl: parameters.url,
    projectId: parameters.projectId,
    sdkType: foyerSdk.type,
    sdkVersion: foyerSdk.version,
  })
  const keyOf = (chainId: string, address: string) => `${chainId}:${accountAddressKey(chainId, address)}`
  const tokens = (): Record<string, string> =>
    readJson(
      storage,
      siwxTokensKey,
      (value): value is Record<string, string> => z.safeParse(tokensSchema, value).success,
    ) ?? {}
  const setToken = (key: string, token: string | undefined) => {
    const { [key]: _, ...rest } = tokens()
    writeJson(storage, siwxTokensKey, token ? { ...rest, [key]: token } : rest)
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await http.get({ path: '/v1/siwx/nonce', schema: siwxNonceAnswerSchema })
      return siteSiwxMessage({
        ...parameters,
        accountAddress,
        chainId,
        nonce,
        issued: now(),
        expirationMs: parameters.expirationMs,
      })
    },
    async addSession({ message, signature, data }) {
      const { token } = await http.post({
        path: '/v1/siwx/verify',
        body: { message, signature },
        schema: siwxVerifyAnswerSchema,
      })
      setToken(keyOf(data.chainId, data.accountAddress), token)
    },
    async revokeSession(chainId, address) {
      const token = tokens()[keyOf(chainId, address)]
      if (!token) return
      await http.delete({
        path: '/v1/siwx/sessions',
        params: { chainId, address },
        headers: { [SIWX_TOKEN_HEADER]: token },
        schema: okAnswerSchema,
      })
      setToken(keyOf(chainId, address), undefined)
    },
    async getSessions(chainId, address) {
      const token = tokens()[keyOf(chainId, address)]
      if (!token) return []
      const { sessions } = await http.get({
        path: '/v1/siwx/sessions',
        params: { chainId, address },
        headers: { [SIWX_TOKEN_HEADER]: token },
        schema: siwxSessionsAnswerSchema,
      })
      if (sessions.length === 0) setToken(keyOf(chainId, address), undefined)
      return sessions as unknown as SiwxSignedSession[]
    },
    getRequired: () => parameters.required ?? false,
  }
}
