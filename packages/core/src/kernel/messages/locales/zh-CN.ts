import type { Catalog } from '../en.js'

/** Chinese, Simplified (zh-CN): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': '未配置项目ID',
  'alert.projectIdNotConfiguredDescription': '请在传给createFoyer的选项中设置projectId，以启用全部功能。',
  'alert.projectIdConsole':
    'Foyer: 必须提供projectId。请将`projectId`传给createFoyer()；设置之前，部分功能将被停用。',

  // Options
  'error.invalidOptions': '选项无效',
  'error.invalidOption': '选项`{path}`无效：{reason}',
  'error.required': '必填',
  'error.expectedReceived': '应为{expected}，实际收到{received}',
  'error.networksRequired': '`networks`中至少需要一个网络',
  'error.networkNamespaceMismatch':
    '网络{caipNetworkId}的chainNamespace为{chainNamespace}，与其CAIP网络ID不匹配',
  'error.siweAndSiwx': '不能同时设置`siweConfig`和`siwx`选项',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox`需要`termsConditionsUrl`或`privacyPolicyUrl`：访问者必须能够阅读自己所同意的内容',
  'error.featureNotBuilt':
    '无法开启`features.{feature}`：此版本的Foyer尚未包含{what}。请省略该选项或将其设为false',
  'error.httpUrlRequired': '应为http或https网址，实际收到{value}',
  'error.networkWithIdNotFound': '未找到ID为{id}的网络',
  'error.duplicateAdapter': '每个命名空间只允许一个适配器；{namespace}有多个',
  'error.basicWithAdapters':
    '`walletConnect` 是 WalletConnect 基础模式，适用于没有 `adapters` 的站点：请改为把连接器交给你的适配器（各自的 `walletConnect`）',
  'error.duplicateNetwork': '网络{caipNetworkId}在`networks`中重复列出',
  'error.duplicateCustomWallet': '钱包{id}在`customWallets`中重复列出',
  'error.walletLinkRequired': '应为http或https网址或"mywallet://"之类的应用链接，实际收到{value}',
  'error.walletImageRequired': '应为http或https网址或data:image网址，实际收到{value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'CAIP地址无效',
  'error.invalidCaipAddressDetails': '应为“namespace:chainId:address”格式且命名空间已知，实际收到“{value}”',
  'error.invalidCaipNetworkId': 'CAIP网络ID无效',
  'error.invalidCaipNetworkIdDetails': '应为“namespace:chainId”格式且命名空间已知，实际收到“{value}”',
  'error.invalidChainId': 'chainId无效',

  // Connection
  'error.connectorNotFound': '未找到连接器',
  'error.connectorNotFoundDetails': '不存在ID为“{connectorId}”的连接器',
  'error.adapterNotFound': '命名空间{namespace}的适配器不存在',
  'error.providerNotFound': '未找到Provider',
  'error.codeLoad': 'Foyer 的部分内容无法下载。请检查网络连接后重试。',
  'error.disconnect': '断开连接失败',
  'error.connectionAborted': '连接尚未完成，钱包已断开',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': '无法连接到WalletConnect中继服务器',
  'error.walletConnectProposalRejected': '钱包拒绝了连接',

  // Network (spec section 8)
  'error.networkNotFound': '未找到网络',
  'error.unsupportedChain': '不支持的链',
  'error.removeLastNetwork': '无法移除命名空间中的最后一个网络',
  'error.removeAdapterWhileConnected': '已连接时无法移除适配器',
  'error.notConnected': '命名空间{namespace}没有已连接的账户',
  'network.unknown': '未知网络',

  // EIP-1193 provider errors
  'error.userRejected': '用户拒绝了请求。',
  'error.rpcMethodNotAllowed': '不允许请求的RPC调用',
  'error.name.characters': '只能使用字母、数字和连字符',
  'error.name.tooShort': '请至少使用4个字符',
  'error.name.register': '注册名称{name}时出错',
  'error.name.suggestions': '获取名称建议时出错',
  'error.frame.load': '无法加载邮箱登录组件',
  'error.frame.unknown': '发生错误',
  'error.frame.aborted': '请求已中止',
  'error.email.invalid': '请输入有效的电子邮件地址',
  'error.social.popupBlocked': '浏览器拦截了登录窗口。请允许此网站的弹出窗口，然后重试',
  'error.social.windowClosed': '登录完成前登录窗口已被关闭',
  'error.social.accessDenied': '已在 {provider} 取消登录',
  'error.social.stateExpired': '登录耗时过长。请重试',
  'error.social.stateInvalid': '无法验证登录。请重试',
  'error.social.providerError': '{provider} 拒绝了登录。请重试',
  'error.social.providerUnavailable': '{provider} 没有响应。请稍后重试',
  'error.social.tokenInvalid': '无法验证 {provider} 的响应。请重试',
  'error.social.deviceMismatch': '登录已在另一个浏览器中完成。请在此处重试',
  'error.social.timeout': '登录耗时过长。请重试',
  'error.emailLogin.locked': '错误验证码次数过多：请重新获取验证码',
  'error.emailLogin.expired': '此验证码已过期：请重新获取验证码',
  'error.emailUpdate.unchanged': '这已经是你的电子邮件地址',
  'error.emailUpdate.taken': '另一个账户正在使用此电子邮件地址',
  'error.emailUpdate.throttled': '请在 {seconds} 秒后重试',
  'error.emailUpdate.wrongCode': '验证码错误。',
  'error.emailUpdate.locked': '错误的验证码次数过多：请重新获取验证码',
  'error.emailUpdate.expired': '这些验证码已过期：请重新获取验证码',
  'error.emailUpdate.missing': '邮箱更改已中断：请重新获取验证码',
  'error.socialsNeedFrame':
    '`features.socials` 需要 `authFrameUrl`：社交登录在安全登录框架中运行，该框架由 Foyer 服务器从其自己的源提供',
  'error.emailNeedsFrame':
    '`features.email` 需要 `authFrameUrl`：邮箱登录在安全登录框架中运行，该框架由 Foyer 服务器从独立的源提供',
  'connector.email': '电子邮件',
  'error.siwx.invalidMessage': '登录消息不是有效的EIP-4361/CAIP-122消息',
  'error.siwx.signatureDeclined': '签名已被拒绝',
  'error.siwx.smartAccount': '此应用可能不支持智能账户',
  'error.accountTypeSwitch': '无法切换账户类型：将改用您的 EOA',
  'error.siwx.init': '初始化身份验证时出现问题',
  'error.siwx.verification': '签名与登录地址不匹配',
  'error.invalidSendCalls': 'wallet_sendCalls的每个调用都需要以0x开头的`to`（如提供`data`，也须以0x开头）',
  'error.requestNotSupported': '此钱包连接无法发送请求',
  'error.tx.nonce': '此账户的另一笔交易已抢先执行。请重试。',
  'error.tx.fee': '当前提供的网络费用过低。请提高费用后重试。',
  'error.tx.gas': '此交易所需的Gas超过了所提供的数量，或超出了区块的容量。',
  'error.tx.insufficientFunds': '余额不足，无法支付此交易及其网络费用。',
  'error.tx.reverted': '合约拒绝了此交易（交易已回滚）。',
  'toast.actionNotAllowed': '不允许此操作',
  'toast.transactionStarted': '交易已发起',
  'toast.checkWallet': '请查看手机：在钱包中批准该请求',
  'toast.emailUpdated': '电子邮件已更新',
  'send.invalidAmount': '请输入金额，例如1.5',
  'send.zeroAmount': '请输入大于0的金额',
  'send.insufficientBalance': '余额不足',
  'send.invalidAddress': '请输入有效的地址（0x…）或名称',
  'send.invalidAddressSolana': '请输入有效的 Solana 地址或名称',
  'error.invalidPolkadotAddress': '这不是有效的 Polkadot 地址',
  'send.nameNotFound': '未找到此名称对应的地址',
  'send.badChecksum': '此地址有拼写错误：其大写字母与校验和（EIP-55）不符',
  'send.rejected': '钱包拒绝了此交易',
  'send.notSupported': '此钱包无法在该网络上发送',
  'error.unauthorized': '请求的方法和/或账户未获得用户授权。',
  'error.unsupportedMethod': 'Provider不支持请求的方法。',
  'error.providerDisconnected': 'Provider已与所有链断开连接。',
  'error.chainDisconnected': 'Provider未连接到请求的链。',
  'error.unrecognizedChain': '无法识别的链ID。',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': '服务器收到了无效的JSON。服务器解析JSON文本时出错。',
  'error.rpc.invalidRequest': 'JSON不是有效的请求对象。',
  'error.rpc.methodNotFound': '该方法不存在或不可用。',
  'error.rpc.invalidParams': '向RPC方法提供的参数无效。',
  'error.rpc.internal': '收到了内部错误。',
  'error.rpc.invalidInput': '参数缺失或无效。',
  'error.rpc.resourceNotFound': '未找到请求的资源。',
  'error.rpc.resourceUnavailable': '请求的资源不可用。',
  'error.rpc.transactionRejected': '创建交易失败。',
  'error.rpc.methodNotSupported': '不支持该方法。',
  'error.rpc.limitExceeded': '请求超出了规定的限制。',
  'error.rpc.versionNotSupported': '不支持该JSON-RPC协议版本。',

  'error.unknown': '出错了',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': '网络响应超时。',
  'error.rpcUnreachable': '无法连接到网络。',
  'error.invalidRpcResponse': '网络返回了无法识别的响应。',
  'error.invalidProviderResponse': '钱包返回了无法识别的响应。',

  // Balance
  'warn.balanceUnavailable': 'Foyer: 无法获取{network}上的余额；将显示为未知。',
  'warn.serverBalanceUnavailable': 'Foyer: 服务器无法提供{network}上的余额；改为从网络读取。',
  'warn.basicWithoutNamespace':
    'Foyer: WalletConnect 基础模式无法连接 {namespace} 网络；它们会列出，但没有钱包能连接它们。',
  'warn.adapterWithoutNetworks': 'Foyer: 已忽略{namespace}适配器，因为`networks`中没有{namespace}网络。',
  'toast.balanceUnavailable': '代币余额不可用',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': '获取交易记录失败',
  'error.transactionsAccountRequired': '没有accountAddress，无法获取交易记录',
  'warn.identityUnavailable': 'Foyer: 无法获取{address}的身份信息。',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': '应用配置无效',
  'alert.invalidAppConfigurationDescription': '此来源不在该项目的允许列表中；请将其添加到Foyer服务器配置中。',
  'alert.frameUnavailable': '应用配置无效',
  'alert.frameUnavailableDescription':
    '安全登录框架未能加载。请检查 authFrameUrl，并确认 Foyer 服务器提供该框架。',
  'alert.sessionExpired': '会话已过期',
  'alert.sessionExpiredDescription': '服务器上的会话无效。请检查此设备的时间设置，然后重试。',
  'alert.invalidProjectId': '项目ID无效',
  'alert.invalidProjectIdDescription': 'Foyer服务器无法识别此projectId；请检查传给createFoyer的projectId。',
  'alert.toast': '{title}：{description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP状态码：{status}',
  'error.http.network': '向服务器发送请求失败',
  'error.http.invalidResponse': '服务器返回了意外的响应',
  'error.http.invalidResponseDetails': '来自{path}的响应无效：{reason}',
  'error.chainNotSupported': '不支持该链',
  'error.noServer': '未配置用于读取账户数据的Foyer服务器（apiUrl）',
  'error.chainNotSupportedDetails': '当前网络{caipNetworkId}不在支持的链中',
  'warn.analyticsDisabled': 'Foyer: getAnalyticsConfig失败，分析功能已停用。',
  'warn.analyticsFailed': 'Foyer: 无法发送分析事件{event}。',

  // Caches
  'warn.cacheUnreadable': 'Foyer: 忽略存储在“{key}”下的无法读取的缓存。',

  // Languages
  'error.invalidLocale': '应为“fr”或“pt-BR”之类的语言标签，实际收到“{value}”',
  'warn.localeUnsupported': 'Foyer: 没有与语言{requested}匹配的翻译目录；将显示{locale}。',
  'warn.localeLoadFailed': 'Foyer: 无法加载{locale}文本；继续使用{current}。',
  'warn.viewNotOffered': 'Foyer：此账户无法使用 {view} 视图；改为显示账户。',
  'error.onramp.open': '无法开始购买，请重试。',
  'error.swap.init': '兑换初始化失败',
  'error.swap.allowance': '检查授权额度失败',
  'error.swap.approval': '创建授权交易失败',
  'error.swap.transaction': '创建交易失败',
  'error.swap.quote': '无法获取报价，请重试。',
  'error.swap.failed': '交易出错',
  'swap.invalidAmount': '请输入有效金额',
  'toast.swapApprove': '请在钱包中批准提高额度',
  'toast.swapConfirm': '请在钱包中确认交易',
  'toast.swapping': '正在将{from}兑换为{to}',
  'toast.swapped': '已将{from}兑换为{to}',

  // Spec section 8, issue #31
  'error.tokenPrice': '无法获取网络代币价格',
  'error.sendTransaction': '无法发送交易。请重试。',
  'error.incorrectAmount': '金额不正确',
  'error.name.resolve': '解析名称时出错',
  'error.name.forAddress': '获取地址的名称时出错',
  'error.authAccountNotFound': '未找到地址或认证连接器',
  'error.gasPriceNotSupported': '该网络不支持 Gas 价格',
  'error.swap.noAddress': '未找到可用于兑换代币的地址。',
  'error.caipNetworkUndefined': 'CaipNetwork 未定义',
  'error.caipAccountUndefined': 'CaipNetwork 或 CaipAddress 未定义',
  'alert.networkNotFound': '未找到网络',
  'alert.networkNotFoundDescription':
    '此网络不在传给 createFoyer 的 `networks` 中；请将其添加到那里以切换到该网络。',
  'alert.socketsTimeout': '连接超时',
  'alert.socketsTimeoutDescription': '未能及时连接到 WalletConnect 中继。请检查网络连接后重试。',
}
