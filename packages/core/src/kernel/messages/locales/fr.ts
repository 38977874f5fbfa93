import type { Catalog } from '../en.js'

/** French (fr): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'ID de projet non configuré',
  'alert.projectIdNotConfiguredDescription':
    'Définissez un projectId dans les options passées à createFoyer pour activer toutes les fonctionnalités.',
  'alert.projectIdConsole':
    'Foyer: projectId est requis. Passez `projectId` à createFoyer() ; certaines fonctionnalités restent désactivées tant qu’il n’est pas défini.',

  // Options
  'error.invalidOptions': 'Options non valides',
  'error.invalidOption': 'Option `{path}` non valide : {reason}',
  'error.required': 'Obligatoire',
  'error.expectedReceived': 'Attendu : {expected}, reçu : {received}',
  'error.networksRequired': 'Au moins un réseau est requis dans `networks`',
  'error.networkNamespaceMismatch':
    'Le réseau {caipNetworkId} a le chainNamespace {chainNamespace}, qui ne correspond pas à son identifiant de réseau CAIP',
  'error.siweAndSiwx': 'Impossible de définir à la fois les options `siweConfig` et `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` nécessite `termsConditionsUrl` ou `privacyPolicyUrl` : le visiteur doit pouvoir lire ce qu’il accepte',
  'error.featureNotBuilt':
    '`features.{feature}` ne peut pas être activé : {what} ne fait pas encore partie de cette version de Foyer. Omettez cette option ou définissez-la sur false',
  'error.httpUrlRequired': 'URL http ou https attendue, reçu : {value}',
  'error.networkWithIdNotFound': 'Réseau avec l’ID {id} introuvable',
  'error.duplicateAdapter': 'Un seul adaptateur est autorisé par namespace ; {namespace} en a plusieurs',
  'error.basicWithAdapters':
    '`walletConnect` est le mode WalletConnect de base, pour un site sans `adapters` : donnez plutôt le connecteur à vos adaptateurs (`walletConnect` de chacun)',
  'error.duplicateNetwork': 'Le réseau {caipNetworkId} figure plusieurs fois dans `networks`',
  'error.duplicateCustomWallet': 'Le portefeuille {id} figure plusieurs fois dans `customWallets`',
  'error.walletLinkRequired':
    'URL http ou https ou lien d’application comme « mywallet:// » attendu, reçu : {value}',
  'error.walletImageRequired': 'URL http ou https ou URL data:image attendue, reçu : {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Adresse CAIP non valide',
  'error.invalidCaipAddressDetails':
    'Format attendu : namespace:chainId:address avec un namespace connu, reçu : « {value} »',
  'error.invalidCaipNetworkId': 'Identifiant de réseau CAIP non valide',
  'error.invalidCaipNetworkIdDetails':
    'Format attendu : namespace:chainId avec un namespace connu, reçu : « {value} »',
  'error.invalidChainId': 'chainId non valide',

  // Connection
  'error.connectorNotFound': 'Connecteur introuvable',
  'error.connectorNotFoundDetails': 'Aucun connecteur avec l’id « {connectorId} »',
  'error.adapterNotFound': 'Aucun adaptateur n’existe pour le namespace {namespace}',
  'error.providerNotFound': 'Fournisseur introuvable',
  'error.codeLoad': 'Une partie de Foyer n’a pas pu être téléchargée. Vérifiez la connexion, puis réessayez.',
  'error.disconnect': 'Échec de la déconnexion',
  'error.connectionAborted': 'Le portefeuille s’est déconnecté avant la fin de la connexion',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Impossible de joindre le relais WalletConnect',
  'error.walletConnectProposalRejected': 'Le portefeuille a refusé la connexion',

  // Network (spec section 8)
  'error.networkNotFound': 'Réseau introuvable',
  'error.unsupportedChain': 'Chaîne non prise en charge',
  'error.removeLastNetwork': 'Impossible de supprimer le dernier réseau d’un namespace',
  'error.removeAdapterWhileConnected': 'Un adaptateur ne peut pas être supprimé tant qu’il est connecté',
  'error.notConnected': 'Aucun compte n’est connecté pour le namespace {namespace}',
  'network.unknown': 'Réseau inconnu',

  // EIP-1193 provider errors
  'error.userRejected': 'L’utilisateur a refusé la demande.',
  'error.rpcMethodNotAllowed': 'L’appel RPC demandé n’est pas autorisé',
  'error.name.characters': 'Utilisez uniquement des lettres, des chiffres et des traits d’union',
  'error.name.tooShort': 'Utilisez au moins 4 caractères',
  'error.name.register': 'Erreur lors de l’enregistrement du nom {name}',
  'error.name.suggestions': 'Erreur lors de la récupération des suggestions de noms',
  'error.frame.load': 'Impossible de charger la connexion par e-mail',
  'error.frame.unknown': 'Une erreur est survenue',
  'error.frame.aborted': 'La requête a été annulée',
  'error.email.invalid': 'Saisissez une adresse e-mail valide',
  'error.social.popupBlocked':
    'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site et réessayez',
  'error.social.windowClosed': 'La fenêtre de connexion a été fermée avant la fin de la connexion',
  'error.social.accessDenied': 'La connexion a été annulée sur {provider}',
  'error.social.stateExpired': 'La connexion a pris trop de temps. Réessayez',
  'error.social.stateInvalid': 'La connexion n’a pas pu être vérifiée. Réessayez',
  'error.social.providerError': '{provider} a refusé la connexion. Réessayez',
  'error.social.providerUnavailable': '{provider} ne répond pas. Réessayez plus tard',
  'error.social.tokenInvalid': 'La réponse de {provider} n’a pas pu être vérifiée. Réessayez',
  'error.social.deviceMismatch': 'La connexion a été terminée dans un autre navigateur. Réessayez ici',
  'error.social.timeout': 'La connexion a pris trop de temps. Réessayez',
  'error.emailLogin.locked': 'Trop de codes erronés : demandez un nouveau code',
  'error.emailLogin.expired': 'Ce code a expiré : demandez un nouveau code',
  'error.emailUpdate.unchanged': 'C’est déjà votre adresse e-mail',
  'error.emailUpdate.taken': 'Un autre compte utilise cette adresse e-mail',
  'error.emailUpdate.throttled': 'Veuillez réessayer dans {seconds} secondes',
  'error.emailUpdate.wrongCode': 'Code incorrect.',
  'error.emailUpdate.locked': 'Trop de codes incorrects : demandez de nouveaux codes',
  'error.emailUpdate.expired': 'Ces codes ont expiré : demandez de nouveaux codes',
  'error.emailUpdate.missing': 'Le changement d’adresse e-mail a été interrompu : demandez de nouveaux codes',
  'error.socialsNeedFrame':
    '`features.socials` nécessite `authFrameUrl` : la connexion sociale s’exécute dans le cadre de connexion sécurisé, que le serveur Foyer sert depuis une origine qui lui est propre',
  'error.emailNeedsFrame':
    '`features.email` nécessite `authFrameUrl` : la connexion par e-mail s’exécute dans le cadre de connexion sécurisé, que le serveur Foyer sert depuis sa propre origine',
  'connector.email': 'E-mail',
  'error.onramp.open': 'Impossible de lancer l’achat. Réessayez.',
  'error.swap.init': 'Impossible d’initialiser l’échange',
  'error.swap.allowance': 'Impossible de vérifier l’autorisation',
  'error.swap.approval': 'Impossible de créer la transaction d’autorisation',
  'error.swap.transaction': 'Impossible de créer la transaction',
  'error.swap.quote': 'Impossible d’obtenir un devis. Réessayez.',
  'error.swap.failed': 'Erreur de transaction',
  'swap.invalidAmount': 'Saisissez un montant valide',
  'toast.swapApprove': 'Approuvez l’augmentation de la limite dans votre portefeuille',
  'toast.swapConfirm': 'Confirmez la transaction dans votre portefeuille',
  'toast.swapping': 'Échange de {from} contre {to}',
  'toast.swapped': '{from} échangé contre {to}',
  'error.siwx.invalidMessage': 'Le message de connexion n’est pas un message EIP-4361 / CAIP-122 valide',
  'error.siwx.signatureDeclined': 'Signature refusée',
  'error.siwx.smartAccount': 'Cette application ne prend peut-être pas en charge les Smart Accounts',
  'error.accountTypeSwitch': 'Impossible de changer le type de compte : votre EOA est utilisé à la place',
  'error.siwx.init': 'Un problème est survenu lors de l’initialisation de l’authentification',
  'error.siwx.verification': 'La signature ne correspond pas à l’adresse qui se connecte',
  'error.invalidSendCalls':
    'Chaque appel de wallet_sendCalls nécessite un `to` préfixé par 0x (ainsi que `data`, s’il est fourni)',
  'error.requestNotSupported': 'Cette connexion au portefeuille ne peut pas envoyer de requêtes',
  'error.tx.nonce': 'Une autre transaction de ce compte est passée en premier. Réessayez.',
  'error.tx.fee':
    'Les frais de réseau proposés sont actuellement trop bas. Réessayez avec des frais plus élevés.',
  'error.tx.gas':
    'La transaction nécessite plus de gas que celui fourni, ou plus qu’un bloc ne peut en contenir.',
  'error.tx.insufficientFunds': 'Fonds insuffisants pour payer cette transaction et ses frais de réseau.',
  'error.tx.reverted': 'Le contrat a refusé cette transaction (revert).',
  'toast.actionNotAllowed': 'Action non autorisée',
  'toast.transactionStarted': 'Transaction lancée',
  'toast.checkWallet': 'Vérifiez votre téléphone : approuvez la demande dans votre portefeuille',
  'toast.emailUpdated': 'Adresse e-mail mise à jour',
  'send.invalidAmount': 'Saisissez un montant, par exemple 1,5',
  'send.zeroAmount': 'Saisissez un montant supérieur à 0',
  'send.insufficientBalance': 'Solde insuffisant',
  'send.invalidAddress': 'Saisissez une adresse valide (0x…) ou un nom',
  'send.invalidAddressSolana': 'Saisissez une adresse Solana valide ou un nom',
  'error.invalidPolkadotAddress': 'Ce n’est pas une adresse Polkadot valide',
  'send.nameNotFound': 'Aucune adresse trouvée pour ce nom',
  'send.badChecksum':
    'Cette adresse contient une faute de frappe : ses majuscules ne correspondent pas à sa somme de contrôle (EIP-55)',
  'send.rejected': 'Le portefeuille a refusé la transaction',
  'send.notSupported': 'L’envoi n’est pas disponible sur ce réseau avec ce portefeuille',
  'error.unauthorized': 'La méthode et/ou le compte demandés n’ont pas été autorisés par l’utilisateur.',
  'error.unsupportedMethod': 'Le fournisseur ne prend pas en charge la méthode demandée.',
  'error.providerDisconnected': 'Le fournisseur est déconnecté de toutes les chaînes.',
  'error.chainDisconnected': 'Le fournisseur n’est pas connecté à la chaîne demandée.',
  'error.unrecognizedChain': 'ID de chaîne non reconnu.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'Le serveur a reçu un JSON non valide. Une erreur s’est produite sur le serveur lors de l’analyse du texte JSON.',
  'error.rpc.invalidRequest': 'Le JSON n’est pas un objet de requête valide.',
  'error.rpc.methodNotFound': 'La méthode n’existe pas ou n’est pas disponible.',
  'error.rpc.invalidParams': 'Des paramètres non valides ont été fournis à la méthode RPC.',
  'error.rpc.internal': 'Une erreur interne a été reçue.',
  'error.rpc.invalidInput': 'Paramètres manquants ou non valides.',
  'error.rpc.resourceNotFound': 'Ressource demandée introuvable.',
  'error.rpc.resourceUnavailable': 'Ressource demandée non disponible.',
  'error.rpc.transactionRejected': 'Échec de la création de la transaction.',
  'error.rpc.methodNotSupported': 'Méthode non prise en charge.',
  'error.rpc.limitExceeded': 'La requête dépasse la limite définie.',
  'error.rpc.versionNotSupported': 'Version du protocole JSON-RPC non prise en charge.',

  'error.unknown': 'Une erreur s’est produite',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Le réseau a mis trop de temps à répondre.',
  'error.rpcUnreachable': 'Impossible de joindre le réseau.',
  'error.invalidRpcResponse': 'Le réseau a envoyé une réponse incompréhensible.',
  'error.invalidProviderResponse': 'Le portefeuille a envoyé une réponse incompréhensible.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: impossible de récupérer le solde sur {network} ; il est affiché comme inconnu.',
  'warn.serverBalanceUnavailable':
    'Foyer: le serveur n’a pas pu fournir le solde sur {network} ; lecture directe depuis le réseau.',
  'warn.basicWithoutNamespace':
    'Foyer: le mode WalletConnect de base ne peut pas connecter les réseaux {namespace} ; ils sont listés, mais aucun portefeuille ne les connecte.',
  'warn.adapterWithoutNetworks':
    'Foyer: l’adaptateur {namespace} est ignoré, car `networks` ne contient aucun réseau {namespace}.',
  'toast.balanceUnavailable': 'Solde du jeton indisponible',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Échec de la récupération des transactions',
  'error.transactionsAccountRequired': 'Impossible de récupérer les transactions sans accountAddress',
  'warn.identityUnavailable': 'Foyer: impossible de récupérer l’identité de {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Configuration de l’application non valide',
  'alert.invalidAppConfigurationDescription':
    'Cette origine ne figure pas dans la liste des origines autorisées du projet ; ajoutez-la à la configuration du serveur Foyer.',
  'alert.frameUnavailable': 'Configuration de l’application non valide',
  'alert.frameUnavailableDescription':
    'Le cadre de connexion sécurisé ne s’est pas chargé. Vérifiez authFrameUrl et que le serveur Foyer sert bien le cadre.',
  'alert.sessionExpired': 'Session expirée',
  'alert.sessionExpiredDescription':
    'Session non valide détectée sur le serveur. Vérifiez les réglages d’heure de cet appareil et réessayez.',
  'alert.invalidProjectId': 'ID de projet non valide',
  'alert.invalidProjectIdDescription':
    'Le serveur Foyer ne connaît pas ce projectId ; vérifiez le projectId passé à createFoyer.',
  'alert.toast': '{title} : {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Code d’état HTTP : {status}',
  'error.http.network': 'La requête vers le serveur a échoué',
  'error.http.invalidResponse': 'Le serveur a envoyé une réponse inattendue',
  'error.http.invalidResponseDetails': 'Réponse non valide de {path} : {reason}',
  'error.chainNotSupported': 'Chaîne non prise en charge',
  'error.noServer': 'Aucun serveur Foyer n’est configuré (apiUrl) pour lire les données du compte',
  'error.chainNotSupportedDetails':
    'Le réseau actif {caipNetworkId} ne fait pas partie des chaînes prises en charge',
  'warn.analyticsDisabled':
    'Foyer: les statistiques d’utilisation sont désactivées, car getAnalyticsConfig a échoué.',
  'warn.analyticsFailed': 'Foyer: impossible d’envoyer l’événement de statistiques {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: le cache illisible enregistré sous « {key} » est ignoré.',

  // Languages
  'error.invalidLocale': 'Balise de langue attendue, par exemple « fr » ou « pt-BR », reçu : « {value} »',
  'warn.localeUnsupported':
    'Foyer: aucun catalogue ne correspond à la langue {requested} ; affichage en {locale}.',
  'warn.localeLoadFailed': 'Foyer: les textes {locale} n’ont pas pu être chargés ; {current} est conservé.',
  'warn.viewNotOffered':
    'Foyer : la vue {view} n’est pas disponible pour ce compte ; le compte est affiché à la place.',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Impossible de récupérer le prix du jeton du réseau',
  'error.sendTransaction': 'Impossible d’envoyer la transaction. Veuillez réessayer.',
  'error.incorrectAmount': 'Montant incorrect',
  'error.name.resolve': 'Erreur lors de la résolution du nom',
  'error.name.forAddress': 'Erreur lors de la récupération des noms de l’adresse',
  'error.authAccountNotFound': 'Adresse ou connecteur d’authentification introuvable',
  'error.gasPriceNotSupported': 'Réseau non pris en charge pour le prix du gaz',
  'error.swap.noAddress': 'Aucune adresse trouvée depuis laquelle échanger les jetons.',
  'error.caipNetworkUndefined': 'CaipNetwork n’est pas défini',
  'error.caipAccountUndefined': 'CaipNetwork ou CaipAddress n’est pas défini',
  'alert.networkNotFound': 'Réseau introuvable',
  'alert.networkNotFoundDescription':
    'Ce réseau ne figure pas dans les `networks` passés à createFoyer ; ajoutez-le pour pouvoir y basculer.',
  'alert.socketsTimeout': 'Délai de connexion dépassé',
  'alert.socketsTimeoutDescription':
    'Le relais WalletConnect n’a pas pu être joint à temps. Vérifiez votre connexion internet et réessayez.',
}
