import type { Catalog } from '../en.js'

/** Russian (ru): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'ID проекта не настроен',
  'alert.projectIdNotConfiguredDescription':
    'Укажите projectId в параметрах, передаваемых в createFoyer, чтобы включить все функции.',
  'alert.projectIdConsole':
    'Foyer: требуется projectId. Передайте `projectId` в createFoyer(); пока он не задан, некоторые функции отключены.',

  // Options
  'error.invalidOptions': 'Недопустимые параметры',
  'error.invalidOption': 'Недопустимый параметр `{path}`: {reason}',
  'error.required': 'Обязательно',
  'error.expectedReceived': 'Ожидалось: {expected}, получено: {received}',
  'error.networksRequired': 'В `networks` должна быть указана хотя бы одна сеть',
  'error.networkNamespaceMismatch':
    'У сети {caipNetworkId} chainNamespace {chainNamespace}, который не соответствует ее идентификатору сети CAIP',
  'error.siweAndSiwx': 'Нельзя одновременно задать параметры `siweConfig` и `siwx`',
  'error.legalCheckboxUrls':
    'Для `features.legalCheckbox` нужен `termsConditionsUrl` или `privacyPolicyUrl`: посетитель должен иметь возможность прочитать, с чем он соглашается',
  'error.featureNotBuilt':
    'Нельзя включить `features.{feature}`: {what} пока не входит в эту версию Foyer. Уберите этот параметр или установите его в false',
  'error.httpUrlRequired': 'Ожидался URL с http или https, получено {value}',
  'error.networkWithIdNotFound': 'Сеть с ID {id} не найдена',
  'error.duplicateAdapter':
    'Для каждого пространства имен допускается только один адаптер; у {namespace} их несколько',
  'error.basicWithAdapters':
    '`walletConnect` — это базовый режим WalletConnect для сайта без `adapters`: вместо этого передайте коннектор своим адаптерам (`walletConnect` каждого)',
  'error.duplicateNetwork': 'Сеть {caipNetworkId} указана в `networks` более одного раза',
  'error.duplicateCustomWallet': 'Кошелёк {id} указан в `customWallets` более одного раза',
  'error.walletLinkRequired':
    'Ожидался URL с http или https или ссылка на приложение вида «mywallet://», получено {value}',
  'error.walletImageRequired': 'Ожидался URL с http или https или URL data:image, получено {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Недопустимый адрес CAIP',
  'error.invalidCaipAddressDetails':
    'Ожидался формат namespace:chainId:address с известным пространством имен, получено «{value}»',
  'error.invalidCaipNetworkId': 'Недопустимый идентификатор сети CAIP',
  'error.invalidCaipNetworkIdDetails':
    'Ожидался формат namespace:chainId с известным пространством имен, получено «{value}»',
  'error.invalidChainId': 'Недопустимый chainId',

  // Connection
  'error.connectorNotFound': 'Коннектор не найден',
  'error.connectorNotFoundDetails': 'Нет коннектора с идентификатором «{connectorId}»',
  'error.adapterNotFound': 'Адаптер для пространства имен {namespace} не существует',
  'error.providerNotFound': 'Провайдер не найден',
  'error.codeLoad': 'Не удалось загрузить часть Foyer. Проверьте подключение и попробуйте ещё раз.',
  'error.disconnect': 'Не удалось отключиться',
  'error.connectionAborted': 'Кошелек отключился до завершения подключения',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Не удалось связаться с ретранслятором WalletConnect',
  'error.walletConnectProposalRejected': 'Кошелек отклонил подключение',

  // Network (spec section 8)
  'error.networkNotFound': 'Сеть не найдена',
  'error.unsupportedChain': 'Неподдерживаемая сеть',
  'error.removeLastNetwork': 'Нельзя удалить последнюю сеть пространства имен',
  'error.removeAdapterWhileConnected': 'Нельзя удалить адаптер, пока подключение активно',
  'error.notConnected': 'Нет подключенного аккаунта для пространства имен {namespace}',
  'network.unknown': 'Неизвестная сеть',

  // EIP-1193 provider errors
  'error.userRejected': 'Пользователь отклонил запрос.',
  'error.rpcMethodNotAllowed': 'Запрошенный вызов RPC не разрешен',
  'error.name.characters': 'Используйте только буквы, цифры и дефисы',
  'error.name.tooShort': 'Используйте не менее 4 символов',
  'error.name.register': 'Не удалось зарегистрировать имя {name}',
  'error.name.suggestions': 'Не удалось загрузить варианты имен',
  'error.frame.load': 'Не удалось загрузить вход по электронной почте',
  'error.frame.unknown': 'Произошла ошибка',
  'error.frame.aborted': 'Запрос прерван',
  'error.email.invalid': 'Введите действительный адрес электронной почты',
  'error.social.popupBlocked':
    'Браузер заблокировал окно входа. Разрешите всплывающие окна для этого сайта и попробуйте снова',
  'error.social.windowClosed': 'Окно входа было закрыто до завершения входа',
  'error.social.accessDenied': 'Вход был отменён в {provider}',
  'error.social.stateExpired': 'Вход занял слишком много времени. Попробуйте снова',
  'error.social.stateInvalid': 'Не удалось проверить вход. Попробуйте снова',
  'error.social.providerError': '{provider} отклонил вход. Попробуйте снова',
  'error.social.providerUnavailable': '{provider} не отвечает. Попробуйте позже',
  'error.social.tokenInvalid': 'Не удалось проверить ответ {provider}. Попробуйте снова',
  'error.social.deviceMismatch': 'Вход был завершён в другом браузере. Попробуйте снова здесь',
  'error.social.timeout': 'Вход занял слишком много времени. Попробуйте снова',
  'error.emailLogin.locked': 'Слишком много неверных кодов: запросите новый код',
  'error.emailLogin.expired': 'Срок действия кода истёк: запросите новый код',
  'error.emailUpdate.unchanged': 'Это уже ваш адрес электронной почты',
  'error.emailUpdate.taken': 'Этот адрес электронной почты использует другой аккаунт',
  'error.emailUpdate.throttled': 'Повторите попытку через {seconds} с',
  'error.emailUpdate.wrongCode': 'Неверный код.',
  'error.emailUpdate.locked': 'Слишком много неверных кодов: запросите новые коды',
  'error.emailUpdate.expired': 'Срок действия этих кодов истёк: запросите новые коды',
  'error.emailUpdate.missing': 'Смена адреса электронной почты прервана: запросите новые коды',
  'error.socialsNeedFrame':
    'Для `features.socials` нужен `authFrameUrl`: вход через соцсети выполняется в защищённом фрейме входа, который сервер Foyer отдаёт с собственного origin',
  'error.emailNeedsFrame':
    'Для `features.email` нужен `authFrameUrl`: вход по почте выполняется в защищённом фрейме входа, который сервер Foyer отдаёт со своего собственного origin',
  'connector.email': 'Эл. почта',
  'error.siwx.invalidMessage': 'Сообщение для входа не является допустимым сообщением EIP-4361 / CAIP-122',
  'error.siwx.signatureDeclined': 'Подпись отклонена',
  'error.siwx.smartAccount': 'Это приложение может не поддерживать смарт-аккаунты',
  'error.accountTypeSwitch': 'Не удалось сменить тип аккаунта: вместо этого используется ваш EOA',
  'error.siwx.init': 'Возникла проблема при инициализации аутентификации',
  'error.siwx.verification': 'Подпись не соответствует адресу, с которого выполняется вход',
  'error.invalidSendCalls':
    'Каждому вызову wallet_sendCalls нужен `to` с префиксом 0x (и `data`, если указан)',
  'error.requestNotSupported': 'Через это подключение к кошельку нельзя отправлять запросы',
  'error.tx.nonce': 'Другая транзакция с этого аккаунта была обработана раньше. Попробуйте снова.',
  'error.tx.fee':
    'Предложенная комиссия сети сейчас слишком низкая. Попробуйте снова с более высокой комиссией.',
  'error.tx.gas': 'Транзакции нужно больше газа, чем было выделено, или больше, чем вмещает блок.',
  'error.tx.insufficientFunds': 'Недостаточно средств для оплаты этой транзакции и комиссии сети.',
  'error.tx.reverted': 'Контракт отклонил эту транзакцию (откат).',
  'toast.actionNotAllowed': 'Действие не разрешено',
  'toast.transactionStarted': 'Транзакция начата',
  'toast.checkWallet': 'Проверьте телефон: подтвердите запрос в кошельке',
  'toast.emailUpdated': 'Адрес электронной почты обновлён',
  'send.invalidAmount': 'Введите сумму, например 1.5',
  'send.zeroAmount': 'Введите сумму больше 0',
  'send.insufficientBalance': 'Недостаточно средств',
  'send.invalidAddress': 'Введите действительный адрес (0x…) или имя',
  'send.invalidAddressSolana': 'Введите действительный адрес Solana или имя',
  'error.invalidPolkadotAddress': 'Это недействительный адрес Polkadot',
  'send.nameNotFound': 'Для этого имени адрес не найден',
  'send.badChecksum': 'В адресе опечатка: заглавные буквы не соответствуют его контрольной сумме (EIP-55)',
  'send.rejected': 'Кошелек отклонил транзакцию',
  'send.notSupported': 'Отправка недоступна в этой сети с этим кошельком',
  'error.unauthorized': 'Пользователь не авторизовал запрошенный метод и/или аккаунт.',
  'error.unsupportedMethod': 'Провайдер не поддерживает запрошенный метод.',
  'error.providerDisconnected': 'Провайдер отключен от всех сетей.',
  'error.chainDisconnected': 'Провайдер не подключен к запрошенной сети.',
  'error.unrecognizedChain': 'Нераспознанный ID сети.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': 'Сервер получил недопустимый JSON. При разборе текста JSON на сервере произошла ошибка.',
  'error.rpc.invalidRequest': 'JSON не является допустимым объектом запроса.',
  'error.rpc.methodNotFound': 'Метод не существует или недоступен.',
  'error.rpc.invalidParams': 'Методу RPC переданы недопустимые параметры.',
  'error.rpc.internal': 'Получена внутренняя ошибка.',
  'error.rpc.invalidInput': 'Параметры отсутствуют или недопустимы.',
  'error.rpc.resourceNotFound': 'Запрошенный ресурс не найден.',
  'error.rpc.resourceUnavailable': 'Запрошенный ресурс недоступен.',
  'error.rpc.transactionRejected': 'Не удалось создать транзакцию.',
  'error.rpc.methodNotSupported': 'Метод не поддерживается.',
  'error.rpc.limitExceeded': 'Запрос превышает установленный лимит.',
  'error.rpc.versionNotSupported': 'Эта версия протокола JSON-RPC не поддерживается.',

  'error.unknown': 'Что-то пошло не так',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Сеть слишком долго не отвечала.',
  'error.rpcUnreachable': 'Не удалось связаться с сетью.',
  'error.invalidRpcResponse': 'Сеть прислала ответ, который не удалось распознать.',
  'error.invalidProviderResponse': 'Кошелек прислал ответ, который не удалось распознать.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: не удалось получить баланс в сети {network}; он отображается как неизвестный.',
  'warn.serverBalanceUnavailable':
    'Foyer: сервер не смог предоставить баланс в сети {network}; он будет прочитан напрямую из сети.',
  'warn.basicWithoutNamespace':
    'Foyer: базовый режим WalletConnect не может подключать сети {namespace}; они есть в списке, но ни один кошелёк их не подключает.',
  'warn.adapterWithoutNetworks':
    'Foyer: адаптер {namespace} игнорируется, так как в `networks` нет ни одной сети {namespace}.',
  'toast.balanceUnavailable': 'Баланс токена недоступен',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Не удалось загрузить транзакции',
  'error.transactionsAccountRequired': 'Невозможно загрузить транзакции без accountAddress',
  'warn.identityUnavailable': 'Foyer: не удалось получить данные профиля для {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Недопустимая конфигурация приложения',
  'alert.invalidAppConfigurationDescription':
    'Этот источник (origin) не входит в список разрешенных для проекта; добавьте его в конфигурацию сервера Foyer.',
  'alert.frameUnavailable': 'Недопустимая конфигурация приложения',
  'alert.frameUnavailableDescription':
    'Защищённый фрейм входа не загрузился. Проверьте authFrameUrl и то, что сервер Foyer отдаёт фрейм.',
  'alert.sessionExpired': 'Сеанс истек',
  'alert.sessionExpiredDescription':
    'На сервере обнаружен недействительный сеанс. Проверьте настройки времени на этом устройстве и попробуйте снова.',
  'alert.invalidProjectId': 'Недопустимый ID проекта',
  'alert.invalidProjectIdDescription':
    'Сервер Foyer не знает этот projectId; проверьте projectId, переданный в createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Код состояния HTTP: {status}',
  'error.http.network': 'Не удалось выполнить запрос к серверу',
  'error.http.invalidResponse': 'Сервер прислал неожиданный ответ',
  'error.http.invalidResponseDetails': 'Недопустимый ответ от {path}: {reason}',
  'error.chainNotSupported': 'Сеть не поддерживается',
  'error.noServer': 'Не настроен сервер Foyer (apiUrl), с которого можно получать данные аккаунта',
  'error.chainNotSupportedDetails': 'Активной сети {caipNetworkId} нет среди поддерживаемых',
  'warn.analyticsDisabled':
    'Foyer: аналитика отключена, так как вызов getAnalyticsConfig завершился ошибкой.',
  'warn.analyticsFailed': 'Foyer: не удалось отправить событие аналитики {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: нечитаемый кэш, сохраненный под ключом «{key}», игнорируется.',

  // Languages
  'error.invalidLocale': 'Ожидался языковой тег, например «fr» или «pt-BR», получено «{value}»',
  'warn.localeUnsupported': 'Foyer: нет каталога для языка {requested}; используется {locale}.',
  'warn.localeLoadFailed': 'Foyer: не удалось загрузить тексты {locale}; остается {current}.',
  'warn.viewNotOffered': 'Foyer: экран {view} недоступен для этого аккаунта; вместо него показан аккаунт.',
  'error.onramp.open': 'Не удалось начать покупку. Попробуйте снова.',
  'error.swap.init': 'Не удалось запустить обмен',
  'error.swap.allowance': 'Не удалось проверить разрешение',
  'error.swap.approval': 'Не удалось создать транзакцию разрешения',
  'error.swap.transaction': 'Не удалось создать транзакцию',
  'error.swap.quote': 'Не удалось получить котировку. Попробуйте снова.',
  'error.swap.failed': 'Ошибка транзакции',
  'swap.invalidAmount': 'Введите корректную сумму',
  'toast.swapApprove': 'Подтвердите увеличение лимита в кошельке',
  'toast.swapConfirm': 'Подтвердите транзакцию в кошельке',
  'toast.swapping': 'Обмен {from} на {to}',
  'toast.swapped': 'Обменяно: {from} на {to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Не удалось получить цену токена сети',
  'error.sendTransaction': 'Не удалось отправить транзакцию. Попробуйте ещё раз.',
  'error.incorrectAmount': 'Неверная сумма',
  'error.name.resolve': 'Ошибка при разрешении имени',
  'error.name.forAddress': 'Ошибка при получении имён адреса',
  'error.authAccountNotFound': 'Адрес или коннектор аутентификации не найден',
  'error.gasPriceNotSupported': 'Сеть не поддерживается для цены газа',
  'error.swap.noAddress': 'Не найден адрес, с которого можно обменять токены.',
  'error.caipNetworkUndefined': 'CaipNetwork не определён',
  'error.caipAccountUndefined': 'CaipNetwork или CaipAddress не определён',
  'alert.networkNotFound': 'Сеть не найдена',
  'alert.networkNotFoundDescription':
    'Этой сети нет в `networks`, переданных в createFoyer; добавьте её туда, чтобы переключиться на неё.',
  'alert.socketsTimeout': 'Время подключения истекло',
  'alert.socketsTimeoutDescription':
    'Не удалось вовремя связаться с ретранслятором WalletConnect. Проверьте подключение к интернету и попробуйте ещё раз.',
}
