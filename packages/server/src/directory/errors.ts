import { imageNotFoundApiError, invalidParameterApiError } from '@foyer/protocol'
import { HttpError } from '../errors/http.js'
import type { MessageKey } from './messages.js'
import { t } from './t.js'

/** A malformed getWallets query: the message names the parameter and what is wrong with it (400). */
export class DirectoryQueryError extends HttpError {
  override name = 'DirectoryQueryError'
  constructor({ message }: { message: string }) {
    super(message, { code: invalidParameterApiError.code, status: 400 })
  }
}

/** The kinds of image the directory serves, by the catalog key of their "not found" text. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const notFoundKeys = {
  wallet: 'image.walletNotFound',
  asset: 'image.assetNotFound',
  currency: 'image.currencyNotFound',
  token: 'image.tokenNotFound',
} as const satisfies Record<ImageKind, MessageKey>

/** No image of `kind` has the requested id (404). */
export class ImageNotFoundError extends HttpError {
  override name = 'ImageNotFoundError'
  constructor({ kind }: { kind: ImageKind }) {
    super(t(notFoundKeys[kind]), { code: imageNotFoundApiError.code, status: 404 })
  }
}
