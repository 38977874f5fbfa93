import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { modalTexts } from '../packages/react/src/i18n/en/modal.js'
import { sharedTexts } from '../packages/react/src/i18n/en/shared.js'
import { uiMessages } from '../packages/react/src/i18n/en.js'
import { pageMessages } from '../packages/react/src/i18n/enPage.js'
import { fakeRepository, removeFakeRepositories } from './fixtures.js'
import { checkTextParts, keysNamed, type TextPart } from './textParts.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const react = join(repo, 'packages/react/src')

afterEach(removeFakeRepositories)

/** Source text with `#{` for a template's `${` (a plain string holding `${` reads as a mistake). */
const source = (text: string) => text.replaceAll('#{', '${')

/**
 * The repository's parts: the modal's, then each feature's (views/features/<name>.ts with en/<name>.ts and
 * the texts features share, en/shared.ts).
 */
async function repositoryParts(): Promise<TextPart[]> {
  const loadedFirst = [...Object.keys(pageMessages), ...Object.keys(modalTexts)]
  const parts: TextPart[] = [
    { name: 'modal', entry: 'packages/react/src/modal/Modal.tsx', readable: new Set(loadedFirst) },
  ]
  for (const file of readdirSync(join(react, 'views/features'))) {
    const name = file.replace(/\.ts$/, '')
    const texts = (await import(join(react, 'i18n/en', `${name}.ts`))) as Record<string, object>
    const own = Object.keys(texts[`${name}Texts`] ?? {})
    expect(own.length, `en/${name}.ts exports ${name}Texts`).toBeGreaterThan(0)
    parts.push({
      name,
      entry: `packages/react/src/views/features/${file}`,
      readable: new Set([...loadedFirst, ...Object.keys(sharedTexts), ...own]),
    })
  }
  return parts
}

describe('text parts', () => {
  it('the repository keeps the rule: each text a module shows loads with it', async () => {
    const parts = await repositoryParts()
    expect(parts.length).toBeGreaterThan(5)
    expect(checkTextParts(repo, Object.keys(uiMessages), parts)).toEqual([])
  })

  it('reads keys quoted whole and the keys a template can become', () => {
    const keys = ['title.Connect', 'title.Account', 'account.tab.tokens', 'account.retry', 'other']
    const text = [
      "t('account.retry')",
      '<Failure message="title.Connect" />',
      source('t(`title.#{view}`)'),
      "const note = 'account.retrying'",
    ].join('\n')
    expect(keysNamed(text, keys).sort()).toEqual(['account.retry', 'title.Account', 'title.Connect'])
  })

  it("fails on a key its part's texts do not hold, in the entry or in a module it imports", () => {
    const root = fakeRepository({
      'src/modal.tsx':
        "import { Row } from './row.js'\nimport type { Later } from './later.js'\nexport const a = t('modal.title')\n",
      'src/row.tsx': "export const Row = () => t('account.retry')\n",
      'src/later.tsx': "export type Later = 1\nconst b = t('account.tab.nfts')\n",
      'src/feature.ts': source('const c = t(`account.tab.#{tab}`)\n'),
    })
    const keys = ['modal.title', 'account.retry', 'account.tab.tokens', 'account.tab.nfts']
    const parts: TextPart[] = [
      { name: 'modal', entry: 'src/modal.tsx', readable: new Set(['modal.title']) },
      { name: 'account', entry: 'src/feature.ts', readable: new Set(['modal.title', 'account.tab.tokens']) },
    ]
    expect(checkTextParts(root, keys, parts)).toEqual([
      "src/row.tsx shows 'account.retry', which the modal part's texts do not hold (the module runs with src/modal.tsx)",
      "src/feature.ts shows 'account.tab.nfts', which the account part's texts do not hold (the module runs with src/feature.ts)",
    ])
  })
})
