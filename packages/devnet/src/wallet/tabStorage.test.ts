import { createMemoryStorage } from '@foyer/core'
import { afterEach, expect, test } from 'vitest'
import { createTabStorage, STORAGE_CHANNEL } from './tabStorage.js'

// Two tabs: each its own copy of localStorage (Chromium brings a write to the other copy later, on its
// own), one channel name (Node's BroadcastChannel delivers between instances as a browser does).
const opened: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close()
})

function tab() {
  const copy = createMemoryStorage()
  const events = new EventTarget()
  const channel = new BroadcastChannel(STORAGE_CHANNEL)
  opened.push(channel)
  return { copy, events, storage: createTabStorage(copy, events, channel) }
}
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20))
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })

test('a tab reads what another wrote before its own copy of localStorage has it', async () => {
  const [first, second] = [tab(), tab()]
  second.storage.setItem('foyer-devwallet:lantern:solana:authorized', 'true')
  await delivered()
  expect(first.copy.getItem('foyer-devwallet:lantern:solana:authorized')).toBeNull()
  expect(first.storage.getItem('foyer-devwallet:lantern:solana:authorized')).toBe('true')
  // A removal too (a disconnect in the other tab).
  second.storage.removeItem('foyer-devwallet:lantern:solana:authorized')
  await delivered()
  expect(first.storage.getItem('foyer-devwallet:lantern:solana:authorized')).toBeNull()
})

test("once the tab's own copy has the change, it is read from there again", async () => {
  const [first, second] = [tab(), tab()]
  second.storage.setItem('key', 'told')
  await delivered()
  // The copy catches up and says so ('storage' event); a later direct change to it is then what counts.
  first.copy.setItem('key', 'told')
  first.events.dispatchEvent(storageEvent('key'))
  first.copy.setItem('key', 'changed here')
  expect(first.storage.getItem('key')).toBe('changed here')
  // Without an event: a read that finds the same value in the copy stops using the message.
  second.storage.setItem('other', 'same')
  await delivered()
  first.copy.setItem('other', 'same')
  expect(first.storage.getItem('other')).toBe('same')
  first.copy.setItem('other', 'later')
  expect(first.storage.getItem('other')).toBe('later')
})

test("a tab's own write wins over what it was told before, and garbage on the channel is ignored", async () => {
  const [first, second] = [tab(), tab()]
  second.storage.setItem('key', 'theirs')
  const stranger = new BroadcastChannel(STORAGE_CHANNEL)
  opened.push(stranger)
  stranger.postMessage({ key: 'key', value: 42 })
  stranger.postMessage('nonsense')
  await delivered()
  expect(first.storage.getItem('key')).toBe('theirs')
  first.storage.setItem('key', 'mine')
  expect(first.storage.getItem('key')).toBe('mine')
})
