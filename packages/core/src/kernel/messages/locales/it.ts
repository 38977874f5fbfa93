import type { Catalog } from '../en.js'

/** Italian (it): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'ID progetto non configurato',
  'alert.projectIdNotConfiguredDescription':
    'Imposta un projectId nelle opzioni passate a createFoyer per attivare tutte le funzionalità.',
  'alert.projectIdConsole':
    'Foyer: projectId è obbligatorio. Passa `projectId` a createFoyer(); alcune funzionalità restano disattivate finché non è impostato.',

  // Options
  'error.invalidOptions': 'Opzioni non valide',
  'error.invalidOption': 'Opzione `{path}` non valida: {reason}',
  'error.required': 'Obbligatorio',
  'error.expectedReceived': 'Atteso {expected}, ricevuto {received}',
  'error.networksRequired': 'In `networks` è richiesta almeno una rete',
  'error.networkNamespaceMismatch':
    'La rete {caipNetworkId} ha il chainNamespace {chainNamespace}, che non corrisponde al suo ID di rete CAIP',
  'error.siweAndSiwx': 'Non è possibile impostare contemporaneamente le opzioni `siweConfig` e `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` richiede `termsConditionsUrl` o `privacyPolicyUrl`: il visitatore deve poter leggere ciò che accetta',
  'error.featureNotBuilt':
    '`features.{feature}` non può essere attivata: {what} non fa ancora parte di questa versione di Foyer. Omettila o impostala su false',
  'error.httpUrlRequired': 'Atteso un URL http o https, ricevuto {value}',
  'error.networkWithIdNotFound': 'Rete con ID {id} non trovata',
  'error.duplicateAdapter': 'È consentito un solo adattatore per namespace; {namespace} ne ha più di uno',
  'error.basicWithAdapters':
    '`walletConnect` è la modalità WalletConnect di base, per un sito senza `adapters`: passa invece il connettore ai tuoi adattatori (`walletConnect` di ciascuno)',
  'error.duplicateNetwork': 'La rete {caipNetworkId} compare più di una volta in `networks`',
  'error.duplicateCustomWallet': 'Il wallet {id} compare più di una volta in `customWallets`',
  'error.walletLinkRequired':
    'Atteso un URL http o https o un link di app come "mywallet://", ricevuto {value}',
  'error.walletImageRequired': 'Atteso un URL http o https o un URL data:image, ricevuto {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Indirizzo CAIP non valido',
  'error.invalidCaipAddressDetails':
    'Atteso namespace:chainId:address con un namespace noto, ricevuto “{value}”',
  'error.invalidCaipNetworkId': 'ID di rete CAIP non valido',
  'error.invalidCaipNetworkIdDetails': 'Atteso namespace:chainId con un namespace noto, ricevuto “{value}”',
  'error.invalidChainId': 'chainId non valido',

  // Connection
  'error.connectorNotFound': 'Connettore non trovato',
  'error.connectorNotFoundDetails': 'Nessun connettore con ID “{connectorId}”',
  'error.adapterNotFound': 'Non esiste un adattatore per il namespace {namespace}',
  'error.providerNotFound': 'Provider non trovato',
  'error.codeLoad': 'Non è stato possibile scaricare una parte di Foyer. Controlla la connessione e riprova.',
  'error.disconnect': 'Disconnessione non riuscita',
  'error.connectionAborted': 'Il wallet si è disconnesso prima che la connessione fosse completata',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Impossibile raggiungere il relay di WalletConnect',
  'error.walletConnectProposalRejected': 'Il wallet ha rifiutato la connessione',

  // Network (spec section 8)
  'error.networkNotFound': 'Rete non trovata',
  'error.unsupportedChain': 'Chain non supportata',
  'error.removeLastNetwork': "Impossibile rimuovere l'ultima rete di un namespace",
  'error.removeAdapterWhileConnected': 'Non è possibile rimuovere un adattatore mentre è connesso',
  'error.notConnected': 'Nessun account connesso per il namespace {namespace}',
  'network.unknown': 'Rete sconosciuta',

  // EIP-1193 provider errors
  'error.userRejected': "L'utente ha rifiutato la richiesta.",
  'error.rpcMethodNotAllowed': 'La chiamata RPC richiesta non è consentita',
  'error.name.characters': 'Usa solo lettere, numeri e trattini',
  'error.name.tooShort': 'Usa almeno 4 caratteri',
  'error.name.register': 'Impossibile registrare il nome {name}',
  'error.name.suggestions': 'Impossibile recuperare i nomi suggeriti',
  'error.frame.load': 'Impossibile caricare l’accesso via email',
  'error.frame.unknown': 'Si è verificato un errore',
  'error.frame.aborted': 'La richiesta è stata annullata',
  'error.email.invalid': 'Inserisci un indirizzo email valido',
  'error.social.popupBlocked':
    'Il browser ha bloccato la finestra di accesso. Consenti i pop-up per questo sito e riprova',
  'error.social.windowClosed': 'La finestra di accesso è stata chiusa prima del termine dell’accesso',
  'error.social.accessDenied': 'L’accesso è stato annullato su {provider}',
  'error.social.stateExpired': 'L’accesso ha richiesto troppo tempo. Riprova',
  'error.social.stateInvalid': 'Impossibile verificare l’accesso. Riprova',
  'error.social.providerError': '{provider} ha rifiutato l’accesso. Riprova',
  'error.social.providerUnavailable': '{provider} non risponde. Riprova più tardi',
  'error.social.tokenInvalid': 'Impossibile verificare la risposta di {provider}. Riprova',
  'error.social.deviceMismatch': 'L’accesso è stato completato in un altro browser. Riprova qui',
  'error.social.timeout': 'L’accesso ha richiesto troppo tempo. Riprova',
  'error.emailLogin.locked': 'Troppi codici errati: richiedi un nuovo codice',
  'error.emailLogin.expired': 'Questo codice è scaduto: richiedi un nuovo codice',
  'error.emailUpdate.unchanged': 'Questo è già il tuo indirizzo email',
  'error.emailUpdate.taken': 'Un altro account usa questo indirizzo email',
  'error.emailUpdate.throttled': 'Riprova tra {seconds} secondi',
  'error.emailUpdate.wrongCode': 'Codice errato.',
  'error.emailUpdate.locked': 'Troppi codici errati: richiedi nuovi codici',
  'error.emailUpdate.expired': 'Questi codici sono scaduti: richiedi nuovi codici',
  'error.emailUpdate.missing': 'La modifica dell’email è stata interrotta: richiedi nuovi codici',
  'error.socialsNeedFrame':
    '`features.socials` richiede `authFrameUrl`: l’accesso social viene eseguito nel frame di accesso sicuro, che il server Foyer serve da un’origine propria',
  'error.emailNeedsFrame':
    '`features.email` richiede `authFrameUrl`: l’accesso via email avviene nel frame di accesso sicuro, che il server Foyer serve da un’origine propria',
  'connector.email': 'Email',
  'error.siwx.invalidMessage': 'Il messaggio di accesso non è un messaggio EIP-4361 / CAIP-122 valido',
  'error.siwx.signatureDeclined': 'Firma rifiutata',
  'error.siwx.smartAccount': 'Questa applicazione potrebbe non supportare gli smart account',
  'error.accountTypeSwitch': 'Impossibile cambiare il tipo di account: viene usato il tuo EOA',
  'error.siwx.init': "Si è verificato un problema durante l'inizializzazione dell'autenticazione",
  'error.siwx.verification': "La firma non corrisponde all'indirizzo che sta effettuando l'accesso",
  'error.invalidSendCalls':
    'Ogni chiamata di wallet_sendCalls richiede un `to` con prefisso 0x (e `data`, se presente)',
  'error.requestNotSupported': 'Questa connessione al wallet non può inviare richieste',
  'error.tx.nonce': "Un'altra transazione di questo account è stata elaborata prima. Riprova.",
  'error.tx.fee':
    'La commissione di rete offerta è al momento troppo bassa. Riprova con una commissione più alta.',
  'error.tx.gas':
    'La transazione richiede più gas di quello fornito, o più di quanto possa contenere un blocco.',
  'error.tx.insufficientFunds':
    'Fondi insufficienti per pagare questa transazione e la relativa commissione di rete.',
  'error.tx.reverted': 'Il contratto ha rifiutato questa transazione (revert).',
  'toast.actionNotAllowed': 'Azione non consentita',
  'toast.transactionStarted': 'Transazione avviata',
  'toast.checkWallet': 'Controlla il telefono: approva la richiesta nel tuo wallet',
  'toast.emailUpdated': 'Email aggiornata',
  'send.invalidAmount': 'Inserisci un importo, ad esempio 1.5',
  'send.zeroAmount': 'Inserisci un importo maggiore di 0',
  'send.insufficientBalance': 'Saldo insufficiente',
  'send.invalidAddress': 'Inserisci un indirizzo valido (0x…) o un nome',
  'send.invalidAddressSolana': 'Inserisci un indirizzo Solana valido o un nome',
  'error.invalidPolkadotAddress': 'Questo non è un indirizzo Polkadot valido',
  'send.nameNotFound': 'Nessun indirizzo trovato per questo nome',
  'send.badChecksum':
    'Questo indirizzo contiene un errore di battitura: le maiuscole non corrispondono al checksum (EIP-55)',
  'send.rejected': 'Il wallet ha rifiutato la transazione',
  'send.notSupported': "L'invio non è disponibile su questa rete con questo wallet",
  'error.unauthorized': "Il metodo e/o l'account richiesti non sono stati autorizzati dall'utente.",
  'error.unsupportedMethod': 'Il provider non supporta il metodo richiesto.',
  'error.providerDisconnected': 'Il provider è disconnesso da tutte le chain.',
  'error.chainDisconnected': 'Il provider non è connesso alla chain richiesta.',
  'error.unrecognizedChain': 'ID della chain non riconosciuto.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    "Il server ha ricevuto un JSON non valido. Si è verificato un errore sul server durante l'analisi del testo JSON.",
  'error.rpc.invalidRequest': 'Il JSON non è un oggetto di richiesta valido.',
  'error.rpc.methodNotFound': 'Il metodo non esiste o non è disponibile.',
  'error.rpc.invalidParams': 'Sono stati forniti parametri non validi al metodo RPC.',
  'error.rpc.internal': 'È stato ricevuto un errore interno.',
  'error.rpc.invalidInput': 'Parametri mancanti o non validi.',
  'error.rpc.resourceNotFound': 'Risorsa richiesta non trovata.',
  'error.rpc.resourceUnavailable': 'Risorsa richiesta non disponibile.',
  'error.rpc.transactionRejected': 'Creazione della transazione non riuscita.',
  'error.rpc.methodNotSupported': 'Metodo non supportato.',
  'error.rpc.limitExceeded': 'La richiesta supera il limite stabilito.',
  'error.rpc.versionNotSupported': 'Versione del protocollo JSON-RPC non supportata.',

  'error.unknown': 'Si è verificato un errore',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'La rete ha impiegato troppo tempo a rispondere.',
  'error.rpcUnreachable': 'Impossibile raggiungere la rete.',
  'error.invalidRpcResponse': 'La rete ha inviato una risposta incomprensibile.',
  'error.invalidProviderResponse': 'Il wallet ha inviato una risposta incomprensibile.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: impossibile recuperare il saldo su {network}; viene mostrato come sconosciuto.',
  'warn.serverBalanceUnavailable':
    'Foyer: il server non ha fornito il saldo su {network}; viene letto direttamente dalla rete.',
  'warn.basicWithoutNamespace':
    'Foyer: la modalità WalletConnect di base non può collegare le reti {namespace}; sono elencate, ma nessun wallet le collega.',
  'warn.adapterWithoutNetworks':
    "Foyer: l'adattatore {namespace} viene ignorato perché `networks` non contiene alcuna rete {namespace}.",
  'toast.balanceUnavailable': 'Saldo dei token non disponibile',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Impossibile recuperare le transazioni',
  'error.transactionsAccountRequired': 'Impossibile recuperare le transazioni senza un accountAddress',
  'warn.identityUnavailable': "Foyer: impossibile recuperare l'identità di {address}.",

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': "Configurazione dell'app non valida",
  'alert.invalidAppConfigurationDescription':
    'Questa origine non è nella lista consentita del progetto; aggiungila alla configurazione del server Foyer.',
  'alert.frameUnavailable': "Configurazione dell'app non valida",
  'alert.frameUnavailableDescription':
    'Il frame di accesso sicuro non si è caricato. Controlla authFrameUrl e che il server Foyer serva il frame.',
  'alert.sessionExpired': 'Sessione scaduta',
  'alert.sessionExpiredDescription':
    'Sul server è stata trovata una sessione non valida. Controlla le impostazioni di data e ora di questo dispositivo e riprova.',
  'alert.invalidProjectId': 'ID progetto non valido',
  'alert.invalidProjectIdDescription':
    'Il server Foyer non riconosce questo projectId; controlla il projectId passato a createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Codice di stato HTTP: {status}',
  'error.http.network': 'La richiesta al server non è riuscita',
  'error.http.invalidResponse': 'Il server ha inviato una risposta inattesa',
  'error.http.invalidResponseDetails': 'Risposta non valida da {path}: {reason}',
  'error.chainNotSupported': 'Chain non supportata',
  'error.noServer': "Nessun server Foyer configurato (apiUrl) da cui leggere i dati dell'account",
  'error.chainNotSupportedDetails': 'La rete attiva {caipNetworkId} non è tra le chain supportate',
  'warn.analyticsDisabled': 'Foyer: le analytics sono disattivate perché getAnalyticsConfig non è riuscito.',
  'warn.analyticsFailed': "Foyer: impossibile inviare l'evento di analytics {event}.",

  // Caches
  'warn.cacheUnreadable': 'Foyer: la cache illeggibile salvata in “{key}” viene ignorata.',

  // Languages
  'error.invalidLocale': 'Atteso un tag di lingua come “fr” o “pt-BR”, ricevuto “{value}”',
  'warn.localeUnsupported':
    'Foyer: nessun catalogo corrisponde alla lingua {requested}; viene mostrato {locale}.',
  'warn.localeLoadFailed': 'Foyer: impossibile caricare i testi {locale}; si mantiene {current}.',
  'warn.viewNotOffered':
    'Foyer: la vista {view} non è disponibile per questo account; viene mostrato l’account.',
  'error.onramp.open': 'Impossibile avviare l’acquisto. Riprova.',
  'error.swap.init': 'Impossibile avviare lo scambio',
  'error.swap.allowance': 'Impossibile verificare l’autorizzazione',
  'error.swap.approval': 'Impossibile creare la transazione di approvazione',
  'error.swap.transaction': 'Impossibile creare la transazione',
  'error.swap.quote': 'Impossibile ottenere una quotazione. Riprova.',
  'error.swap.failed': 'Errore della transazione',
  'swap.invalidAmount': 'Inserisci un importo valido',
  'toast.swapApprove': 'Approva l’aumento del limite nel tuo wallet',
  'toast.swapConfirm': 'Conferma la transazione nel tuo wallet',
  'toast.swapping': 'Scambio di {from} con {to}',
  'toast.swapped': 'Scambiati {from} con {to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Impossibile recuperare il prezzo del token di rete',
  'error.sendTransaction': 'Impossibile inviare la transazione. Riprova.',
  'error.incorrectAmount': 'Importo non corretto',
  'error.name.resolve': 'Errore nella risoluzione del nome',
  'error.name.forAddress': 'Errore nel recupero dei nomi dell’indirizzo',
  'error.authAccountNotFound': 'Indirizzo o connettore di autenticazione non trovato',
  'error.gasPriceNotSupported': 'Rete non supportata per il prezzo del gas',
  'error.swap.noAddress': 'Nessun indirizzo trovato da cui scambiare i token.',
  'error.caipNetworkUndefined': 'CaipNetwork non è definito',
  'error.caipAccountUndefined': 'CaipNetwork o CaipAddress non è definito',
  'alert.networkNotFound': 'Rete non trovata',
  'alert.networkNotFoundDescription':
    'Questa rete non è tra le `networks` passate a createFoyer; aggiungila lì per poterci passare.',
  'alert.socketsTimeout': 'Connessione scaduta',
  'alert.socketsTimeoutDescription':
    'Non è stato possibile raggiungere in tempo il relay di WalletConnect. Controlla la connessione a internet e riprova.',
}
