import type { Catalog } from '../en.js'

/** Polish (pl): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'Nie skonfigurowano identyfikatora projektu',
  'alert.projectIdNotConfiguredDescription':
    'Ustaw projectId w opcjach przekazywanych do createFoyer, aby włączyć wszystkie funkcje.',
  'alert.projectIdConsole':
    'Foyer: projectId jest wymagany. Przekaż `projectId` do createFoyer(); do tego czasu niektóre funkcje pozostaną wyłączone.',

  // Options
  'error.invalidOptions': 'Nieprawidłowe opcje',
  'error.invalidOption': 'Nieprawidłowa opcja `{path}`: {reason}',
  'error.required': 'Wymagane',
  'error.expectedReceived': 'Oczekiwano: {expected}, otrzymano: {received}',
  'error.networksRequired': 'W `networks` wymagana jest co najmniej jedna sieć',
  'error.networkNamespaceMismatch':
    'Sieć {caipNetworkId} ma chainNamespace {chainNamespace}, który nie zgadza się z jej identyfikatorem sieci CAIP',
  'error.siweAndSiwx': 'Nie można jednocześnie ustawić opcji `siweConfig` i `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` wymaga `termsConditionsUrl` lub `privacyPolicyUrl`: odwiedzający musi mieć możliwość przeczytania tego, na co się zgadza',
  'error.featureNotBuilt':
    'Nie można włączyć `features.{feature}`: {what} nie jest jeszcze częścią tej wersji Foyer. Pomiń tę opcję lub ustaw ją na false',
  'error.httpUrlRequired': 'Oczekiwano adresu URL http lub https, otrzymano {value}',
  'error.networkWithIdNotFound': 'Nie znaleziono sieci o identyfikatorze {id}',
  'error.duplicateAdapter':
    'Dozwolony jest tylko jeden adapter na przestrzeń nazw; {namespace} ma więcej niż jeden',
  'error.basicWithAdapters':
    '`walletConnect` to podstawowy tryb WalletConnect dla witryny bez `adapters`: zamiast tego przekaż konektor swoim adapterom (`walletConnect` każdego z nich)',
  'error.duplicateNetwork': 'Sieć {caipNetworkId} występuje w `networks` więcej niż raz',
  'error.duplicateCustomWallet': 'Portfel {id} występuje w `customWallets` więcej niż raz',
  'error.walletLinkRequired':
    'Oczekiwano adresu URL http lub https albo linku aplikacji, np. „mywallet://”, otrzymano {value}',
  'error.walletImageRequired':
    'Oczekiwano adresu URL http lub https albo adresu data:image, otrzymano {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Nieprawidłowy adres CAIP',
  'error.invalidCaipAddressDetails':
    'Oczekiwano formatu namespace:chainId:address ze znaną przestrzenią nazw, otrzymano „{value}”',
  'error.invalidCaipNetworkId': 'Nieprawidłowy identyfikator sieci CAIP',
  'error.invalidCaipNetworkIdDetails':
    'Oczekiwano formatu namespace:chainId ze znaną przestrzenią nazw, otrzymano „{value}”',
  'error.invalidChainId': 'Nieprawidłowy chainId',

  // Connection
  'error.connectorNotFound': 'Nie znaleziono konektora',
  'error.connectorNotFoundDetails': 'Brak konektora o identyfikatorze „{connectorId}”',
  'error.adapterNotFound': 'Adapter dla przestrzeni nazw {namespace} nie istnieje',
  'error.providerNotFound': 'Nie znaleziono dostawcy',
  'error.codeLoad': 'Nie udało się pobrać części Foyer. Sprawdź połączenie i spróbuj ponownie.',
  'error.disconnect': 'Nie udało się rozłączyć',
  'error.connectionAborted': 'Portfel rozłączył się przed zakończeniem łączenia',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Nie udało się połączyć z przekaźnikiem WalletConnect',
  'error.walletConnectProposalRejected': 'Portfel odrzucił połączenie',

  // Network (spec section 8)
  'error.networkNotFound': 'Nie znaleziono sieci',
  'error.unsupportedChain': 'Nieobsługiwany łańcuch',
  'error.removeLastNetwork': 'Nie można usunąć ostatniej sieci przestrzeni nazw',
  'error.removeAdapterWhileConnected': 'Nie można usunąć adaptera, gdy połączenie jest aktywne',
  'error.notConnected': 'Brak połączonego konta dla przestrzeni nazw {namespace}',
  'network.unknown': 'Nieznana sieć',

  // EIP-1193 provider errors
  'error.userRejected': 'Użytkownik odrzucił żądanie.',
  'error.rpcMethodNotAllowed': 'Żądane wywołanie RPC jest niedozwolone',
  'error.name.characters': 'Używaj tylko liter, cyfr i łączników',
  'error.name.tooShort': 'Użyj co najmniej 4 znaków',
  'error.name.register': 'Nie udało się zarejestrować nazwy {name}',
  'error.name.suggestions': 'Nie udało się pobrać propozycji nazw',
  'error.frame.load': 'Nie można wczytać logowania przez e-mail',
  'error.frame.unknown': 'Wystąpił błąd',
  'error.frame.aborted': 'Żądanie zostało przerwane',
  'error.email.invalid': 'Wpisz prawidłowy adres e-mail',
  'error.social.popupBlocked':
    'Przeglądarka zablokowała okno logowania. Zezwól na wyskakujące okna dla tej witryny i spróbuj ponownie',
  'error.social.windowClosed': 'Okno logowania zostało zamknięte przed zakończeniem logowania',
  'error.social.accessDenied': 'Logowanie zostało anulowane w {provider}',
  'error.social.stateExpired': 'Logowanie trwało zbyt długo. Spróbuj ponownie',
  'error.social.stateInvalid': 'Nie udało się zweryfikować logowania. Spróbuj ponownie',
  'error.social.providerError': '{provider} odrzucił logowanie. Spróbuj ponownie',
  'error.social.providerUnavailable': '{provider} nie odpowiada. Spróbuj ponownie później',
  'error.social.tokenInvalid': 'Nie udało się zweryfikować odpowiedzi {provider}. Spróbuj ponownie',
  'error.social.deviceMismatch': 'Logowanie zostało dokończone w innej przeglądarce. Spróbuj ponownie tutaj',
  'error.social.timeout': 'Logowanie trwało zbyt długo. Spróbuj ponownie',
  'error.emailLogin.locked': 'Zbyt wiele błędnych kodów: poproś o nowy kod',
  'error.emailLogin.expired': 'Ten kod wygasł: poproś o nowy kod',
  'error.emailUpdate.unchanged': 'To jest już Twój adres e-mail',
  'error.emailUpdate.taken': 'Ten adres e-mail jest używany przez inne konto',
  'error.emailUpdate.throttled': 'Spróbuj ponownie za {seconds} s',
  'error.emailUpdate.wrongCode': 'Nieprawidłowy kod.',
  'error.emailUpdate.locked': 'Zbyt wiele nieprawidłowych kodów: poproś o nowe kody',
  'error.emailUpdate.expired': 'Te kody wygasły: poproś o nowe kody',
  'error.emailUpdate.missing': 'Zmiana adresu e-mail została przerwana: poproś o nowe kody',
  'error.socialsNeedFrame':
    '`features.socials` wymaga `authFrameUrl`: logowanie przez serwisy społecznościowe działa w bezpiecznej ramce logowania, którą serwer Foyer udostępnia z własnego originu',
  'error.emailNeedsFrame':
    '`features.email` wymaga `authFrameUrl`: logowanie e-mailem działa w bezpiecznej ramce logowania, którą serwer Foyer udostępnia z własnego originu',
  'connector.email': 'E-mail',
  'error.siwx.invalidMessage': 'Wiadomość logowania nie jest prawidłową wiadomością EIP-4361 / CAIP-122',
  'error.siwx.signatureDeclined': 'Odrzucono podpis',
  'error.siwx.smartAccount': 'Ta aplikacja może nie obsługiwać inteligentnych kont (Smart Accounts)',
  'error.accountTypeSwitch': 'Nie udało się zmienić typu konta: zamiast tego używane jest Twoje konto EOA',
  'error.siwx.init': 'Wystąpił problem podczas inicjowania uwierzytelniania',
  'error.siwx.verification': 'Podpis nie pasuje do adresu, który się loguje',
  'error.invalidSendCalls':
    'Każde wywołanie wallet_sendCalls wymaga pola `to` z prefiksem 0x (oraz `data`, jeśli jest podane)',
  'error.requestNotSupported': 'To połączenie z portfelem nie może wysyłać żądań',
  'error.tx.nonce': 'Inna transakcja z tego konta została przetworzona wcześniej. Spróbuj ponownie.',
  'error.tx.fee': 'Zaproponowana opłata sieciowa jest obecnie za niska. Spróbuj ponownie z wyższą opłatą.',
  'error.tx.gas': 'Transakcja wymaga więcej gazu, niż jej przydzielono, lub więcej, niż może pomieścić blok.',
  'error.tx.insufficientFunds': 'Za mało środków, aby zapłacić za tę transakcję i jej opłatę sieciową.',
  'error.tx.reverted': 'Kontrakt odrzucił tę transakcję (została wycofana).',
  'toast.actionNotAllowed': 'Działanie niedozwolone',
  'toast.transactionStarted': 'Transakcja rozpoczęta',
  'toast.checkWallet': 'Sprawdź telefon: zatwierdź żądanie w portfelu',
  'toast.emailUpdated': 'Adres e-mail zaktualizowany',
  'send.invalidAmount': 'Wpisz kwotę, np. 1.5',
  'send.zeroAmount': 'Wpisz kwotę większą od 0',
  'send.insufficientBalance': 'Niewystarczające saldo',
  'send.invalidAddress': 'Wpisz prawidłowy adres (0x…) lub nazwę',
  'send.invalidAddressSolana': 'Wpisz prawidłowy adres Solana lub nazwę',
  'error.invalidPolkadotAddress': 'To nie jest prawidłowy adres Polkadot',
  'send.nameNotFound': 'Nie znaleziono adresu dla tej nazwy',
  'send.badChecksum':
    'Ten adres zawiera literówkę: wielkie litery nie zgadzają się z jego sumą kontrolną (EIP-55)',
  'send.rejected': 'Portfel odrzucił transakcję',
  'send.notSupported': 'Wysyłanie nie jest dostępne w tej sieci z tym portfelem',
  'error.unauthorized': 'Użytkownik nie autoryzował żądanej metody i/lub konta.',
  'error.unsupportedMethod': 'Dostawca nie obsługuje żądanej metody.',
  'error.providerDisconnected': 'Dostawca jest odłączony od wszystkich łańcuchów.',
  'error.chainDisconnected': 'Dostawca nie jest połączony z żądanym łańcuchem.',
  'error.unrecognizedChain': 'Nierozpoznany identyfikator łańcucha.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'Serwer otrzymał nieprawidłowy JSON. Podczas analizowania tekstu JSON na serwerze wystąpił błąd.',
  'error.rpc.invalidRequest': 'JSON nie jest prawidłowym obiektem żądania.',
  'error.rpc.methodNotFound': 'Metoda nie istnieje lub jest niedostępna.',
  'error.rpc.invalidParams': 'Do metody RPC przekazano nieprawidłowe parametry.',
  'error.rpc.internal': 'Otrzymano błąd wewnętrzny.',
  'error.rpc.invalidInput': 'Brakujące lub nieprawidłowe parametry.',
  'error.rpc.resourceNotFound': 'Nie znaleziono żądanego zasobu.',
  'error.rpc.resourceUnavailable': 'Żądany zasób jest niedostępny.',
  'error.rpc.transactionRejected': 'Nie udało się utworzyć transakcji.',
  'error.rpc.methodNotSupported': 'Metoda nie jest obsługiwana.',
  'error.rpc.limitExceeded': 'Żądanie przekracza ustalony limit.',
  'error.rpc.versionNotSupported': 'Ta wersja protokołu JSON-RPC nie jest obsługiwana.',

  'error.unknown': 'Coś poszło nie tak',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Sieć zbyt długo nie odpowiadała.',
  'error.rpcUnreachable': 'Nie udało się połączyć z siecią.',
  'error.invalidRpcResponse': 'Sieć wysłała odpowiedź, której nie udało się zrozumieć.',
  'error.invalidProviderResponse': 'Portfel wysłał odpowiedź, której nie udało się zrozumieć.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: nie udało się pobrać salda w sieci {network}; jest ono wyświetlane jako nieznane.',
  'warn.serverBalanceUnavailable':
    'Foyer: serwer nie mógł podać salda w sieci {network}; zostanie ono odczytane bezpośrednio z sieci.',
  'warn.basicWithoutNamespace':
    'Foyer: podstawowy tryb WalletConnect nie może łączyć sieci {namespace}; są na liście, ale żaden portfel ich nie łączy.',
  'warn.adapterWithoutNetworks':
    'Foyer: adapter {namespace} jest pomijany, ponieważ `networks` nie zawiera żadnej sieci {namespace}.',
  'toast.balanceUnavailable': 'Saldo tokena niedostępne',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Nie udało się pobrać transakcji',
  'error.transactionsAccountRequired': 'Nie można pobrać transakcji bez accountAddress',
  'warn.identityUnavailable': 'Foyer: nie udało się pobrać tożsamości {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Nieprawidłowa konfiguracja aplikacji',
  'alert.invalidAppConfigurationDescription':
    'Ta domena nie znajduje się na liście dozwolonych projektu; dodaj ją w konfiguracji serwera Foyer.',
  'alert.frameUnavailable': 'Nieprawidłowa konfiguracja aplikacji',
  'alert.frameUnavailableDescription':
    'Bezpieczna ramka logowania się nie wczytała. Sprawdź authFrameUrl i czy serwer Foyer udostępnia ramkę.',
  'alert.sessionExpired': 'Sesja wygasła',
  'alert.sessionExpiredDescription':
    'Serwer wykrył nieprawidłową sesję. Sprawdź ustawienia czasu na tym urządzeniu i spróbuj ponownie.',
  'alert.invalidProjectId': 'Nieprawidłowy identyfikator projektu',
  'alert.invalidProjectIdDescription':
    'Serwer Foyer nie zna tego projectId; sprawdź projectId przekazany do createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Kod stanu HTTP: {status}',
  'error.http.network': 'Żądanie do serwera nie powiodło się',
  'error.http.invalidResponse': 'Serwer wysłał nieoczekiwaną odpowiedź',
  'error.http.invalidResponseDetails': 'Nieprawidłowa odpowiedź z {path}: {reason}',
  'error.chainNotSupported': 'Łańcuch nie jest obsługiwany',
  'error.noServer': 'Nie skonfigurowano serwera Foyer (apiUrl), z którego można odczytać dane konta',
  'error.chainNotSupportedDetails': 'Aktywnej sieci {caipNetworkId} nie ma wśród obsługiwanych łańcuchów',
  'warn.analyticsDisabled': 'Foyer: analityka jest wyłączona, ponieważ getAnalyticsConfig nie powiodło się.',
  'warn.analyticsFailed': 'Foyer: nie udało się wysłać zdarzenia analitycznego {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: pomijam nieczytelną pamięć podręczną zapisaną pod kluczem „{key}”.',

  // Languages
  'error.invalidLocale': 'Oczekiwano tagu języka, np. „fr” lub „pt-BR”, otrzymano „{value}”',
  'warn.localeUnsupported': 'Foyer: żaden katalog nie pasuje do języka {requested}; wyświetlam {locale}.',
  'warn.localeLoadFailed': 'Foyer: nie udało się wczytać tekstów {locale}; pozostaje {current}.',
  'warn.viewNotOffered':
    'Foyer: widok {view} nie jest dostępny dla tego konta; zamiast niego pokazywane jest konto.',
  'error.onramp.open': 'Nie udało się rozpocząć zakupu. Spróbuj ponownie.',
  'error.swap.init': 'Nie udało się uruchomić wymiany',
  'error.swap.allowance': 'Nie udało się sprawdzić zezwolenia',
  'error.swap.approval': 'Nie udało się utworzyć transakcji zatwierdzającej',
  'error.swap.transaction': 'Nie udało się utworzyć transakcji',
  'error.swap.quote': 'Nie udało się pobrać wyceny. Spróbuj ponownie.',
  'error.swap.failed': 'Błąd transakcji',
  'swap.invalidAmount': 'Wpisz prawidłową kwotę',
  'toast.swapApprove': 'Zatwierdź zwiększenie limitu w portfelu',
  'toast.swapConfirm': 'Potwierdź transakcję w portfelu',
  'toast.swapping': 'Wymiana {from} na {to}',
  'toast.swapped': 'Wymieniono {from} na {to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Nie udało się pobrać ceny tokena sieci',
  'error.sendTransaction': 'Nie udało się wysłać transakcji. Spróbuj ponownie.',
  'error.incorrectAmount': 'Nieprawidłowa kwota',
  'error.name.resolve': 'Błąd podczas rozwiązywania nazwy',
  'error.name.forAddress': 'Błąd podczas pobierania nazw adresu',
  'error.authAccountNotFound': 'Nie znaleziono adresu ani konektora uwierzytelniania',
  'error.gasPriceNotSupported': 'Sieć nieobsługiwana dla ceny gazu',
  'error.swap.noAddress': 'Nie znaleziono adresu, z którego można wymienić tokeny.',
  'error.caipNetworkUndefined': 'CaipNetwork jest niezdefiniowany',
  'error.caipAccountUndefined': 'CaipNetwork lub CaipAddress jest niezdefiniowany',
  'alert.networkNotFound': 'Nie znaleziono sieci',
  'alert.networkNotFoundDescription':
    'Tej sieci nie ma w `networks` przekazanych do createFoyer; dodaj ją tam, aby się na nią przełączyć.',
  'alert.socketsTimeout': 'Przekroczono czas połączenia',
  'alert.socketsTimeoutDescription':
    'Nie udało się na czas połączyć z przekaźnikiem WalletConnect. Sprawdź połączenie z internetem i spróbuj ponownie.',
}
