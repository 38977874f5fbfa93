import { messagePlaceholders } from '../kernel/messages/format.js'

/**
 * What is wrong with a translated catalog against the English one: missing and extra keys, texts that
 * do not parse, placeholders that differ, texts left empty. Empty when the translation is complete.
 *
 * @example
 * catalogProblems({ a: 'Hi {name}' }, { a: 'Salut {nom}' }) // ['a: placeholders nom instead of name']
 */
export function catalogProblems(
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = []
  for (const key of Object.keys(english)) {
    const text = translated[key]
    if (text === undefined) {
      problems.push(`${key}: missing`)
      continue
    }
    if (!text.trim()) problems.push(`${key}: empty`)
    try {
      const expected = messagePlaceholders(english[key] as string).join(', ')
      const actual = messagePlaceholders(text).join(', ')
      if (actual !== expected)
        problems.push(`${key}: placeholders ${actual || 'none'} instead of ${expected || 'none'}`)
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`)
    }
  }
  for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${key}: not in English`)
  return problems
}
