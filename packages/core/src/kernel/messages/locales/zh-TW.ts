import type { Catalog } from '../en.js'

/** Chinese, Traditional (zh-TW): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': '尚未設定專案ID',
  'alert.projectIdNotConfiguredDescription': '請在傳給createFoyer的選項中設定projectId，以啟用所有功能。',
  'alert.projectIdConsole':
    'Foyer: 必須提供projectId。請將`projectId`傳給createFoyer()；在設定之前，部分功能將停用。',

  // Options
  'error.invalidOptions': '選項無效',
  'error.invalidOption': '選項`{path}`無效：{reason}',
  'error.required': '必填',
  'error.expectedReceived': '預期為{expected}，實際收到{received}',
  'error.networksRequired': '`networks`中至少需要一個網路',
  'error.networkNamespaceMismatch':
    '網路{caipNetworkId}的chainNamespace為{chainNamespace}，與其CAIP網路ID不符',
  'error.siweAndSiwx': '無法同時設定`siweConfig`和`siwx`選項',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox`需要`termsConditionsUrl`或`privacyPolicyUrl`：訪客必須能夠閱讀自己同意的內容',
  'error.featureNotBuilt':
    '無法開啟`features.{feature}`：此版本的Foyer尚未包含{what}。請省略此選項或將其設為false',
  'error.httpUrlRequired': '預期為http或https網址，實際收到{value}',
  'error.networkWithIdNotFound': '找不到ID為{id}的網路',
  'error.duplicateAdapter': '每個命名空間只允許一個配接器；{namespace}有多個',
  'error.basicWithAdapters':
    '`walletConnect` 是 WalletConnect 基本模式，適用於沒有 `adapters` 的網站：請改為將連接器交給你的轉接器（各自的 `walletConnect`）',
  'error.duplicateNetwork': '網路{caipNetworkId}在`networks`中重複列出',
  'error.duplicateCustomWallet': '錢包{id}在`customWallets`中重複列出',
  'error.walletLinkRequired': '預期為http或https網址或「mywallet://」之類的應用程式連結，實際收到{value}',
  'error.walletImageRequired': '預期為http或https網址或data:image網址，實際收到{value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'CAIP地址無效',
  'error.invalidCaipAddressDetails':
    '預期為「namespace:chainId:address」格式且命名空間為已知，實際收到「{value}」',
  'error.invalidCaipNetworkId': 'CAIP網路ID無效',
  'error.invalidCaipNetworkIdDetails': '預期為「namespace:chainId」格式且命名空間為已知，實際收到「{value}」',
  'error.invalidChainId': 'chainId無效',

  // Connection
  'error.connectorNotFound': '找不到連接器',
  'error.connectorNotFoundDetails': '沒有ID為「{connectorId}」的連接器',
  'error.adapterNotFound': '命名空間{namespace}的配接器不存在',
  'error.providerNotFound': '找不到Provider',
  'error.codeLoad': 'Foyer 的部分內容無法下載。請檢查網路連線後再試一次。',
  'error.disconnect': '無法中斷連線',
  'error.connectionAborted': '連線完成前，錢包已中斷連線',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': '無法連上WalletConnect中繼伺服器',
  'error.walletConnectProposalRejected': '錢包拒絕了連線',

  // Network (spec section 8)
  'error.networkNotFound': '找不到網路',
  'error.unsupportedChain': '不支援的鏈',
  'error.removeLastNetwork': '無法移除命名空間中的最後一個網路',
  'error.removeAdapterWhileConnected': '連線期間無法移除配接器',
  'error.notConnected': '命名空間{namespace}沒有已連線的帳戶',
  'network.unknown': '未知網路',

  // EIP-1193 provider errors
  'error.userRejected': '使用者拒絕了請求。',
  'error.rpcMethodNotAllowed': '不允許所請求的RPC呼叫',
  'error.name.characters': '只能使用字母、數字和連字號',
  'error.name.tooShort': '請至少使用4個字元',
  'error.name.register': '註冊名稱{name}時發生錯誤',
  'error.name.suggestions': '取得名稱建議時發生錯誤',
  'error.frame.load': '無法載入電子郵件登入元件',
  'error.frame.unknown': '發生錯誤',
  'error.frame.aborted': '請求已中止',
  'error.email.invalid': '請輸入有效的電子郵件地址',
  'error.social.popupBlocked': '瀏覽器封鎖了登入視窗。請允許此網站的彈出式視窗，然後再試一次',
  'error.social.windowClosed': '登入完成前登入視窗已被關閉',
  'error.social.accessDenied': '已在 {provider} 取消登入',
  'error.social.stateExpired': '登入耗時過長。請再試一次',
  'error.social.stateInvalid': '無法驗證登入。請再試一次',
  'error.social.providerError': '{provider} 拒絕了登入。請再試一次',
  'error.social.providerUnavailable': '{provider} 沒有回應。請稍後再試',
  'error.social.tokenInvalid': '無法驗證 {provider} 的回應。請再試一次',
  'error.social.deviceMismatch': '登入已在另一個瀏覽器中完成。請在此處再試一次',
  'error.social.timeout': '登入耗時過長。請再試一次',
  'error.emailLogin.locked': '錯誤驗證碼次數過多：請重新取得驗證碼',
  'error.emailLogin.expired': '此驗證碼已過期：請重新取得驗證碼',
  'error.emailUpdate.unchanged': '這已經是你的電子郵件地址',
  'error.emailUpdate.taken': '另一個帳戶正在使用此電子郵件地址',
  'error.emailUpdate.throttled': '請在 {seconds} 秒後重試',
  'error.emailUpdate.wrongCode': '驗證碼錯誤。',
  'error.emailUpdate.locked': '錯誤的驗證碼次數過多：請重新取得驗證碼',
  'error.emailUpdate.expired': '這些驗證碼已過期：請重新取得驗證碼',
  'error.emailUpdate.missing': '電子郵件變更已中斷：請重新取得驗證碼',
  'error.socialsNeedFrame':
    '`features.socials` 需要 `authFrameUrl`：社群登入在安全登入框架中執行，該框架由 Foyer 伺服器從其自己的來源提供',
  'error.emailNeedsFrame':
    '`features.email` 需要 `authFrameUrl`：電子郵件登入在安全登入框架中執行，該框架由 Foyer 伺服器從獨立的來源提供',
  'connector.email': '電子郵件',
  'error.siwx.invalidMessage': '登入訊息不是有效的EIP-4361/CAIP-122訊息',
  'error.siwx.signatureDeclined': '簽署已遭拒絕',
  'error.siwx.smartAccount': '此應用程式可能不支援智慧帳戶',
  'error.accountTypeSwitch': '無法切換帳戶類型：將改用您的 EOA',
  'error.siwx.init': '初始化身分驗證時發生問題',
  'error.siwx.verification': '簽章與登入的地址不符',
  'error.invalidSendCalls': 'wallet_sendCalls的每個呼叫都需要以0x開頭的`to`（若提供`data`，也須以0x開頭）',
  'error.requestNotSupported': '此錢包連線無法傳送請求',
  'error.tx.nonce': '此帳戶的另一筆交易已搶先執行。請再試一次。',
  'error.tx.fee': '目前提供的網路手續費過低。請提高手續費後再試一次。',
  'error.tx.gas': '此交易所需的Gas超過了提供的數量，或超出區塊可容納的上限。',
  'error.tx.insufficientFunds': '資金不足，無法支付此交易及其網路手續費。',
  'error.tx.reverted': '合約拒絕了此交易（交易已還原）。',
  'toast.actionNotAllowed': '不允許此操作',
  'toast.transactionStarted': '交易已送出',
  'toast.checkWallet': '請查看手機：在錢包中核准此請求',
  'toast.emailUpdated': '電子郵件已更新',
  'send.invalidAmount': '請輸入金額，例如1.5',
  'send.zeroAmount': '請輸入大於0的金額',
  'send.insufficientBalance': '餘額不足',
  'send.invalidAddress': '請輸入有效的地址（0x…）或名稱',
  'send.invalidAddressSolana': '請輸入有效的 Solana 地址或名稱',
  'error.invalidPolkadotAddress': '這不是有效的 Polkadot 地址',
  'send.nameNotFound': '找不到此名稱對應的地址',
  'send.badChecksum': '此地址有錯字：其大寫字母與檢查碼（EIP-55）不符',
  'send.rejected': '錢包拒絕了此交易',
  'send.notSupported': '此錢包無法在這個網路上傳送',
  'error.unauthorized': '所請求的方法和/或帳戶未獲使用者授權。',
  'error.unsupportedMethod': 'Provider不支援所請求的方法。',
  'error.providerDisconnected': 'Provider已與所有鏈中斷連線。',
  'error.chainDisconnected': 'Provider未連線到所請求的鏈。',
  'error.unrecognizedChain': '無法辨識的鏈ID。',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': '伺服器收到無效的JSON。伺服器剖析JSON文字時發生錯誤。',
  'error.rpc.invalidRequest': 'JSON不是有效的請求物件。',
  'error.rpc.methodNotFound': '此方法不存在或無法使用。',
  'error.rpc.invalidParams': '提供給RPC方法的參數無效。',
  'error.rpc.internal': '收到內部錯誤。',
  'error.rpc.invalidInput': '參數缺少或無效。',
  'error.rpc.resourceNotFound': '找不到所請求的資源。',
  'error.rpc.resourceUnavailable': '所請求的資源無法使用。',
  'error.rpc.transactionRejected': '建立交易失敗。',
  'error.rpc.methodNotSupported': '不支援此方法。',
  'error.rpc.limitExceeded': '請求超出規定的上限。',
  'error.rpc.versionNotSupported': '不支援此JSON-RPC協定版本。',

  'error.unknown': '發生錯誤',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': '網路回應逾時。',
  'error.rpcUnreachable': '無法連上網路。',
  'error.invalidRpcResponse': '網路傳回了無法解讀的回應。',
  'error.invalidProviderResponse': '錢包傳回了無法解讀的回應。',

  // Balance
  'warn.balanceUnavailable': 'Foyer: 無法取得{network}上的餘額；將顯示為未知。',
  'warn.serverBalanceUnavailable': 'Foyer: 伺服器無法提供{network}上的餘額；改為從網路讀取。',
  'warn.basicWithoutNamespace':
    'Foyer: WalletConnect 基本模式無法連接 {namespace} 網路；它們會列出，但沒有錢包能連接它們。',
  'warn.adapterWithoutNetworks': 'Foyer: 已忽略{namespace}配接器，因為`networks`中沒有{namespace}網路。',
  'toast.balanceUnavailable': '無法取得代幣餘額',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': '無法取得交易紀錄',
  'error.transactionsAccountRequired': '缺少accountAddress，無法取得交易紀錄',
  'warn.identityUnavailable': 'Foyer: 無法取得{address}的身分資訊。',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': '應用程式設定無效',
  'alert.invalidAppConfigurationDescription': '此來源不在專案的允許清單中；請將其加入Foyer伺服器設定。',
  'alert.frameUnavailable': '應用程式設定無效',
  'alert.frameUnavailableDescription':
    '安全登入框架未能載入。請檢查 authFrameUrl，並確認 Foyer 伺服器有提供該框架。',
  'alert.sessionExpired': '工作階段已過期',
  'alert.sessionExpiredDescription': '伺服器上的工作階段無效。請檢查此裝置的時間設定，然後再試一次。',
  'alert.invalidProjectId': '專案ID無效',
  'alert.invalidProjectIdDescription': 'Foyer伺服器無法辨識此projectId；請檢查傳給createFoyer的projectId。',
  'alert.toast': '{title}：{description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP狀態碼：{status}',
  'error.http.network': '向伺服器發出的請求失敗',
  'error.http.invalidResponse': '伺服器傳回了非預期的回應',
  'error.http.invalidResponseDetails': '來自{path}的回應無效：{reason}',
  'error.chainNotSupported': '不支援此鏈',
  'error.noServer': '尚未設定用來讀取帳戶資料的Foyer伺服器（apiUrl）',
  'error.chainNotSupportedDetails': '目前的網路{caipNetworkId}不在支援的鏈之中',
  'warn.analyticsDisabled': 'Foyer: getAnalyticsConfig失敗，已停用分析功能。',
  'warn.analyticsFailed': 'Foyer: 無法傳送分析事件{event}。',

  // Caches
  'warn.cacheUnreadable': 'Foyer: 略過儲存在「{key}」下無法讀取的快取。',

  // Languages
  'error.invalidLocale': '預期為「fr」或「pt-BR」之類的語言標記，實際收到「{value}」',
  'warn.localeUnsupported': 'Foyer: 沒有符合語言{requested}的翻譯目錄；將顯示{locale}。',
  'warn.localeLoadFailed': 'Foyer: 無法載入{locale}文字；繼續使用{current}。',
  'warn.viewNotOffered': 'Foyer：此帳戶無法使用 {view} 檢視；改為顯示帳戶。',
  'error.onramp.open': '無法開始購買，請再試一次。',
  'error.swap.init': '兌換初始化失敗',
  'error.swap.allowance': '檢查授權額度失敗',
  'error.swap.approval': '建立授權交易失敗',
  'error.swap.transaction': '建立交易失敗',
  'error.swap.quote': '無法取得報價，請再試一次。',
  'error.swap.failed': '交易發生錯誤',
  'swap.invalidAmount': '請輸入有效的金額',
  'toast.swapApprove': '請在錢包中核准提高額度',
  'toast.swapConfirm': '請在錢包中確認交易',
  'toast.swapping': '正在將{from}兌換為{to}',
  'toast.swapped': '已將{from}兌換為{to}',

  // Spec section 8, issue #31
  'error.tokenPrice': '無法取得網路代幣價格',
  'error.sendTransaction': '無法傳送交易。請再試一次。',
  'error.incorrectAmount': '金額不正確',
  'error.name.resolve': '解析名稱時發生錯誤',
  'error.name.forAddress': '取得地址的名稱時發生錯誤',
  'error.authAccountNotFound': '找不到地址或驗證連接器',
  'error.gasPriceNotSupported': '此網路不支援 Gas 價格',
  'error.swap.noAddress': '找不到可用來兌換代幣的地址。',
  'error.caipNetworkUndefined': 'CaipNetwork 未定義',
  'error.caipAccountUndefined': 'CaipNetwork 或 CaipAddress 未定義',
  'alert.networkNotFound': '找不到網路',
  'alert.networkNotFoundDescription':
    '此網路不在傳給 createFoyer 的 `networks` 中；請將它加入該處以切換過去。',
  'alert.socketsTimeout': '連線逾時',
  'alert.socketsTimeoutDescription': '未能及時連線到 WalletConnect 中繼。請檢查網路連線後再試一次。',
}
