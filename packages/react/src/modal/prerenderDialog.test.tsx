import { createFoyer, createMemoryStorage } from '@foyer/core'
import { createFakeAdapter, devnet } from '@foyer/core/test'
import { prepareAdapters } from '@foyer/core/views'
import { expect, onTestFinished, test, vi } from 'vitest'
import { layoutPieces, prerenderDialog } from './prerenderDialog.js'

async function preparedFoyer() {
  const storage = createMemoryStorage()
  const foyer = createFoyer({
    projectId: 'test-project',
    networks: [devnet],
    storage,
    isMobile: () => false,
    adapters: [createFakeAdapter()],
  })
  onTestFinished(() => foyer.destroy())
  await prepareAdapters(foyer)
  return { foyer, storage }
}

test('renders the dialog out of the page and runs none of its effects, then calls done', async () => {
  const { foyer, storage } = await preparedFoyer()
  const read = vi.spyOn(storage, 'getItem')
  const page = document.body.innerHTML
  const done = vi.fn()
  prerenderDialog(foyer, done)
  await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1))
  // The Connect view reads the recent wallets from storage in an effect, on the first open only.
  expect(read).not.toHaveBeenCalled()
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(document.body.innerHTML).toBe(page)
})

test('does nothing while the modal is open: the view on screen is not rendered a second time', async () => {
  const { foyer } = await preparedFoyer()
  foyer.open()
  const done = vi.fn()
  prerenderDialog(foyer, done)
  // At once, before React could render anything.
  expect(done).toHaveBeenCalledTimes(1)
})

test('cuts the dialog into pieces that hold each element once, under bare copies of its ancestors', () => {
  const dialog = document.createElement('div')
  const rows = [1, 2, 3, 4, 5].map((n) => `<li class="row"><button>Wallet ${n}</button></li>`)
  dialog.innerHTML =
    '<section class="card" role="dialog"><header><h2>Connect a wallet</h2><button>Close</button></header>' +
    `<div class="body"><ul class="stack">${rows.join('')}</ul><p>Footer</p></div></section>`
  // 4 elements at most a piece: the header (3), then the list (11) is cut into runs of two rows.
  const pieces = layoutPieces(dialog, 4)
  const list = (group: string[]) =>
    `<section class="card" role="dialog"><div class="body"><ul class="stack">${group.join('')}</ul></div></section>`
  expect(pieces.map((piece) => piece.innerHTML)).toEqual([
    '<section class="card" role="dialog"><header><h2>Connect a wallet</h2><button>Close</button></header></section>',
    list(rows.slice(0, 2)),
    list(rows.slice(2, 4)),
    list(rows.slice(4)),
    '<section class="card" role="dialog"><div class="body"><p>Footer</p></div></section>',
  ])
})

test('leaves a small dialog in one piece', () => {
  const dialog = document.createElement('div')
  dialog.innerHTML = '<p>Only <b>text</b></p>'
  expect(layoutPieces(dialog).map((piece) => piece.innerHTML)).toEqual(['<p>Only <b>text</b></p>'])
})
