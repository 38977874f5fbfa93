import type { Catalog } from '../en.js'

/** Dutch (nl): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'Project-ID niet geconfigureerd',
  'alert.projectIdNotConfiguredDescription':
    'Stel een projectId in bij de opties die je aan createFoyer doorgeeft om alle functies in te schakelen.',
  'alert.projectIdConsole':
    'Foyer: projectId is vereist. Geef `projectId` door aan createFoyer(); sommige functies blijven uitgeschakeld totdat deze is ingesteld.',

  // Options
  'error.invalidOptions': 'Ongeldige opties',
  'error.invalidOption': 'Ongeldige optie `{path}`: {reason}',
  'error.required': 'Vereist',
  'error.expectedReceived': '{expected} verwacht, {received} ontvangen',
  'error.networksRequired': 'Er is minstens één netwerk vereist in `networks`',
  'error.networkNamespaceMismatch':
    'Netwerk {caipNetworkId} heeft chainNamespace {chainNamespace}, wat niet overeenkomt met zijn CAIP-netwerk-ID',
  'error.siweAndSiwx': '`siweConfig` en `siwx` kunnen niet allebei worden ingesteld',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` vereist `termsConditionsUrl` of `privacyPolicyUrl`: de bezoeker moet kunnen lezen waarmee hij akkoord gaat',
  'error.featureNotBuilt':
    '`features.{feature}` kan niet worden ingeschakeld: {what} maakt nog geen deel uit van deze versie van Foyer. Laat de optie weg of zet deze op false',
  'error.httpUrlRequired': 'Een http- of https-URL verwacht, {value} ontvangen',
  'error.networkWithIdNotFound': 'Netwerk met ID {id} niet gevonden',
  'error.duplicateAdapter':
    'Er is maar één adapter per namespace toegestaan; {namespace} heeft er meer dan één',
  'error.basicWithAdapters':
    '`walletConnect` is de basismodus van WalletConnect, voor een site zonder `adapters`: geef de connector in plaats daarvan aan je adapters (elk hun `walletConnect`)',
  'error.duplicateNetwork': 'Netwerk {caipNetworkId} staat meer dan eens in `networks`',
  'error.duplicateCustomWallet': 'Wallet {id} staat meer dan eens in `customWallets`',
  'error.walletLinkRequired':
    'Een http- of https-URL of een app-link zoals "mywallet://" verwacht, {value} ontvangen',
  'error.walletImageRequired': 'Een http- of https-URL of een data:image-URL verwacht, {value} ontvangen',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Ongeldig CAIP-adres',
  'error.invalidCaipAddressDetails':
    'namespace:chainId:address met een bekende namespace verwacht, "{value}" ontvangen',
  'error.invalidCaipNetworkId': 'Ongeldige CAIP-netwerk-ID',
  'error.invalidCaipNetworkIdDetails':
    'namespace:chainId met een bekende namespace verwacht, "{value}" ontvangen',
  'error.invalidChainId': 'Ongeldige chainId',

  // Connection
  'error.connectorNotFound': 'Connector niet gevonden',
  'error.connectorNotFoundDetails': 'Geen connector met ID "{connectorId}"',
  'error.adapterNotFound': 'Er bestaat geen adapter voor namespace {namespace}',
  'error.providerNotFound': 'Provider niet gevonden',
  'error.codeLoad':
    'Een deel van Foyer kon niet worden gedownload. Controleer de verbinding en probeer het opnieuw.',
  'error.disconnect': 'Verbinding verbreken mislukt',
  'error.connectionAborted': 'De wallet heeft de verbinding verbroken voordat deze tot stand was gebracht',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'De WalletConnect-relay is niet bereikbaar',
  'error.walletConnectProposalRejected': 'De wallet heeft de verbinding geweigerd',

  // Network (spec section 8)
  'error.networkNotFound': 'Netwerk niet gevonden',
  'error.unsupportedChain': 'Niet-ondersteunde chain',
  'error.removeLastNetwork': 'Het laatste netwerk van een namespace kan niet worden verwijderd',
  'error.removeAdapterWhileConnected': 'Een adapter kan niet worden verwijderd zolang er een verbinding is',
  'error.notConnected': 'Er is geen account verbonden voor namespace {namespace}',
  'network.unknown': 'Onbekend netwerk',

  // EIP-1193 provider errors
  'error.userRejected': 'De gebruiker heeft het verzoek geweigerd.',
  'error.rpcMethodNotAllowed': 'De gevraagde RPC-aanroep is niet toegestaan',
  'error.name.characters': 'Gebruik alleen letters, cijfers en koppeltekens',
  'error.name.tooShort': 'Gebruik minstens 4 tekens',
  'error.name.register': 'Naam {name} registreren mislukt',
  'error.name.suggestions': 'Naamsuggesties ophalen mislukt',
  'error.frame.load': 'Inloggen met e-mail kan niet worden geladen',
  'error.frame.unknown': 'Er is een fout opgetreden',
  'error.frame.aborted': 'Het verzoek is afgebroken',
  'error.email.invalid': 'Voer een geldig e-mailadres in',
  'error.social.popupBlocked':
    'Je browser heeft het inlogvenster geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw',
  'error.social.windowClosed': 'Het inlogvenster werd gesloten voordat het inloggen klaar was',
  'error.social.accessDenied': 'Het inloggen is geannuleerd bij {provider}',
  'error.social.stateExpired': 'Het inloggen duurde te lang. Probeer het opnieuw',
  'error.social.stateInvalid': 'Het inloggen kon niet worden gecontroleerd. Probeer het opnieuw',
  'error.social.providerError': '{provider} heeft het inloggen geweigerd. Probeer het opnieuw',
  'error.social.providerUnavailable': '{provider} reageert niet. Probeer het later opnieuw',
  'error.social.tokenInvalid':
    'Het antwoord van {provider} kon niet worden gecontroleerd. Probeer het opnieuw',
  'error.social.deviceMismatch': 'Het inloggen is in een andere browser afgerond. Probeer het hier opnieuw',
  'error.social.timeout': 'Het inloggen duurde te lang. Probeer het opnieuw',
  'error.emailLogin.locked': 'Te veel verkeerde codes: vraag een nieuwe code aan',
  'error.emailLogin.expired': 'Deze code is verlopen: vraag een nieuwe code aan',
  'error.emailUpdate.unchanged': 'Dit is al je e-mailadres',
  'error.emailUpdate.taken': 'Een ander account gebruikt dit e-mailadres',
  'error.emailUpdate.throttled': 'Probeer het over {seconds} seconden opnieuw',
  'error.emailUpdate.wrongCode': 'Onjuiste code.',
  'error.emailUpdate.locked': 'Te veel onjuiste codes: vraag nieuwe codes aan',
  'error.emailUpdate.expired': 'Deze codes zijn verlopen: vraag nieuwe codes aan',
  'error.emailUpdate.missing': 'Het wijzigen van je e-mailadres is onderbroken: vraag nieuwe codes aan',
  'error.socialsNeedFrame':
    '`features.socials` heeft `authFrameUrl` nodig: social login draait in het beveiligde inlogframe, dat de Foyer-server vanaf een eigen origin aanbiedt',
  'error.emailNeedsFrame':
    '`features.email` vereist `authFrameUrl`: inloggen met e-mail gebeurt in het beveiligde inlogframe, dat de Foyer-server vanaf een eigen origin levert',
  'connector.email': 'E-mail',
  'error.onramp.open': 'De aankoop kon niet worden gestart. Probeer het opnieuw.',
  'error.swap.init': 'Swap kon niet worden gestart',
  'error.swap.allowance': 'Toestemming kon niet worden gecontroleerd',
  'error.swap.approval': 'Goedkeuringstransactie kon niet worden gemaakt',
  'error.swap.transaction': 'Transactie kon niet worden gemaakt',
  'error.swap.quote': 'Geen prijsopgave ontvangen. Probeer het opnieuw.',
  'error.swap.failed': 'Transactiefout',
  'swap.invalidAmount': 'Voer een geldig bedrag in',
  'toast.swapApprove': 'Keur de hogere limiet goed in je wallet',
  'toast.swapConfirm': 'Bevestig de transactie in je wallet',
  'toast.swapping': '{from} wisselen voor {to}',
  'toast.swapped': '{from} gewisseld voor {to}',
  'error.siwx.invalidMessage': 'Het inlogbericht is geen geldig EIP-4361-/CAIP-122-bericht',
  'error.siwx.signatureDeclined': 'Handtekening geweigerd',
  'error.siwx.smartAccount': 'Deze applicatie ondersteunt mogelijk geen Smart Accounts',
  'error.accountTypeSwitch':
    'Het accounttype kon niet worden gewijzigd: in plaats daarvan wordt je EOA gebruikt',
  'error.siwx.init': 'Er is een probleem opgetreden bij het initialiseren van de authenticatie',
  'error.siwx.verification': 'De handtekening komt niet overeen met het adres waarmee wordt ingelogd',
  'error.invalidSendCalls':
    'Elke aanroep van wallet_sendCalls heeft een `to` met 0x-prefix nodig (en `data`, indien opgegeven)',
  'error.requestNotSupported': 'Via deze walletverbinding kunnen geen verzoeken worden verstuurd',
  'error.tx.nonce': 'Een andere transactie van dit account ging voor. Probeer het opnieuw.',
  'error.tx.fee':
    'De aangeboden netwerkkosten zijn op dit moment te laag. Probeer het opnieuw met hogere netwerkkosten.',
  'error.tx.gas': 'De transactie heeft meer gas nodig dan er is meegegeven, of meer dan in een blok past.',
  'error.tx.insufficientFunds': 'Onvoldoende saldo om deze transactie en de netwerkkosten te betalen.',
  'error.tx.reverted': 'Het contract heeft deze transactie geweigerd (revert).',
  'toast.actionNotAllowed': 'Actie niet toegestaan',
  'toast.transactionStarted': 'Transactie gestart',
  'toast.checkWallet': 'Kijk op je telefoon: keur het verzoek goed in je wallet',
  'toast.emailUpdated': 'E-mailadres bijgewerkt',
  'send.invalidAmount': 'Voer een bedrag in, bijvoorbeeld 1.5',
  'send.zeroAmount': 'Voer een bedrag groter dan 0 in',
  'send.insufficientBalance': 'Onvoldoende saldo',
  'send.invalidAddress': 'Voer een geldig adres (0x…) of een naam in',
  'send.invalidAddressSolana': 'Voer een geldig Solana-adres of een naam in',
  'error.invalidPolkadotAddress': 'Dit is geen geldig Polkadot-adres',
  'send.nameNotFound': 'Geen adres gevonden voor deze naam',
  'send.badChecksum': 'Dit adres bevat een typefout: de hoofdletters kloppen niet met de checksum (EIP-55)',
  'send.rejected': 'De wallet heeft de transactie geweigerd',
  'send.notSupported': 'Verzenden is niet mogelijk op dit netwerk met deze wallet',
  'error.unauthorized': 'De gevraagde methode en/of het account is niet geautoriseerd door de gebruiker.',
  'error.unsupportedMethod': 'De provider ondersteunt de gevraagde methode niet.',
  'error.providerDisconnected': 'De provider is van alle chains losgekoppeld.',
  'error.chainDisconnected': 'De provider is niet verbonden met de gevraagde chain.',
  'error.unrecognizedChain': 'Onbekende chain-ID.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'De server heeft ongeldige JSON ontvangen. Er is op de server een fout opgetreden bij het parsen van de JSON-tekst.',
  'error.rpc.invalidRequest': 'De JSON is geen geldig verzoekobject.',
  'error.rpc.methodNotFound': 'De methode bestaat niet of is niet beschikbaar.',
  'error.rpc.invalidParams': 'Er zijn ongeldige parameters aan de RPC-methode doorgegeven.',
  'error.rpc.internal': 'Er is een interne fout ontvangen.',
  'error.rpc.invalidInput': 'Ontbrekende of ongeldige parameters.',
  'error.rpc.resourceNotFound': 'Gevraagde resource niet gevonden.',
  'error.rpc.resourceUnavailable': 'Gevraagde resource niet beschikbaar.',
  'error.rpc.transactionRejected': 'Aanmaken van de transactie mislukt.',
  'error.rpc.methodNotSupported': 'Methode wordt niet ondersteund.',
  'error.rpc.limitExceeded': 'Verzoek overschrijdt de ingestelde limiet.',
  'error.rpc.versionNotSupported': 'Deze versie van het JSON-RPC-protocol wordt niet ondersteund.',

  'error.unknown': 'Er is iets misgegaan',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Het netwerk deed er te lang over om te antwoorden.',
  'error.rpcUnreachable': 'Het netwerk is niet bereikbaar.',
  'error.invalidRpcResponse': 'Het netwerk stuurde een antwoord dat niet kon worden verwerkt.',
  'error.invalidProviderResponse': 'De wallet stuurde een antwoord dat niet kon worden verwerkt.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: kan het saldo op {network} niet ophalen; het wordt als onbekend weergegeven.',
  'warn.serverBalanceUnavailable':
    'Foyer: de server kon het saldo op {network} niet leveren; het wordt in plaats daarvan van het netwerk gelezen.',
  'warn.basicWithoutNamespace':
    'Foyer: de basismodus van WalletConnect kan geen {namespace}-netwerken verbinden; ze staan in de lijst, maar geen wallet verbindt ze.',
  'warn.adapterWithoutNetworks':
    'Foyer: de {namespace}-adapter wordt genegeerd omdat `networks` geen {namespace}-netwerk bevat.',
  'toast.balanceUnavailable': 'Tokensaldo niet beschikbaar',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Transacties ophalen mislukt',
  'error.transactionsAccountRequired': 'Transacties kunnen niet worden opgehaald zonder accountAddress',
  'warn.identityUnavailable': 'Foyer: kan de identiteit van {address} niet ophalen.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Ongeldige app-configuratie',
  'alert.invalidAppConfigurationDescription':
    'Deze origin staat niet op de allowlist van het project; voeg hem toe aan de configuratie van de Foyer-server.',
  'alert.frameUnavailable': 'Ongeldige app-configuratie',
  'alert.frameUnavailableDescription':
    'Het beveiligde inlogframe is niet geladen. Controleer authFrameUrl en of de Foyer-server het frame aanbiedt.',
  'alert.sessionExpired': 'Sessie verlopen',
  'alert.sessionExpiredDescription':
    'Ongeldige sessie gevonden op de server. Controleer de tijdinstellingen van dit apparaat en probeer het opnieuw.',
  'alert.invalidProjectId': 'Ongeldige project-ID',
  'alert.invalidProjectIdDescription':
    'De Foyer-server kent deze projectId niet; controleer de projectId die aan createFoyer wordt doorgegeven.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP-statuscode: {status}',
  'error.http.network': 'Het verzoek aan de server is mislukt',
  'error.http.invalidResponse': 'De server stuurde een onverwacht antwoord',
  'error.http.invalidResponseDetails': 'Ongeldig antwoord van {path}: {reason}',
  'error.chainNotSupported': 'Chain wordt niet ondersteund',
  'error.noServer': 'Er is geen Foyer-server (apiUrl) geconfigureerd om accountgegevens van te lezen',
  'error.chainNotSupportedDetails':
    'Het actieve netwerk {caipNetworkId} hoort niet bij de ondersteunde chains',
  'warn.analyticsDisabled': 'Foyer: analytics is uitgeschakeld omdat getAnalyticsConfig is mislukt.',
  'warn.analyticsFailed': 'Foyer: kan het analytics-event {event} niet verzenden.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: de onleesbare cache onder "{key}" wordt genegeerd.',

  // Languages
  'error.invalidLocale': 'Een taaltag zoals "fr" of "pt-BR" verwacht, "{value}" ontvangen',
  'warn.localeUnsupported': 'Foyer: geen catalogus voor de taal {requested}; {locale} wordt weergegeven.',
  'warn.localeLoadFailed':
    'Foyer: de teksten voor {locale} konden niet worden geladen; {current} blijft actief.',
  'warn.viewNotOffered':
    'Foyer: de weergave {view} is niet beschikbaar voor dit account; in plaats daarvan wordt het account getoond.',

  // Spec section 8, issue #31
  'error.tokenPrice': 'De prijs van het netwerktoken kon niet worden opgehaald',
  'error.sendTransaction': 'De transactie kon niet worden verzonden. Probeer het opnieuw.',
  'error.incorrectAmount': 'Onjuist bedrag',
  'error.name.resolve': 'Fout bij het omzetten van de naam',
  'error.name.forAddress': 'Fout bij het ophalen van de namen van het adres',
  'error.authAccountNotFound': 'Adres of auth-connector niet gevonden',
  'error.gasPriceNotSupported': 'Netwerk niet ondersteund voor gasprijs',
  'error.swap.noAddress': 'Geen adres gevonden om de tokens vanaf te swappen.',
  'error.caipNetworkUndefined': 'CaipNetwork is niet gedefinieerd',
  'error.caipAccountUndefined': 'CaipNetwork of CaipAddress is niet gedefinieerd',
  'alert.networkNotFound': 'Netwerk niet gevonden',
  'alert.networkNotFoundDescription':
    'Dit netwerk staat niet in de `networks` die aan createFoyer zijn doorgegeven; voeg het daar toe om ernaar over te schakelen.',
  'alert.socketsTimeout': 'Verbinding verlopen',
  'alert.socketsTimeoutDescription':
    'De WalletConnect-relay kon niet op tijd worden bereikt. Controleer je internetverbinding en probeer het opnieuw.',
}
