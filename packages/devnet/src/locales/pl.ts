import type { Catalog } from '../messages.js'

/** Polish (pl): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Nie udało się uruchomić łańcucha {chainId}',
  'chain.startTimeout': 'Łańcuch {chainId} nie odpowiedział na {rpcUrl} w ciągu {seconds} s',
  'chain.wrongChainId': 'Serwer na {rpcUrl} zwraca identyfikator łańcucha {actual}, oczekiwano {expected}',
  'chain.cliNotFound': 'Nie znaleziono Hardhat CLI',
  'wallet.buildFailed': 'Nie udało się zbudować pakietu portfela deweloperskiego',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'Użytkownik odrzucił żądanie.',
  'rpc.unauthorized': 'Użytkownik nie autoryzował żądanego konta i/lub metody.',
  'rpc.unsupportedMethod': 'Metoda „{method}” nie jest obsługiwana przez ten portfel.',
  'rpc.disconnected': 'Portfel jest rozłączony.',
  'rpc.unrecognizedChain':
    'Nierozpoznany identyfikator łańcucha „{chainId}”. Najpierw spróbuj dodać łańcuch za pomocą wallet_addEthereumChain.',
  'rpc.invalidParams': 'Nieprawidłowe parametry: {reason}',
  'rpc.internal': 'Wewnętrzny błąd JSON-RPC.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'W ciągu {ms} ms żadne żądanie portfela deweloperskiego nie czekało na zatwierdzenie',
  'controls.unknownWallet': 'Żaden portfel deweloperski nie ma rdns „{rdns}”',
  'config.missing':
    'Foyer dev wallet: brak window.__FOYER_DEVNET__ lub nie zawiera prawidłowych łańcuchów; używam {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage jest niedostępny; nic nie zostanie zachowane po przeładowaniu strony',

  // Approval panel
  'panel.label': 'Żądanie: {wallet}',
  'panel.walletsLabel': 'Portfele deweloperskie',
  'panel.modeLabel': 'Tryb: {wallet}',
  'panel.mode.ask': 'Pytaj',
  'panel.mode.approve': 'Zatwierdzaj automatycznie',
  'panel.mode.reject': 'Odrzucaj automatycznie',
  'panel.approve': 'Zatwierdź',
  'panel.approveLabel': 'Zatwierdź żądanie',
  'panel.reject': 'Odrzuć',
  'panel.rejectLabel': 'Odrzuć żądanie',
  'panel.queue': '{index} z {count}',
  'panel.origin': 'Od {origin}',

  // Request summaries
  'summary.connect': 'Połącz {accounts}',
  'summary.sign': 'Podpisz „{message}” kontem {account}',
  'summary.signTyped': 'Podpisz {primaryType} dla {domain} kontem {account}',
  'summary.send': 'Wyślij {value} {symbol} z {from} do {to}',
  'summary.deploy': 'Wdróż kontrakt z {from}',
  'summary.addChain': 'Dodaj sieć {name} ({chainId})',
  'summary.switchChain': 'Przełącz na łańcuch {chainId}',
  'summary.other': 'Wywołaj {method}',
  'summary.calls':
    'Wyślij z {from} pakiet wywołań ({count, plural, one {# wywołanie} few {# wywołania} many {# wywołań} other {# wywołania}})',
  'solana.connect': 'Połącz swoje konto Solana',
  'solana.signMessage': 'Podpisz „{message}”',
  'solana.signTransaction': 'Podpisz transakcję Solana',
  'solana.signAllTransactions':
    'Podpisz {count, plural, one {# transakcję Solana} few {# transakcje Solana} many {# transakcji Solana} other {# transakcji Solana}}',
  'solana.signAndSend': 'Podpisz i wyślij transakcję Solana',
  'solana.notASigner': 'To konto nie podpisuje tej transakcji',
  'bitcoin.signPsbt':
    'Podpisz {count, plural, one {# wejście} few {# wejścia} many {# wejść} other {# wejścia}} transakcji Bitcoin: {inputs}',
  'bitcoin.noBroadcast':
    'Ten portfel nie może rozgłaszać transakcji: devnet nie ma węzła Bitcoin. Poproś o podpis bez broadcast i wyślij podpisaną transakcję samodzielnie.',
  'bitcoin.ecdsaPaymentOnly':
    'podpis ECDSA jest tylko dla adresu płatności; poproś o podpis BIP-322 (protocol "bip322") adresem {address}',
  'polkadot.signTransaction': 'Podpisz transakcję {chain} kontem {account}',
  'polkadot.unknownExtension': 'ten portfel nie zna podpisanego rozszerzenia {name}',
  'walletconnect.bitcoinAccounts': 'Konta Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Konta Polkadot {accounts}',
}
