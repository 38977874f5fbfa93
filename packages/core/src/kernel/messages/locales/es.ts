import type { Catalog } from '../en.js'

/** Spanish (es): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'ID de proyecto no configurado',
  'alert.projectIdNotConfiguredDescription':
    'Define un projectId en las opciones que se pasan a createFoyer para activar todas las funciones.',
  'alert.projectIdConsole':
    'Foyer: projectId es obligatorio. Pasa `projectId` a createFoyer(); algunas funciones estarán desactivadas hasta que se defina.',

  // Options
  'error.invalidOptions': 'Opciones no válidas',
  'error.invalidOption': 'Opción `{path}` no válida: {reason}',
  'error.required': 'Obligatorio',
  'error.expectedReceived': 'Se esperaba {expected}, se recibió {received}',
  'error.networksRequired': 'Se necesita al menos una red en `networks`',
  'error.networkNamespaceMismatch':
    'La red {caipNetworkId} tiene el chainNamespace {chainNamespace}, que no coincide con su ID de red CAIP',
  'error.siweAndSiwx': 'No se pueden definir a la vez las opciones `siweConfig` y `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` necesita `termsConditionsUrl` o `privacyPolicyUrl`: el visitante debe poder leer lo que acepta',
  'error.featureNotBuilt':
    '`features.{feature}` no se puede activar: {what} todavía no forma parte de esta versión de Foyer. Omite la opción o establécela en false',
  'error.httpUrlRequired': 'Se esperaba una URL http o https, se recibió {value}',
  'error.networkWithIdNotFound': 'No se encontró la red con el ID {id}',
  'error.duplicateAdapter': 'Solo se permite un adaptador por namespace; {namespace} tiene más de uno',
  'error.basicWithAdapters':
    '`walletConnect` es el modo básico de WalletConnect, para un sitio sin `adapters`: pasa el conector a tus adaptadores (`walletConnect` de cada uno)',
  'error.duplicateNetwork': 'La red {caipNetworkId} aparece más de una vez en `networks`',
  'error.duplicateCustomWallet': 'La billetera {id} aparece más de una vez en `customWallets`',
  'error.walletLinkRequired':
    'Se esperaba una URL http o https o un enlace de app como «mywallet://», se recibió {value}',
  'error.walletImageRequired': 'Se esperaba una URL http o https o una URL data:image, se recibió {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Dirección CAIP no válida',
  'error.invalidCaipAddressDetails':
    'Se esperaba namespace:chainId:address con un namespace conocido, se recibió «{value}»',
  'error.invalidCaipNetworkId': 'ID de red CAIP no válido',
  'error.invalidCaipNetworkIdDetails':
    'Se esperaba namespace:chainId con un namespace conocido, se recibió «{value}»',
  'error.invalidChainId': 'chainId no válido',

  // Connection
  'error.connectorNotFound': 'No se encontró el conector',
  'error.connectorNotFoundDetails': 'No hay ningún conector con el id «{connectorId}»',
  'error.adapterNotFound': 'No existe ningún adaptador para el namespace {namespace}',
  'error.providerNotFound': 'No se encontró el proveedor',
  'error.codeLoad': 'No se pudo descargar una parte de Foyer. Comprueba la conexión y vuelve a intentarlo.',
  'error.disconnect': 'No se pudo desconectar',
  'error.connectionAborted': 'La billetera se desconectó antes de completar la conexión',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'No se pudo contactar con el relay de WalletConnect',
  'error.walletConnectProposalRejected': 'La billetera rechazó la conexión',

  // Network (spec section 8)
  'error.networkNotFound': 'No se encontró la red',
  'error.unsupportedChain': 'Cadena no compatible',
  'error.removeLastNetwork': 'No se puede eliminar la última red de un namespace',
  'error.removeAdapterWhileConnected': 'No se puede eliminar un adaptador mientras está conectado',
  'error.notConnected': 'No hay ninguna cuenta conectada para el namespace {namespace}',
  'network.unknown': 'Red desconocida',

  // EIP-1193 provider errors
  'error.userRejected': 'El usuario rechazó la solicitud.',
  'error.rpcMethodNotAllowed': 'La llamada RPC solicitada no está permitida',
  'error.name.characters': 'Usa solo letras, números y guiones',
  'error.name.tooShort': 'Usa al menos 4 caracteres',
  'error.name.register': 'Error al registrar el nombre {name}',
  'error.name.suggestions': 'Error al obtener sugerencias de nombres',
  'error.frame.load': 'No se pudo cargar el inicio de sesión por correo',
  'error.frame.unknown': 'Se produjo un error',
  'error.frame.aborted': 'La solicitud se canceló',
  'error.email.invalid': 'Introduce una dirección de correo electrónico válida',
  'error.social.popupBlocked':
    'Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio e inténtalo de nuevo',
  'error.social.windowClosed': 'La ventana de inicio de sesión se cerró antes de terminar',
  'error.social.accessDenied': 'El inicio de sesión se canceló en {provider}',
  'error.social.stateExpired': 'El inicio de sesión tardó demasiado. Inténtalo de nuevo',
  'error.social.stateInvalid': 'No se pudo verificar el inicio de sesión. Inténtalo de nuevo',
  'error.social.providerError': '{provider} rechazó el inicio de sesión. Inténtalo de nuevo',
  'error.social.providerUnavailable': '{provider} no responde. Inténtalo más tarde',
  'error.social.tokenInvalid': 'No se pudo verificar la respuesta de {provider}. Inténtalo de nuevo',
  'error.social.deviceMismatch': 'El inicio de sesión se completó en otro navegador. Inténtalo de nuevo aquí',
  'error.social.timeout': 'El inicio de sesión tardó demasiado. Inténtalo de nuevo',
  'error.emailLogin.locked': 'Demasiados códigos incorrectos: solicita un código nuevo',
  'error.emailLogin.expired': 'Este código ha caducado: solicita uno nuevo',
  'error.emailUpdate.unchanged': 'Esta ya es tu dirección de correo electrónico',
  'error.emailUpdate.taken': 'Otra cuenta usa esta dirección de correo electrónico',
  'error.emailUpdate.throttled': 'Vuelve a intentarlo dentro de {seconds} segundos',
  'error.emailUpdate.wrongCode': 'Código incorrecto.',
  'error.emailUpdate.locked': 'Demasiados códigos incorrectos: solicita códigos nuevos',
  'error.emailUpdate.expired': 'Estos códigos han caducado: solicita códigos nuevos',
  'error.emailUpdate.missing': 'El cambio de correo electrónico se interrumpió: solicita códigos nuevos',
  'error.socialsNeedFrame':
    '`features.socials` necesita `authFrameUrl`: el inicio de sesión social se ejecuta en el marco de inicio de sesión seguro, que el servidor de Foyer sirve desde un origen propio',
  'error.emailNeedsFrame':
    '`features.email` necesita `authFrameUrl`: el inicio de sesión por correo se ejecuta en el marco de inicio de sesión seguro, que el servidor de Foyer sirve desde un origen propio',
  'connector.email': 'Correo electrónico',
  'error.onramp.open': 'No se pudo iniciar la compra. Inténtalo de nuevo.',
  'error.swap.init': 'No se pudo iniciar el intercambio',
  'error.swap.allowance': 'No se pudo comprobar la autorización',
  'error.swap.approval': 'No se pudo crear la transacción de autorización',
  'error.swap.transaction': 'No se pudo crear la transacción',
  'error.swap.quote': 'No se pudo obtener una cotización. Inténtalo de nuevo.',
  'error.swap.failed': 'Error en la transacción',
  'swap.invalidAmount': 'Ingresa un monto válido',
  'toast.swapApprove': 'Aprueba el aumento del límite en tu billetera',
  'toast.swapConfirm': 'Confirma la transacción en tu billetera',
  'toast.swapping': 'Intercambiando {from} por {to}',
  'toast.swapped': 'Intercambiaste {from} por {to}',
  'error.siwx.invalidMessage': 'El mensaje de inicio de sesión no es un mensaje EIP-4361 / CAIP-122 válido',
  'error.siwx.signatureDeclined': 'Firma rechazada',
  'error.siwx.smartAccount': 'Es posible que esta aplicación no admita Smart Accounts',
  'error.accountTypeSwitch': 'No se pudo cambiar el tipo de cuenta: se usa tu EOA en su lugar',
  'error.siwx.init': 'Se produjo un problema al iniciar la autenticación',
  'error.siwx.verification': 'La firma no coincide con la dirección que inicia sesión',
  'error.invalidSendCalls':
    'Cada llamada de wallet_sendCalls necesita un `to` con el prefijo 0x (y `data`, si se indica)',
  'error.requestNotSupported': 'Esta conexión con la billetera no puede enviar solicitudes',
  'error.tx.nonce': 'Otra transacción de esta cuenta se procesó antes. Inténtalo de nuevo.',
  'error.tx.fee':
    'La comisión de red ofrecida es demasiado baja en este momento. Inténtalo de nuevo con una comisión más alta.',
  'error.tx.gas': 'La transacción necesita más gas del que se le asignó, o más del que cabe en un bloque.',
  'error.tx.insufficientFunds': 'No hay fondos suficientes para pagar esta transacción y su comisión de red.',
  'error.tx.reverted': 'El contrato rechazó esta transacción (se revirtió).',
  'toast.actionNotAllowed': 'Acción no permitida',
  'toast.transactionStarted': 'Transacción iniciada',
  'toast.checkWallet': 'Revisa tu teléfono: aprueba la solicitud en tu billetera',
  'toast.emailUpdated': 'Correo electrónico actualizado',
  'send.invalidAmount': 'Ingresa un monto, por ejemplo 1,5',
  'send.zeroAmount': 'Ingresa un monto mayor que 0',
  'send.insufficientBalance': 'Saldo insuficiente',
  'send.invalidAddress': 'Ingresa una dirección válida (0x…) o un nombre',
  'send.invalidAddressSolana': 'Ingresa una dirección de Solana válida o un nombre',
  'error.invalidPolkadotAddress': 'Esta no es una dirección de Polkadot válida',
  'send.nameNotFound': 'No se encontró ninguna dirección para este nombre',
  'send.badChecksum':
    'Esta dirección tiene un error tipográfico: sus mayúsculas no coinciden con su suma de verificación (EIP-55)',
  'send.rejected': 'La billetera rechazó la transacción',
  'send.notSupported': 'Los envíos no están disponibles en esta red con esta billetera',
  'error.unauthorized': 'El usuario no ha autorizado el método y/o la cuenta solicitados.',
  'error.unsupportedMethod': 'El proveedor no admite el método solicitado.',
  'error.providerDisconnected': 'El proveedor está desconectado de todas las cadenas.',
  'error.chainDisconnected': 'El proveedor no está conectado a la cadena solicitada.',
  'error.unrecognizedChain': 'ID de cadena no reconocido.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'El servidor recibió un JSON no válido. Se produjo un error en el servidor al analizar el texto JSON.',
  'error.rpc.invalidRequest': 'El JSON no es un objeto de solicitud válido.',
  'error.rpc.methodNotFound': 'El método no existe o no está disponible.',
  'error.rpc.invalidParams': 'Se proporcionaron parámetros no válidos al método RPC.',
  'error.rpc.internal': 'Se recibió un error interno.',
  'error.rpc.invalidInput': 'Faltan parámetros o no son válidos.',
  'error.rpc.resourceNotFound': 'No se encontró el recurso solicitado.',
  'error.rpc.resourceUnavailable': 'El recurso solicitado no está disponible.',
  'error.rpc.transactionRejected': 'No se pudo crear la transacción.',
  'error.rpc.methodNotSupported': 'El método no es compatible.',
  'error.rpc.limitExceeded': 'La solicitud supera el límite definido.',
  'error.rpc.versionNotSupported': 'La versión del protocolo JSON-RPC no es compatible.',

  'error.unknown': 'Algo salió mal',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'La red tardó demasiado en responder.',
  'error.rpcUnreachable': 'No se pudo conectar con la red.',
  'error.invalidRpcResponse': 'La red envió una respuesta que no se pudo interpretar.',
  'error.invalidProviderResponse': 'La billetera envió una respuesta que no se pudo interpretar.',

  // Balance
  'warn.balanceUnavailable': 'Foyer: no se pudo obtener el saldo en {network}; se muestra como desconocido.',
  'warn.serverBalanceUnavailable':
    'Foyer: el servidor no pudo proporcionar el saldo en {network}; se leerá directamente de la red.',
  'warn.basicWithoutNamespace':
    'Foyer: el modo básico de WalletConnect no puede conectar redes {namespace}; aparecen en la lista, pero ninguna billetera las conecta.',
  'warn.adapterWithoutNetworks':
    'Foyer: se ignora el adaptador {namespace} porque `networks` no tiene ninguna red {namespace}.',
  'toast.balanceUnavailable': 'Saldo del token no disponible',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'No se pudieron obtener las transacciones',
  'error.transactionsAccountRequired': 'No se pueden obtener las transacciones sin un accountAddress',
  'warn.identityUnavailable': 'Foyer: no se pudo obtener la identidad de {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Configuración de la aplicación no válida',
  'alert.invalidAppConfigurationDescription':
    'Este origen no está en la lista de orígenes permitidos del proyecto; agrégalo a la configuración del servidor de Foyer.',
  'alert.frameUnavailable': 'Configuración de la aplicación no válida',
  'alert.frameUnavailableDescription':
    'El marco seguro de inicio de sesión no se cargó. Comprueba authFrameUrl y que el servidor de Foyer sirva el marco.',
  'alert.sessionExpired': 'Sesión expirada',
  'alert.sessionExpiredDescription':
    'Se encontró una sesión no válida en el servidor. Comprueba la configuración de hora de este dispositivo e inténtalo de nuevo.',
  'alert.invalidProjectId': 'ID de proyecto no válido',
  'alert.invalidProjectIdDescription':
    'El servidor de Foyer no reconoce este projectId; comprueba el projectId que se pasa a createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Código de estado HTTP: {status}',
  'error.http.network': 'La solicitud al servidor falló',
  'error.http.invalidResponse': 'El servidor envió una respuesta inesperada',
  'error.http.invalidResponseDetails': 'Respuesta no válida de {path}: {reason}',
  'error.chainNotSupported': 'La cadena no es compatible',
  'error.noServer': 'No hay ningún servidor de Foyer configurado (apiUrl) para leer los datos de la cuenta',
  'error.chainNotSupportedDetails': 'La red activa {caipNetworkId} no está entre las cadenas compatibles',
  'warn.analyticsDisabled': 'Foyer: las analíticas están desactivadas porque getAnalyticsConfig falló.',
  'warn.analyticsFailed': 'Foyer: no se pudo enviar el evento de analíticas {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: se ignora la caché ilegible guardada en «{key}».',

  // Languages
  'error.invalidLocale': 'Se esperaba una etiqueta de idioma como «fr» o «pt-BR», se recibió «{value}»',
  'warn.localeUnsupported': 'Foyer: ningún catálogo coincide con el idioma {requested}; se muestra {locale}.',
  'warn.localeLoadFailed': 'Foyer: no se pudieron cargar los textos de {locale}; se mantiene {current}.',
  'warn.viewNotOffered':
    'Foyer: la vista {view} no está disponible para esta cuenta; se muestra la cuenta en su lugar.',

  // Spec section 8, issue #31
  'error.tokenPrice': 'No se pudo obtener el precio del token de la red',
  'error.sendTransaction': 'No se pudo enviar la transacción. Inténtalo de nuevo.',
  'error.incorrectAmount': 'Importe incorrecto',
  'error.name.resolve': 'Error al resolver el nombre',
  'error.name.forAddress': 'Error al obtener los nombres de la dirección',
  'error.authAccountNotFound': 'No se encontró la dirección ni el conector de autenticación',
  'error.gasPriceNotSupported': 'Red no compatible con el precio del gas',
  'error.swap.noAddress': 'No se encontró ninguna dirección desde la que intercambiar los tokens.',
  'error.caipNetworkUndefined': 'CaipNetwork no está definido',
  'error.caipAccountUndefined': 'CaipNetwork o CaipAddress no está definido',
  'alert.networkNotFound': 'Red no encontrada',
  'alert.networkNotFoundDescription':
    'Esta red no está en las `networks` pasadas a createFoyer; añádela allí para poder cambiar a ella.',
  'alert.socketsTimeout': 'Tiempo de conexión agotado',
  'alert.socketsTimeoutDescription':
    'No se pudo contactar con el relé de WalletConnect a tiempo. Comprueba tu conexión a internet e inténtalo de nuevo.',
}
