import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { registerEnglish } from '@foyer/core/messages'
import { expect, test } from 'vitest'
import { uiMessages } from './en.js'
import { pageMessages } from './enPage.js'
import { hasMessage, t } from './t.js'

const src = join(import.meta.dirname, '..')

test('behavior: the page carries the texts of everything that renders before the modal loads', () => {
  // The buttons, hooks and errors render on the page before the modal's chunk registers en.ts.
  const pageSide = ['components/ConnectButton.tsx', 'components/NetworkButton.tsx', 'errors.ts']
  for (const file of pageSide) {
    const source = readFileSync(join(src, file), 'utf8')
    for (const [, key] of source.matchAll(/\bt\('([\w.]+)'/g)) {
      expect(Object.keys(pageMessages), `${file}: ${key}`).toContain(key)
    }
  }
  expect(t('connectButton.connect')).toBe('Connect Wallet')
})

test("behavior: the views' texts arrive with registerEnglish (the modal calls it)", () => {
  registerEnglish(uiMessages)
  expect(t('title.Networks')).toBe('Choose Network')
})

test('default', () => {
  expect(t('connectButton.connect')).toBe('Connect Wallet')
})

test('parameters: params fill placeholders', () => {
  expect(t('connecting.continueIn', { wallet: 'Dev Wallet' })).toBe('Continue in Dev Wallet')
  expect(t('connecting.continueIn')).toBe('Continue in {wallet}')
})

test("behavior: core's catalog is merged in", () => {
  expect(t('alert.projectIdNotConfigured')).toBe('Project ID Not Configured')
  expect(t('error.networkNotFound')).toBe('Network not found')
  expect(hasMessage('alert.projectIdNotConfigured')).toBe(true)
  expect(hasMessage('alert.nope')).toBe(false)
})

test('behavior: spec wording', () => {
  expect(uiMessages).toMatchObject({
    'connectButton.connect': 'Connect Wallet',
    'connectButton.connecting': 'Connecting...',
    'title.Networks': 'Choose Network',
    'title.UnsupportedChain': 'Switch Network',
    'unsupportedChain.description':
      "This app doesn't support your current network. Switch to an available option to continue.",
  })
})

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path)
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : []
  })
}

test('behavior: components carry no literal user-visible text', () => {
  const offenders = sources(join(import.meta.dirname, '..')).flatMap((path) => {
    const code = readFileSync(path, 'utf8')
    const text = [...code.matchAll(/(?<!=)>([^<>{}\n]*[A-Za-z][^<>{}\n]*)</g)].map((match) => match[1])
    const attributes = [...code.matchAll(/\b(aria-label|title|alt|placeholder)="([^"]+)"/g)].map((m) => m[0])
    return [...text, ...attributes].map((found) => `${path}: ${found}`)
  })
  expect(offenders).toEqual([])
})
