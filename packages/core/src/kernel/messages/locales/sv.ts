import type { Catalog } from '../en.js'

/** Swedish (sv): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'Projekt-ID har inte konfigurerats',
  'alert.projectIdNotConfiguredDescription':
    'Ange ett projectId i alternativen som skickas till createFoyer för att aktivera alla funktioner.',
  'alert.projectIdConsole':
    'Foyer: projectId krävs. Skicka `projectId` till createFoyer(); vissa funktioner är inaktiverade tills det har angetts.',

  // Options
  'error.invalidOptions': 'Ogiltiga alternativ',
  'error.invalidOption': 'Ogiltigt alternativ `{path}`: {reason}',
  'error.required': 'Obligatoriskt',
  'error.expectedReceived': 'Förväntade {expected}, fick {received}',
  'error.networksRequired': 'Minst ett nätverk krävs i `networks`',
  'error.networkNamespaceMismatch':
    'Nätverket {caipNetworkId} har chainNamespace {chainNamespace}, som inte stämmer med dess CAIP-nätverks-ID',
  'error.siweAndSiwx': 'Det går inte att ange både `siweConfig` och `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` kräver `termsConditionsUrl` eller `privacyPolicyUrl`: besökaren måste kunna läsa vad hen godkänner',
  'error.featureNotBuilt':
    '`features.{feature}` kan inte aktiveras: {what} ingår ännu inte i den här versionen av Foyer. Utelämna alternativet eller sätt det till false',
  'error.httpUrlRequired': 'Förväntade en http- eller https-URL, fick {value}',
  'error.networkWithIdNotFound': 'Nätverk med ID {id} hittades inte',
  'error.duplicateAdapter': 'Endast en adapter per namespace är tillåten; {namespace} har fler än en',
  'error.basicWithAdapters':
    '`walletConnect` är WalletConnects grundläge, för en webbplats utan `adapters`: ge i stället anslutningen till dina adaptrar (var och ens `walletConnect`)',
  'error.duplicateNetwork': 'Nätverket {caipNetworkId} finns med mer än en gång i `networks`',
  'error.duplicateCustomWallet': 'Plånboken {id} finns med mer än en gång i `customWallets`',
  'error.walletLinkRequired':
    'Förväntade en http- eller https-URL eller en applänk som "mywallet://", fick {value}',
  'error.walletImageRequired': 'Förväntade en http- eller https-URL eller en data:image-URL, fick {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Ogiltig CAIP-adress',
  'error.invalidCaipAddressDetails':
    'Förväntade namespace:chainId:address med ett känt namespace, fick ”{value}”',
  'error.invalidCaipNetworkId': 'Ogiltigt CAIP-nätverks-ID',
  'error.invalidCaipNetworkIdDetails': 'Förväntade namespace:chainId med ett känt namespace, fick ”{value}”',
  'error.invalidChainId': 'Ogiltigt chainId',

  // Connection
  'error.connectorNotFound': 'Connectorn hittades inte',
  'error.connectorNotFoundDetails': 'Ingen connector med ID ”{connectorId}”',
  'error.adapterNotFound': 'Det finns ingen adapter för namespace {namespace}',
  'error.providerNotFound': 'Providern hittades inte',
  'error.codeLoad': 'En del av Foyer kunde inte laddas ned. Kontrollera anslutningen och försök igen.',
  'error.disconnect': 'Det gick inte att koppla från',
  'error.connectionAborted': 'Plånboken kopplade från innan anslutningen var klar',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Det gick inte att nå WalletConnect-reläet',
  'error.walletConnectProposalRejected': 'Plånboken avvisade anslutningen',

  // Network (spec section 8)
  'error.networkNotFound': 'Nätverket hittades inte',
  'error.unsupportedChain': 'Kedjan stöds inte',
  'error.removeLastNetwork': 'Det går inte att ta bort det sista nätverket för ett namespace',
  'error.removeAdapterWhileConnected': 'En adapter kan inte tas bort medan en anslutning är aktiv',
  'error.notConnected': 'Inget konto är anslutet för namespace {namespace}',
  'network.unknown': 'Okänt nätverk',

  // EIP-1193 provider errors
  'error.userRejected': 'Användaren avvisade begäran.',
  'error.rpcMethodNotAllowed': 'Det begärda RPC-anropet är inte tillåtet',
  'error.name.characters': 'Använd bara bokstäver, siffror och bindestreck',
  'error.name.tooShort': 'Använd minst 4 tecken',
  'error.name.register': 'Det gick inte att registrera namnet {name}',
  'error.name.suggestions': 'Det gick inte att hämta namnförslag',
  'error.frame.load': 'Det gick inte att läsa in e-postinloggningen',
  'error.frame.unknown': 'Ett fel uppstod',
  'error.frame.aborted': 'Begäran avbröts',
  'error.email.invalid': 'Ange en giltig e-postadress',
  'error.social.popupBlocked':
    'Din webbläsare blockerade inloggningsfönstret. Tillåt popup-fönster för den här webbplatsen och försök igen',
  'error.social.windowClosed': 'Inloggningsfönstret stängdes innan inloggningen var klar',
  'error.social.accessDenied': 'Inloggningen avbröts hos {provider}',
  'error.social.stateExpired': 'Inloggningen tog för lång tid. Försök igen',
  'error.social.stateInvalid': 'Inloggningen kunde inte verifieras. Försök igen',
  'error.social.providerError': '{provider} nekade inloggningen. Försök igen',
  'error.social.providerUnavailable': '{provider} svarar inte. Försök igen senare',
  'error.social.tokenInvalid': 'Svaret från {provider} kunde inte verifieras. Försök igen',
  'error.social.deviceMismatch': 'Inloggningen slutfördes i en annan webbläsare. Försök igen här',
  'error.social.timeout': 'Inloggningen tog för lång tid. Försök igen',
  'error.emailLogin.locked': 'För många felaktiga koder: begär en ny kod',
  'error.emailLogin.expired': 'Koden har gått ut: begär en ny kod',
  'error.emailUpdate.unchanged': 'Det här är redan din e-postadress',
  'error.emailUpdate.taken': 'Ett annat konto använder den här e-postadressen',
  'error.emailUpdate.throttled': 'Försök igen om {seconds} sekunder',
  'error.emailUpdate.wrongCode': 'Fel kod.',
  'error.emailUpdate.locked': 'För många felaktiga koder: begär nya koder',
  'error.emailUpdate.expired': 'De här koderna har gått ut: begär nya koder',
  'error.emailUpdate.missing': 'Bytet av e-postadress avbröts: begär nya koder',
  'error.socialsNeedFrame':
    '`features.socials` kräver `authFrameUrl`: social inloggning körs i den säkra inloggningsramen, som Foyer-servern levererar från ett eget ursprung',
  'error.emailNeedsFrame':
    '`features.email` kräver `authFrameUrl`: e-postinloggningen körs i den säkra inloggningsramen, som Foyer-servern levererar från ett eget ursprung',
  'connector.email': 'E-post',
  'error.onramp.open': 'Köpet kunde inte startas. Försök igen.',
  'error.swap.init': 'Det gick inte att starta växlingen',
  'error.swap.allowance': 'Det gick inte att kontrollera godkännandet',
  'error.swap.approval': 'Det gick inte att skapa godkännandetransaktionen',
  'error.swap.transaction': 'Det gick inte att skapa transaktionen',
  'error.swap.quote': 'Inget pris kunde hämtas. Försök igen.',
  'error.swap.failed': 'Transaktionsfel',
  'swap.invalidAmount': 'Ange ett giltigt belopp',
  'toast.swapApprove': 'Godkänn den höjda gränsen i din plånbok',
  'toast.swapConfirm': 'Bekräfta transaktionen i din plånbok',
  'toast.swapping': 'Växlar {from} till {to}',
  'toast.swapped': 'Växlade {from} till {to}',
  'error.siwx.invalidMessage': 'Inloggningsmeddelandet är inte ett giltigt EIP-4361-/CAIP-122-meddelande',
  'error.siwx.signatureDeclined': 'Signaturen avböjdes',
  'error.siwx.smartAccount': 'Den här applikationen kanske inte stöder Smart Accounts',
  'error.accountTypeSwitch': 'Det gick inte att byta kontotyp: ditt EOA används i stället',
  'error.siwx.init': 'Ett problem uppstod när autentiseringen skulle initieras',
  'error.siwx.verification': 'Signaturen stämmer inte med adressen som loggar in',
  'error.invalidSendCalls':
    'Varje anrop i wallet_sendCalls kräver ett `to` med 0x-prefix (och `data`, om det anges)',
  'error.requestNotSupported': 'Den här plånboksanslutningen kan inte skicka begäranden',
  'error.tx.nonce': 'En annan transaktion från det här kontot hann före. Försök igen.',
  'error.tx.fee': 'Den erbjudna nätverksavgiften är för låg just nu. Försök igen med en högre avgift.',
  'error.tx.gas': 'Transaktionen behöver mer gas än den fick, eller mer än ett block rymmer.',
  'error.tx.insufficientFunds': 'Saldot räcker inte till den här transaktionen och dess nätverksavgift.',
  'error.tx.reverted': 'Kontraktet avvisade den här transaktionen (revert).',
  'toast.actionNotAllowed': 'Åtgärden är inte tillåten',
  'toast.transactionStarted': 'Transaktionen har startats',
  'toast.checkWallet': 'Titta i telefonen: godkänn begäran i din plånbok',
  'toast.emailUpdated': 'E-postadressen har uppdaterats',
  'send.invalidAmount': 'Ange ett belopp, till exempel 1.5',
  'send.zeroAmount': 'Ange ett belopp större än 0',
  'send.insufficientBalance': 'Otillräckligt saldo',
  'send.invalidAddress': 'Ange en giltig adress (0x…) eller ett namn',
  'send.invalidAddressSolana': 'Ange en giltig Solana-adress eller ett namn',
  'error.invalidPolkadotAddress': 'Det här är ingen giltig Polkadot-adress',
  'send.nameNotFound': 'Ingen adress hittades för det här namnet',
  'send.badChecksum':
    'Adressen innehåller ett skrivfel: de stora bokstäverna stämmer inte med kontrollsumman (EIP-55)',
  'send.rejected': 'Plånboken avvisade transaktionen',
  'send.notSupported': 'Det går inte att skicka på det här nätverket med den här plånboken',
  'error.unauthorized': 'Den begärda metoden och/eller kontot har inte godkänts av användaren.',
  'error.unsupportedMethod': 'Providern stöder inte den begärda metoden.',
  'error.providerDisconnected': 'Providern är frånkopplad från alla kedjor.',
  'error.chainDisconnected': 'Providern är inte ansluten till den begärda kedjan.',
  'error.unrecognizedChain': 'Okänt kedje-ID.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'Servern tog emot ogiltig JSON. Ett fel uppstod på servern när JSON-texten skulle tolkas.',
  'error.rpc.invalidRequest': 'JSON-datan är inte ett giltigt begäranobjekt.',
  'error.rpc.methodNotFound': 'Metoden finns inte eller är inte tillgänglig.',
  'error.rpc.invalidParams': 'Ogiltiga parametrar skickades till RPC-metoden.',
  'error.rpc.internal': 'Ett internt fel togs emot.',
  'error.rpc.invalidInput': 'Saknade eller ogiltiga parametrar.',
  'error.rpc.resourceNotFound': 'Den begärda resursen hittades inte.',
  'error.rpc.resourceUnavailable': 'Den begärda resursen är inte tillgänglig.',
  'error.rpc.transactionRejected': 'Det gick inte att skapa transaktionen.',
  'error.rpc.methodNotSupported': 'Metoden stöds inte.',
  'error.rpc.limitExceeded': 'Begäran överskrider den fastställda gränsen.',
  'error.rpc.versionNotSupported': 'Den här versionen av JSON-RPC-protokollet stöds inte.',

  'error.unknown': 'Något gick fel',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Nätverket tog för lång tid på sig att svara.',
  'error.rpcUnreachable': 'Det gick inte att nå nätverket.',
  'error.invalidRpcResponse': 'Nätverket skickade ett svar som inte gick att tolka.',
  'error.invalidProviderResponse': 'Plånboken skickade ett svar som inte gick att tolka.',

  // Balance
  'warn.balanceUnavailable': 'Foyer: det gick inte att hämta saldot på {network}; det visas som okänt.',
  'warn.serverBalanceUnavailable':
    'Foyer: servern kunde inte ge saldot på {network}; det läses från nätverket i stället.',
  'warn.basicWithoutNamespace':
    'Foyer: WalletConnects grundläge kan inte ansluta {namespace}-nätverk; de listas, men ingen plånbok ansluter dem.',
  'warn.adapterWithoutNetworks':
    'Foyer: {namespace}-adaptern ignoreras eftersom `networks` inte innehåller något {namespace}-nätverk.',
  'toast.balanceUnavailable': 'Tokensaldot är inte tillgängligt',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Det gick inte att hämta transaktioner',
  'error.transactionsAccountRequired': 'Transaktioner kan inte hämtas utan accountAddress',
  'warn.identityUnavailable': 'Foyer: det gick inte att hämta identiteten för {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Ogiltig appkonfiguration',
  'alert.invalidAppConfigurationDescription':
    'Det här ursprunget (origin) finns inte på projektets lista över tillåtna ursprung; lägg till det i Foyer-serverns konfiguration.',
  'alert.frameUnavailable': 'Ogiltig appkonfiguration',
  'alert.frameUnavailableDescription':
    'Den säkra inloggningsramen laddades inte. Kontrollera authFrameUrl och att Foyer-servern levererar ramen.',
  'alert.sessionExpired': 'Sessionen har gått ut',
  'alert.sessionExpiredDescription':
    'En ogiltig session hittades på servern. Kontrollera tidsinställningarna på den här enheten och försök igen.',
  'alert.invalidProjectId': 'Ogiltigt projekt-ID',
  'alert.invalidProjectIdDescription':
    'Foyer-servern känner inte till detta projectId; kontrollera det projectId som skickas till createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP-statuskod: {status}',
  'error.http.network': 'Begäran till servern misslyckades',
  'error.http.invalidResponse': 'Servern skickade ett oväntat svar',
  'error.http.invalidResponseDetails': 'Ogiltigt svar från {path}: {reason}',
  'error.chainNotSupported': 'Kedjan stöds inte',
  'error.noServer': 'Ingen Foyer-server (apiUrl) är konfigurerad att läsa kontodata från',
  'error.chainNotSupportedDetails':
    'Det aktiva nätverket {caipNetworkId} finns inte bland de kedjor som stöds',
  'warn.analyticsDisabled': 'Foyer: analys är inaktiverad eftersom getAnalyticsConfig misslyckades.',
  'warn.analyticsFailed': 'Foyer: det gick inte att skicka analyshändelsen {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: ignorerar den oläsbara cachen som lagrats under ”{key}”.',

  // Languages
  'error.invalidLocale': 'Förväntade en språktagg som ”fr” eller ”pt-BR”, fick ”{value}”',
  'warn.localeUnsupported': 'Foyer: ingen katalog matchar språket {requested}; visar {locale}.',
  'warn.localeLoadFailed': 'Foyer: texterna för {locale} kunde inte läsas in; behåller {current}.',
  'warn.viewNotOffered': 'Foyer: vyn {view} är inte tillgänglig för det här kontot; kontot visas i stället.',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Det gick inte att hämta priset på nätverkets token',
  'error.sendTransaction': 'Det gick inte att skicka transaktionen. Försök igen.',
  'error.incorrectAmount': 'Felaktigt belopp',
  'error.name.resolve': 'Fel vid uppslagning av namnet',
  'error.name.forAddress': 'Fel vid hämtning av namn för adressen',
  'error.authAccountNotFound': 'Adress eller autentiseringskoppling hittades inte',
  'error.gasPriceNotSupported': 'Nätverket stöds inte för gaspris',
  'error.swap.noAddress': 'Ingen adress hittades att byta tokens från.',
  'error.caipNetworkUndefined': 'CaipNetwork är inte definierat',
  'error.caipAccountUndefined': 'CaipNetwork eller CaipAddress är inte definierat',
  'alert.networkNotFound': 'Nätverket hittades inte',
  'alert.networkNotFoundDescription':
    'Det här nätverket finns inte i de `networks` som skickades till createFoyer; lägg till det där för att byta till det.',
  'alert.socketsTimeout': 'Anslutningen tog för lång tid',
  'alert.socketsTimeoutDescription':
    'WalletConnect-reläet kunde inte nås i tid. Kontrollera internetanslutningen och försök igen.',
}
