import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "FoyerProvider",
      "FoyerProviderMissingError",
      "NetworkButton",
      "darkTheme",
      "lightTheme",
      "resolveTheme",
      "t",
      "themeToCssVars",
      "uiMessages",
      "useDisconnect",
      "useFoyer",
      "useFoyerAccount",
      "useFoyerInstance",
      "useFoyerLocale",
      "useFoyerNetwork",
      "useFoyerProvider",
      "useFoyerState",
      "useT",
      "useWalletInfo",
    ]
  `)
})
