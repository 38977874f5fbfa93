import type { Catalog } from '../en.js'

/** German (de): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'Projekt-ID nicht konfiguriert',
  'alert.projectIdNotConfiguredDescription':
    'Lege in den an createFoyer übergebenen Optionen eine projectId fest, um alle Funktionen zu aktivieren.',
  'alert.projectIdConsole':
    'Foyer: projectId ist erforderlich. Übergib `projectId` an createFoyer(); einige Funktionen bleiben deaktiviert, bis sie gesetzt ist.',

  // Options
  'error.invalidOptions': 'Ungültige Optionen',
  'error.invalidOption': 'Ungültige Option `{path}`: {reason}',
  'error.required': 'Erforderlich',
  'error.expectedReceived': 'Erwartet: {expected}, erhalten: {received}',
  'error.networksRequired': 'In `networks` ist mindestens ein Netzwerk erforderlich',
  'error.networkNamespaceMismatch':
    'Netzwerk {caipNetworkId} hat den chainNamespace {chainNamespace}, der nicht zu seiner CAIP-Netzwerk-ID passt',
  'error.siweAndSiwx': '`siweConfig` und `siwx` können nicht gleichzeitig gesetzt werden',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` benötigt `termsConditionsUrl` oder `privacyPolicyUrl`: Besucher müssen nachlesen können, wozu sie ihre Zustimmung geben',
  'error.featureNotBuilt':
    '`features.{feature}` kann nicht aktiviert werden: {what} ist noch nicht Teil dieser Foyer-Version. Lass die Option weg oder setze sie auf false',
  'error.httpUrlRequired': 'Erwartet wurde eine http- oder https-URL, erhalten: {value}',
  'error.networkWithIdNotFound': 'Netzwerk mit der ID {id} nicht gefunden',
  'error.duplicateAdapter': 'Pro Namespace ist nur ein Adapter erlaubt; {namespace} hat mehr als einen',
  'error.basicWithAdapters':
    '`walletConnect` ist der einfache WalletConnect-Modus für eine Website ohne `adapters`: Übergeben Sie den Connector stattdessen Ihren Adaptern (jeweils `walletConnect`)',
  'error.duplicateNetwork': 'Netzwerk {caipNetworkId} ist in `networks` mehrfach aufgeführt',
  'error.duplicateCustomWallet': 'Wallet {id} ist in `customWallets` mehrfach aufgeführt',
  'error.walletLinkRequired':
    'Erwartet wurde eine http- oder https-URL oder ein App-Link wie „mywallet://“, erhalten: {value}',
  'error.walletImageRequired':
    'Erwartet wurde eine http- oder https-URL oder eine data:image-URL, erhalten: {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Ungültige CAIP-Adresse',
  'error.invalidCaipAddressDetails':
    'Erwartet wurde namespace:chainId:address mit einem bekannten Namespace, erhalten: „{value}“',
  'error.invalidCaipNetworkId': 'Ungültige CAIP-Netzwerk-ID',
  'error.invalidCaipNetworkIdDetails':
    'Erwartet wurde namespace:chainId mit einem bekannten Namespace, erhalten: „{value}“',
  'error.invalidChainId': 'Ungültige chainId',

  // Connection
  'error.connectorNotFound': 'Connector nicht gefunden',
  'error.connectorNotFoundDetails': 'Kein Connector mit der ID „{connectorId}“',
  'error.adapterNotFound': 'Für den Namespace {namespace} gibt es keinen Adapter',
  'error.providerNotFound': 'Provider nicht gefunden',
  'error.codeLoad':
    'Ein Teil von Foyer konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  'error.disconnect': 'Trennen fehlgeschlagen',
  'error.connectionAborted': 'Die Wallet hat die Verbindung getrennt, bevor sie hergestellt war',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Das WalletConnect-Relay ist nicht erreichbar',
  'error.walletConnectProposalRejected': 'Die Wallet hat die Verbindung abgelehnt',

  // Network (spec section 8)
  'error.networkNotFound': 'Netzwerk nicht gefunden',
  'error.unsupportedChain': 'Nicht unterstützte Chain',
  'error.removeLastNetwork': 'Das letzte Netzwerk eines Namespace kann nicht entfernt werden',
  'error.removeAdapterWhileConnected':
    'Ein Adapter kann nicht entfernt werden, solange eine Verbindung besteht',
  'error.notConnected': 'Für den Namespace {namespace} ist kein Konto verbunden',
  'network.unknown': 'Unbekanntes Netzwerk',

  // EIP-1193 provider errors
  'error.userRejected': 'Der Nutzer hat die Anfrage abgelehnt.',
  'error.rpcMethodNotAllowed': 'Der angeforderte RPC-Aufruf ist nicht erlaubt',
  'error.name.characters': 'Verwende nur Buchstaben, Zahlen und Bindestriche',
  'error.name.tooShort': 'Verwende mindestens 4 Zeichen',
  'error.name.register': 'Der Name {name} konnte nicht registriert werden',
  'error.name.suggestions': 'Namensvorschläge konnten nicht abgerufen werden',
  'error.frame.load': 'Die E-Mail-Anmeldung konnte nicht geladen werden',
  'error.frame.unknown': 'Ein Fehler ist aufgetreten',
  'error.frame.aborted': 'Die Anfrage wurde abgebrochen',
  'error.email.invalid': 'Gib eine gültige E-Mail-Adresse ein',
  'error.social.popupBlocked':
    'Dein Browser hat das Anmeldefenster blockiert. Erlaube Pop-ups für diese Website und versuche es erneut',
  'error.social.windowClosed': 'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war',
  'error.social.accessDenied': 'Die Anmeldung wurde bei {provider} abgebrochen',
  'error.social.stateExpired': 'Die Anmeldung hat zu lange gedauert. Versuche es erneut',
  'error.social.stateInvalid': 'Die Anmeldung konnte nicht überprüft werden. Versuche es erneut',
  'error.social.providerError': '{provider} hat die Anmeldung abgelehnt. Versuche es erneut',
  'error.social.providerUnavailable': '{provider} antwortet nicht. Versuche es später erneut',
  'error.social.tokenInvalid': 'Die Antwort von {provider} konnte nicht überprüft werden. Versuche es erneut',
  'error.social.deviceMismatch':
    'Die Anmeldung wurde in einem anderen Browser abgeschlossen. Versuche es hier erneut',
  'error.social.timeout': 'Die Anmeldung hat zu lange gedauert. Versuche es erneut',
  'error.emailLogin.locked': 'Zu viele falsche Codes: Fordere einen neuen Code an',
  'error.emailLogin.expired': 'Dieser Code ist abgelaufen: Fordere einen neuen Code an',
  'error.emailUpdate.unchanged': 'Das ist bereits deine E-Mail-Adresse',
  'error.emailUpdate.taken': 'Ein anderes Konto verwendet diese E-Mail-Adresse',
  'error.emailUpdate.throttled': 'Bitte versuche es in {seconds} Sekunden erneut',
  'error.emailUpdate.wrongCode': 'Falscher Code.',
  'error.emailUpdate.locked': 'Zu viele falsche Codes: Fordere neue Codes an',
  'error.emailUpdate.expired': 'Diese Codes sind abgelaufen: Fordere neue Codes an',
  'error.emailUpdate.missing': 'Die Änderung der E-Mail-Adresse wurde unterbrochen: Fordere neue Codes an',
  'error.socialsNeedFrame':
    '`features.socials` braucht `authFrameUrl`: Die Social-Anmeldung läuft im sicheren Anmelde-Frame, den der Foyer-Server von einem eigenen Origin ausliefert',
  'error.emailNeedsFrame':
    '`features.email` braucht `authFrameUrl`: Die E-Mail-Anmeldung läuft im sicheren Anmelde-Frame, den der Foyer-Server von einem eigenen Origin ausliefert',
  'connector.email': 'E-Mail',
  'error.onramp.open': 'Der Kauf konnte nicht gestartet werden. Versuch es noch einmal.',
  'error.swap.init': 'Swap konnte nicht gestartet werden',
  'error.swap.allowance': 'Freigabe konnte nicht geprüft werden',
  'error.swap.approval': 'Freigabe-Transaktion konnte nicht erstellt werden',
  'error.swap.transaction': 'Transaktion konnte nicht erstellt werden',
  'error.swap.quote': 'Kein Angebot erhalten. Versuch es noch einmal.',
  'error.swap.failed': 'Transaktionsfehler',
  'swap.invalidAmount': 'Gib einen gültigen Betrag ein',
  'toast.swapApprove': 'Bestätige die höhere Freigabe in deiner Wallet',
  'toast.swapConfirm': 'Bestätige die Transaktion in deiner Wallet',
  'toast.swapping': '{from} wird gegen {to} getauscht',
  'toast.swapped': '{from} gegen {to} getauscht',
  'error.siwx.invalidMessage': 'Die Anmeldenachricht ist keine gültige EIP-4361-/CAIP-122-Nachricht',
  'error.siwx.signatureDeclined': 'Signatur abgelehnt',
  'error.siwx.smartAccount': 'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht',
  'error.accountTypeSwitch':
    'Der Kontotyp konnte nicht gewechselt werden: Stattdessen wird dein EOA verwendet',
  'error.siwx.init': 'Beim Initialisieren der Authentifizierung ist ein Problem aufgetreten',
  'error.siwx.verification': 'Die Signatur passt nicht zu der Adresse, mit der die Anmeldung erfolgt',
  'error.invalidSendCalls':
    'Jeder Aufruf von wallet_sendCalls benötigt ein `to` mit 0x-Präfix (und `data`, falls angegeben)',
  'error.requestNotSupported': 'Über diese Wallet-Verbindung können keine Anfragen gesendet werden',
  'error.tx.nonce': 'Eine andere Transaktion dieses Kontos war schneller. Versuche es erneut.',
  'error.tx.fee':
    'Die angebotene Netzwerkgebühr ist derzeit zu niedrig. Versuche es mit einer höheren Gebühr erneut.',
  'error.tx.gas': 'Die Transaktion benötigt mehr Gas als vorgesehen oder mehr, als ein Block fassen kann.',
  'error.tx.insufficientFunds': 'Nicht genügend Guthaben für diese Transaktion und ihre Netzwerkgebühr.',
  'error.tx.reverted': 'Der Smart Contract hat diese Transaktion abgelehnt (Revert).',
  'toast.actionNotAllowed': 'Aktion nicht erlaubt',
  'toast.transactionStarted': 'Transaktion gestartet',
  'toast.checkWallet': 'Schau auf dein Smartphone: Bestätige die Anfrage in deiner Wallet',
  'toast.emailUpdated': 'E-Mail-Adresse aktualisiert',
  'send.invalidAmount': 'Gib einen Betrag ein, z. B. 1.5',
  'send.zeroAmount': 'Gib einen Betrag größer als 0 ein',
  'send.insufficientBalance': 'Unzureichendes Guthaben',
  'send.invalidAddress': 'Gib eine gültige Adresse (0x…) oder einen Namen ein',
  'send.invalidAddressSolana': 'Gib eine gültige Solana-Adresse oder einen Namen ein',
  'error.invalidPolkadotAddress': 'Das ist keine gültige Polkadot-Adresse',
  'send.nameNotFound': 'Für diesen Namen wurde keine Adresse gefunden',
  'send.badChecksum':
    'Diese Adresse enthält einen Tippfehler: Ihre Großbuchstaben passen nicht zur Prüfsumme (EIP-55)',
  'send.rejected': 'Die Wallet hat die Transaktion abgelehnt',
  'send.notSupported': 'Senden ist in diesem Netzwerk mit dieser Wallet nicht möglich',
  'error.unauthorized': 'Die angeforderte Methode und/oder das Konto wurde vom Nutzer nicht autorisiert.',
  'error.unsupportedMethod': 'Der Provider unterstützt die angeforderte Methode nicht.',
  'error.providerDisconnected': 'Der Provider ist von allen Chains getrennt.',
  'error.chainDisconnected': 'Der Provider ist nicht mit der angeforderten Chain verbunden.',
  'error.unrecognizedChain': 'Unbekannte Chain-ID.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'Der Server hat ungültiges JSON erhalten. Beim Parsen des JSON-Textes ist auf dem Server ein Fehler aufgetreten.',
  'error.rpc.invalidRequest': 'Das JSON ist kein gültiges Anfrageobjekt.',
  'error.rpc.methodNotFound': 'Die Methode existiert nicht bzw. ist nicht verfügbar.',
  'error.rpc.invalidParams': 'An die RPC-Methode wurden ungültige Parameter übergeben.',
  'error.rpc.internal': 'Es wurde ein interner Fehler empfangen.',
  'error.rpc.invalidInput': 'Fehlende oder ungültige Parameter.',
  'error.rpc.resourceNotFound': 'Angeforderte Ressource nicht gefunden.',
  'error.rpc.resourceUnavailable': 'Angeforderte Ressource nicht verfügbar.',
  'error.rpc.transactionRejected': 'Erstellen der Transaktion fehlgeschlagen.',
  'error.rpc.methodNotSupported': 'Methode wird nicht unterstützt.',
  'error.rpc.limitExceeded': 'Die Anfrage überschreitet das festgelegte Limit.',
  'error.rpc.versionNotSupported': 'Diese Version des JSON-RPC-Protokolls wird nicht unterstützt.',

  'error.unknown': 'Etwas ist schiefgelaufen',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Das Netzwerk hat zu lange für eine Antwort gebraucht.',
  'error.rpcUnreachable': 'Das Netzwerk ist nicht erreichbar.',
  'error.invalidRpcResponse': 'Das Netzwerk hat eine unverständliche Antwort gesendet.',
  'error.invalidProviderResponse': 'Die Wallet hat eine unverständliche Antwort gesendet.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: Das Guthaben auf {network} konnte nicht abgerufen werden; es wird als unbekannt angezeigt.',
  'warn.serverBalanceUnavailable':
    'Foyer: Der Server konnte das Guthaben auf {network} nicht liefern; es wird stattdessen direkt aus dem Netzwerk gelesen.',
  'warn.basicWithoutNamespace':
    'Foyer: Der einfache WalletConnect-Modus kann keine {namespace}-Netzwerke verbinden; sie werden aufgeführt, aber keine Wallet verbindet sie.',
  'warn.adapterWithoutNetworks':
    'Foyer: Der {namespace}-Adapter wird ignoriert, weil `networks` kein {namespace}-Netzwerk enthält.',
  'toast.balanceUnavailable': 'Token-Guthaben nicht verfügbar',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Transaktionen konnten nicht abgerufen werden',
  'error.transactionsAccountRequired': 'Ohne accountAddress können keine Transaktionen abgerufen werden',
  'warn.identityUnavailable': 'Foyer: Die Identität von {address} konnte nicht abgerufen werden.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Ungültige App-Konfiguration',
  'alert.invalidAppConfigurationDescription':
    'Dieser Origin steht nicht auf der Allowlist des Projekts; füge ihn in der Konfiguration des Foyer-Servers hinzu.',
  'alert.frameUnavailable': 'Ungültige App-Konfiguration',
  'alert.frameUnavailableDescription':
    'Der sichere Anmelde-Frame wurde nicht geladen. Prüfen Sie authFrameUrl und ob der Foyer-Server den Frame ausliefert.',
  'alert.sessionExpired': 'Sitzung abgelaufen',
  'alert.sessionExpiredDescription':
    'Auf dem Server wurde eine ungültige Sitzung gefunden. Prüfe die Zeiteinstellungen dieses Geräts und versuche es erneut.',
  'alert.invalidProjectId': 'Ungültige Projekt-ID',
  'alert.invalidProjectIdDescription':
    'Der Foyer-Server kennt diese projectId nicht; prüfe die an createFoyer übergebene projectId.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP-Statuscode: {status}',
  'error.http.network': 'Die Anfrage an den Server ist fehlgeschlagen',
  'error.http.invalidResponse': 'Der Server hat eine unerwartete Antwort gesendet',
  'error.http.invalidResponseDetails': 'Ungültige Antwort von {path}: {reason}',
  'error.chainNotSupported': 'Chain wird nicht unterstützt',
  'error.noServer':
    'Es ist kein Foyer-Server (apiUrl) konfiguriert, von dem Kontodaten gelesen werden können',
  'error.chainNotSupportedDetails':
    'Das aktive Netzwerk {caipNetworkId} gehört nicht zu den unterstützten Chains',
  'warn.analyticsDisabled': 'Foyer: Analytics ist deaktiviert, weil getAnalyticsConfig fehlgeschlagen ist.',
  'warn.analyticsFailed': 'Foyer: Das Analytics-Ereignis {event} konnte nicht gesendet werden.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: Der unter „{key}“ gespeicherte, nicht lesbare Cache wird ignoriert.',

  // Languages
  'error.invalidLocale': 'Erwartet wurde ein Sprach-Tag wie „fr“ oder „pt-BR“, erhalten: „{value}“',
  'warn.localeUnsupported':
    'Foyer: Für die Sprache {requested} gibt es keinen Katalog; {locale} wird angezeigt.',
  'warn.localeLoadFailed':
    'Foyer: Die Texte für {locale} konnten nicht geladen werden; {current} wird beibehalten.',
  'warn.viewNotOffered':
    'Foyer: Die Ansicht {view} ist für dieses Konto nicht verfügbar; stattdessen wird das Konto angezeigt.',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Der Preis des Netzwerk-Tokens konnte nicht abgerufen werden',
  'error.sendTransaction': 'Die Transaktion konnte nicht gesendet werden. Bitte versuche es erneut.',
  'error.incorrectAmount': 'Ungültiger Betrag',
  'error.name.resolve': 'Fehler beim Auflösen des Namens',
  'error.name.forAddress': 'Fehler beim Abrufen der Namen für die Adresse',
  'error.authAccountNotFound': 'Adresse oder Auth-Connector nicht gefunden',
  'error.gasPriceNotSupported': 'Netzwerk wird für den Gaspreis nicht unterstützt',
  'error.swap.noAddress': 'Keine Adresse gefunden, von der die Token getauscht werden können.',
  'error.caipNetworkUndefined': 'CaipNetwork ist nicht definiert',
  'error.caipAccountUndefined': 'CaipNetwork oder CaipAddress ist nicht definiert',
  'alert.networkNotFound': 'Netzwerk nicht gefunden',
  'alert.networkNotFoundDescription':
    'Dieses Netzwerk ist nicht in den `networks`, die createFoyer übergeben wurden; füge es dort hinzu, um dorthin zu wechseln.',
  'alert.socketsTimeout': 'Zeitüberschreitung der Verbindung',
  'alert.socketsTimeoutDescription':
    'Das WalletConnect-Relay war nicht rechtzeitig erreichbar. Prüfe deine Internetverbindung und versuche es erneut.',
}
