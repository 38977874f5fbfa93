// Types of the single word lists of @zxcvbn-ts/language-en that passwordStrength.ts imports one by one
// (the package's index pulls in every list, 1.2 MB of the frame's bundle); the package ships none.
declare module '@zxcvbn-ts/language-en/dist/commonWords.json.mjs' {
  const words: string[]
  export default words
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const words: string[]
  export default words
}
declare module '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs' {
  const lists: Record<string, string[]>
  export default lists
}
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  const translations: typeof import('@zxcvbn-ts/language-en').translations
  export default translations
}
