import { expect, test } from 'vitest'
import { staticImports } from './openFirstOpen.js'

test("a chunk's static imports and re-exports count, its dynamic imports do not", () => {
  const code =
    'import{r as e}from"./rolldown-runtime-A.js";import"./styles-B.js";export{a as b}from"./t-C.js";' +
    'export*from"../shared-D.js";const m=()=>import("./Send-E.js");import {x} from \'./format-F.js\'\n' +
    'const text="import nothing";import("./Swap-G.js").then(f)'
  expect(staticImports(code)).toEqual([
    './rolldown-runtime-A.js',
    './styles-B.js',
    './t-C.js',
    '../shared-D.js',
    './format-F.js',
  ])
})

test('the same chunk imported twice is listed once', () => {
  expect(staticImports('import{a}from"./x.js";import{b}from"./x.js";')).toEqual(['./x.js'])
})
