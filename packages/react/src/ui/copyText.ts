import type { Foyer } from '@foyer/core'

export interface CopyTextMessages {
  /** Toast after a successful copy (from the catalog). */
  copied: string
  /** Toast when the clipboard refuses (from the catalog). */
  failed: string
}

/**
 * Copies `text` to the clipboard and says so in a toast; a refused clipboard (no permission, insecure
 * page) is an error toast and a console warning, never an exception.
 *
 * @example
 * await copyText(foyer, address, { copied: t('account.addressCopied'), failed: t('account.copyFailed') })
 */
export async function copyText(foyer: Foyer, text: string, messages: CopyTextMessages): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    foyer.showToast({ type: 'success', message: messages.copied })
  } catch (error) {
    console.warn('Foyer: copying to the clipboard failed', error)
    foyer.showToast({ type: 'error', message: messages.failed })
  }
}
