import type { Catalog } from '../en.js'

/** Ukrainian (uk): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'Project ID не налаштовано',
  'alert.projectIdNotConfiguredDescription':
    'Вкажіть projectId в опціях, які передаються в createFoyer, щоб увімкнути всі функції.',
  'alert.projectIdConsole':
    'Foyer: потрібен projectId. Передайте `projectId` у createFoyer(); деякі функції вимкнено, доки його не вказано.',

  // Options
  'error.invalidOptions': 'Недійсні опції',
  'error.invalidOption': 'Недійсна опція `{path}`: {reason}',
  'error.required': 'Обов’язково',
  'error.expectedReceived': 'Очікувалося {expected}, отримано {received}',
  'error.networksRequired': 'У `networks` потрібна щонайменше одна мережа',
  'error.networkNamespaceMismatch':
    'Мережа {caipNetworkId} має chainNamespace {chainNamespace}, який не відповідає її ідентифікатору мережі CAIP',
  'error.siweAndSiwx': 'Не можна одночасно задати опції `siweConfig` і `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` потребує `termsConditionsUrl` або `privacyPolicyUrl`: відвідувач повинен мати змогу прочитати, на що він погоджується',
  'error.featureNotBuilt':
    '`features.{feature}` не можна ввімкнути: {what} ще не входить до цієї версії Foyer. Приберіть цю опцію або встановіть для неї false',
  'error.httpUrlRequired': 'Очікувалася URL-адреса http або https, отримано {value}',
  'error.networkWithIdNotFound': 'Мережу з ID {id} не знайдено',
  'error.duplicateAdapter':
    'Для кожного простору імен дозволено лише один адаптер; {namespace} має більше одного',
  'error.basicWithAdapters':
    '`walletConnect` — це базовий режим WalletConnect для сайту без `adapters`: натомість передайте конектор своїм адаптерам (`walletConnect` кожного)',
  'error.duplicateNetwork': 'Мережа {caipNetworkId} вказана в `networks` більше одного разу',
  'error.duplicateCustomWallet': 'Гаманець {id} вказано в `customWallets` більше одного разу',
  'error.walletLinkRequired':
    'Очікувалася URL-адреса http або https чи посилання на застосунок на кшталт «mywallet://», отримано {value}',
  'error.walletImageRequired':
    'Очікувалася URL-адреса http або https чи URL-адреса data:image, отримано {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Недійсна адреса CAIP',
  'error.invalidCaipAddressDetails':
    'Очікувалося namespace:chainId:address з відомим простором імен, отримано «{value}»',
  'error.invalidCaipNetworkId': 'Недійсний ідентифікатор мережі CAIP',
  'error.invalidCaipNetworkIdDetails':
    'Очікувалося namespace:chainId з відомим простором імен, отримано «{value}»',
  'error.invalidChainId': 'Недійсний chainId',

  // Connection
  'error.connectorNotFound': 'Конектор не знайдено',
  'error.connectorNotFoundDetails': 'Немає конектора з id «{connectorId}»',
  'error.adapterNotFound': 'Адаптера для простору імен {namespace} не існує',
  'error.providerNotFound': 'Провайдер не знайдено',
  'error.codeLoad': 'Не вдалося завантажити частину Foyer. Перевірте з’єднання й спробуйте ще раз.',
  'error.disconnect': 'Не вдалося відключитися',
  'error.connectionAborted': 'Гаманець відключився до завершення з’єднання',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Не вдалося підключитися до ретранслятора WalletConnect',
  'error.walletConnectProposalRejected': 'Гаманець відхилив підключення',

  // Network (spec section 8)
  'error.networkNotFound': 'Мережу не знайдено',
  'error.unsupportedChain': 'Непідтримуваний блокчейн',
  'error.removeLastNetwork': 'Не можна видалити останню мережу простору імен',
  'error.removeAdapterWhileConnected': 'Не можна видалити адаптер під час підключення',
  'error.notConnected': 'Для простору імен {namespace} не підключено жодного облікового запису',
  'network.unknown': 'Невідома мережа',

  // EIP-1193 provider errors
  'error.userRejected': 'Користувач відхилив запит.',
  'error.rpcMethodNotAllowed': 'Запитаний виклик RPC не дозволено',
  'error.name.characters': 'Використовуйте лише літери, цифри та дефіси',
  'error.name.tooShort': 'Використовуйте щонайменше 4 символи',
  'error.name.register': 'Не вдалося зареєструвати ім’я {name}',
  'error.name.suggestions': 'Не вдалося завантажити варіанти імен',
  'error.frame.load': 'Не вдалося завантажити вхід через електронну пошту',
  'error.frame.unknown': 'Сталася помилка',
  'error.frame.aborted': 'Запит перервано',
  'error.email.invalid': 'Введіть дійсну адресу електронної пошти',
  'error.social.popupBlocked':
    'Браузер заблокував вікно входу. Дозвольте спливні вікна для цього сайту та спробуйте ще раз',
  'error.social.windowClosed': 'Вікно входу було закрито до завершення входу',
  'error.social.accessDenied': 'Вхід було скасовано в {provider}',
  'error.social.stateExpired': 'Вхід тривав надто довго. Спробуйте ще раз',
  'error.social.stateInvalid': 'Не вдалося перевірити вхід. Спробуйте ще раз',
  'error.social.providerError': '{provider} відхилив вхід. Спробуйте ще раз',
  'error.social.providerUnavailable': '{provider} не відповідає. Спробуйте пізніше',
  'error.social.tokenInvalid': 'Не вдалося перевірити відповідь {provider}. Спробуйте ще раз',
  'error.social.deviceMismatch': 'Вхід було завершено в іншому браузері. Спробуйте ще раз тут',
  'error.social.timeout': 'Вхід тривав надто довго. Спробуйте ще раз',
  'error.emailLogin.locked': 'Забагато неправильних кодів: запросіть новий код',
  'error.emailLogin.expired': 'Термін дії коду минув: запросіть новий код',
  'error.emailUpdate.unchanged': 'Це вже ваша адреса електронної пошти',
  'error.emailUpdate.taken': 'Цю адресу електронної пошти використовує інший обліковий запис',
  'error.emailUpdate.throttled': 'Спробуйте ще раз через {seconds} с',
  'error.emailUpdate.wrongCode': 'Неправильний код.',
  'error.emailUpdate.locked': 'Забагато неправильних кодів: запросіть нові коди',
  'error.emailUpdate.expired': 'Термін дії цих кодів минув: запросіть нові коди',
  'error.emailUpdate.missing': 'Зміну адреси електронної пошти перервано: запросіть нові коди',
  'error.socialsNeedFrame':
    'Для `features.socials` потрібен `authFrameUrl`: вхід через соцмережі виконується в захищеному фреймі входу, який сервер Foyer віддає з власного origin',
  'error.emailNeedsFrame':
    'Для `features.email` потрібен `authFrameUrl`: вхід через пошту виконується в захищеному фреймі входу, який сервер Foyer віддає з власного origin',
  'connector.email': 'Ел. пошта',
  'error.siwx.invalidMessage': 'Повідомлення для входу не є дійсним повідомленням EIP-4361 / CAIP-122',
  'error.siwx.signatureDeclined': 'Підпис відхилено',
  'error.siwx.smartAccount': 'Цей застосунок може не підтримувати смарт-акаунти',
  'error.accountTypeSwitch': 'Не вдалося змінити тип акаунта: натомість використовується ваш EOA',
  'error.siwx.init': 'Під час ініціалізації автентифікації сталася помилка',
  'error.siwx.verification': 'Підпис не відповідає адресі, з якої виконується вхід',
  'error.invalidSendCalls':
    'Кожен виклик wallet_sendCalls потребує `to` з префіксом 0x (і `data`, якщо вказано)',
  'error.requestNotSupported': 'Через це підключення гаманця не можна надсилати запити',
  'error.tx.nonce': 'Інша транзакція з цього облікового запису була першою. Спробуйте ще раз.',
  'error.tx.fee': 'Запропонована комісія мережі зараз занизька. Спробуйте ще раз із вищою комісією.',
  'error.tx.gas': 'Транзакції потрібно більше газу, ніж їй надано, або більше, ніж вміщує блок.',
  'error.tx.insufficientFunds': 'Недостатньо коштів, щоб оплатити цю транзакцію та комісію мережі.',
  'error.tx.reverted': 'Контракт відхилив цю транзакцію (revert).',
  'toast.actionNotAllowed': 'Дія не дозволена',
  'toast.transactionStarted': 'Транзакцію розпочато',
  'toast.checkWallet': 'Перевірте телефон: підтвердьте запит у своєму гаманці',
  'toast.emailUpdated': 'Адресу електронної пошти оновлено',
  'send.invalidAmount': 'Введіть суму, наприклад 1.5',
  'send.zeroAmount': 'Введіть суму, більшу за 0',
  'send.insufficientBalance': 'Недостатній баланс',
  'send.invalidAddress': 'Введіть дійсну адресу (0x…) або ім’я',
  'send.invalidAddressSolana': 'Введіть дійсну адресу Solana або ім’я',
  'error.invalidPolkadotAddress': 'Це недійсна адреса Polkadot',
  'send.nameNotFound': 'Для цього імені адресу не знайдено',
  'send.badChecksum': 'В адресі є помилка: її великі літери не відповідають контрольній сумі (EIP-55)',
  'send.rejected': 'Гаманець відхилив транзакцію',
  'send.notSupported': 'Надсилання недоступне в цій мережі з цим гаманцем',
  'error.unauthorized': 'Користувач не авторизував запитаний метод та/або обліковий запис.',
  'error.unsupportedMethod': 'Провайдер не підтримує запитаний метод.',
  'error.providerDisconnected': 'Провайдер відключено від усіх блокчейнів.',
  'error.chainDisconnected': 'Провайдер не підключено до запитаного блокчейну.',
  'error.unrecognizedChain': 'Нерозпізнаний ID блокчейну.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': 'Сервер отримав недійсний JSON. Під час розбору тексту JSON на сервері сталася помилка.',
  'error.rpc.invalidRequest': 'JSON не є дійсним об’єктом запиту.',
  'error.rpc.methodNotFound': 'Метод не існує або недоступний.',
  'error.rpc.invalidParams': 'Методу RPC передано недійсні параметри.',
  'error.rpc.internal': 'Отримано внутрішню помилку.',
  'error.rpc.invalidInput': 'Відсутні або недійсні параметри.',
  'error.rpc.resourceNotFound': 'Запитаний ресурс не знайдено.',
  'error.rpc.resourceUnavailable': 'Запитаний ресурс недоступний.',
  'error.rpc.transactionRejected': 'Не вдалося створити транзакцію.',
  'error.rpc.methodNotSupported': 'Метод не підтримується.',
  'error.rpc.limitExceeded': 'Запит перевищує встановлений ліміт.',
  'error.rpc.versionNotSupported': 'Ця версія протоколу JSON-RPC не підтримується.',

  'error.unknown': 'Щось пішло не так',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Мережа надто довго не відповідала.',
  'error.rpcUnreachable': 'Не вдалося з’єднатися з мережею.',
  'error.invalidRpcResponse': 'Мережа надіслала відповідь, яку не вдалося розпізнати.',
  'error.invalidProviderResponse': 'Гаманець надіслав відповідь, яку не вдалося розпізнати.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: не вдалося отримати баланс у мережі {network}; він показується як невідомий.',
  'warn.serverBalanceUnavailable':
    'Foyer: сервер не зміг надати баланс у мережі {network}; його буде прочитано безпосередньо з мережі.',
  'warn.basicWithoutNamespace':
    'Foyer: базовий режим WalletConnect не може підключати мережі {namespace}; вони є в списку, але жоден гаманець їх не підключає.',
  'warn.adapterWithoutNetworks':
    'Foyer: адаптер {namespace} ігнорується, бо в `networks` немає мережі {namespace}.',
  'toast.balanceUnavailable': 'Баланс токенів недоступний',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Не вдалося завантажити транзакції',
  'error.transactionsAccountRequired': 'Без accountAddress неможливо завантажити транзакції',
  'warn.identityUnavailable': 'Foyer: не вдалося отримати дані профілю для {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Недійсна конфігурація застосунку',
  'alert.invalidAppConfigurationDescription':
    'Цього джерела (origin) немає в списку дозволених для проєкту; додайте його в конфігурацію сервера Foyer.',
  'alert.frameUnavailable': 'Недійсна конфігурація застосунку',
  'alert.frameUnavailableDescription':
    'Захищений фрейм входу не завантажився. Перевірте authFrameUrl і те, що сервер Foyer віддає фрейм.',
  'alert.sessionExpired': 'Сеанс завершився',
  'alert.sessionExpiredDescription':
    'На сервері знайдено недійсний сеанс. Перевірте налаштування часу на цьому пристрої та спробуйте ще раз.',
  'alert.invalidProjectId': 'Недійсний Project ID',
  'alert.invalidProjectIdDescription':
    'Сервер Foyer не знає цього projectId; перевірте projectId, переданий у createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Код стану HTTP: {status}',
  'error.http.network': 'Не вдалося виконати запит до сервера',
  'error.http.invalidResponse': 'Сервер надіслав неочікувану відповідь',
  'error.http.invalidResponseDetails': 'Недійсна відповідь від {path}: {reason}',
  'error.chainNotSupported': 'Блокчейн не підтримується',
  'error.noServer': 'Не налаштовано сервер Foyer (apiUrl), з якого можна отримати дані облікового запису',
  'error.chainNotSupportedDetails': 'Активної мережі {caipNetworkId} немає серед підтримуваних блокчейнів',
  'warn.analyticsDisabled': 'Foyer: аналітику вимкнено, бо не вдалося виконати getAnalyticsConfig.',
  'warn.analyticsFailed': 'Foyer: не вдалося надіслати подію аналітики {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: кеш, збережений під ключем «{key}», не читається й буде проігноровано.',

  // Languages
  'error.invalidLocale': 'Очікувався тег мови, наприклад «fr» або «pt-BR», отримано «{value}»',
  'warn.localeUnsupported': 'Foyer: для мови {requested} немає каталогу; показується {locale}.',
  'warn.localeLoadFailed': 'Foyer: не вдалося завантажити тексти {locale}; залишається {current}.',
  'warn.viewNotOffered':
    'Foyer: екран {view} недоступний для цього облікового запису; натомість показано обліковий запис.',
  'error.onramp.open': 'Не вдалося розпочати купівлю. Спробуйте ще раз.',
  'error.swap.init': 'Не вдалося запустити обмін',
  'error.swap.allowance': 'Не вдалося перевірити дозвіл',
  'error.swap.approval': 'Не вдалося створити транзакцію дозволу',
  'error.swap.transaction': 'Не вдалося створити транзакцію',
  'error.swap.quote': 'Не вдалося отримати котирування. Спробуйте ще раз.',
  'error.swap.failed': 'Помилка транзакції',
  'swap.invalidAmount': 'Введіть коректну суму',
  'toast.swapApprove': 'Підтвердьте збільшення ліміту в гаманці',
  'toast.swapConfirm': 'Підтвердьте транзакцію в гаманці',
  'toast.swapping': 'Обмін {from} на {to}',
  'toast.swapped': 'Обміняно: {from} на {to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Не вдалося отримати ціну токена мережі',
  'error.sendTransaction': 'Не вдалося надіслати транзакцію. Спробуйте ще раз.',
  'error.incorrectAmount': 'Неправильна сума',
  'error.name.resolve': 'Помилка під час визначення імені',
  'error.name.forAddress': 'Помилка під час отримання імен адреси',
  'error.authAccountNotFound': 'Адресу або конектор автентифікації не знайдено',
  'error.gasPriceNotSupported': 'Мережа не підтримується для ціни газу',
  'error.swap.noAddress': 'Не знайдено адреси, з якої можна обміняти токени.',
  'error.caipNetworkUndefined': 'CaipNetwork не визначено',
  'error.caipAccountUndefined': 'CaipNetwork або CaipAddress не визначено',
  'alert.networkNotFound': 'Мережу не знайдено',
  'alert.networkNotFoundDescription':
    'Цієї мережі немає в `networks`, переданих у createFoyer; додайте її туди, щоб перемкнутися на неї.',
  'alert.socketsTimeout': 'Час підключення минув',
  'alert.socketsTimeoutDescription':
    'Не вдалося вчасно зв’язатися з ретранслятором WalletConnect. Перевірте підключення до інтернету та спробуйте ще раз.',
}
