import type { Catalog } from '../en.js'

/** Japanese (ja): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'プロジェクト ID が設定されていません',
  'alert.projectIdNotConfiguredDescription':
    'すべての機能を有効にするには、createFoyer に渡すオプションで projectId を設定してください。',
  'alert.projectIdConsole':
    'Foyer: projectId は必須です。createFoyer() に `projectId` を渡してください。設定されるまで一部の機能は無効になります。',

  // Options
  'error.invalidOptions': 'オプションが無効です',
  'error.invalidOption': 'オプション `{path}` が無効です: {reason}',
  'error.required': '必須です',
  'error.expectedReceived': '{expected} が必要ですが、{received} を受け取りました',
  'error.networksRequired': '`networks` には少なくとも 1 つのネットワークが必要です',
  'error.networkNamespaceMismatch':
    'ネットワーク {caipNetworkId} の chainNamespace は {chainNamespace} ですが、CAIP ネットワーク ID と一致しません',
  'error.siweAndSiwx': '`siweConfig` と `siwx` の両方を設定することはできません',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` には `termsConditionsUrl` または `privacyPolicyUrl` が必要です。訪問者が同意する内容を読めるようにする必要があります',
  'error.featureNotBuilt':
    '`features.{feature}` は有効にできません: {what} はこのバージョンの Foyer にはまだ含まれていません。指定しないか、false に設定してください',
  'error.httpUrlRequired': 'http または https の URL が必要ですが、{value} を受け取りました',
  'error.networkWithIdNotFound': 'ID {id} のネットワークが見つかりません',
  'error.duplicateAdapter':
    'アダプターは名前空間ごとに 1 つだけ指定できます。{namespace} に複数のアダプターがあります',
  'error.basicWithAdapters':
    '`walletConnect` は `adapters` のないサイト向けの WalletConnect ベーシックモードです。代わりにコネクターを各アダプター（それぞれの `walletConnect`）に渡してください',
  'error.duplicateNetwork': 'ネットワーク {caipNetworkId} が `networks` に重複して指定されています',
  'error.duplicateCustomWallet': 'ウォレット {id} が `customWallets` に重複して指定されています',
  'error.walletLinkRequired':
    'http または https の URL、または "mywallet://" のようなアプリリンクが必要ですが、{value} を受け取りました',
  'error.walletImageRequired':
    'http または https の URL、または data:image の URL が必要ですが、{value} を受け取りました',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'CAIP アドレスが無効です',
  'error.invalidCaipAddressDetails':
    '既知の名前空間を使った namespace:chainId:address の形式が必要ですが、「{value}」を受け取りました',
  'error.invalidCaipNetworkId': 'CAIP ネットワーク ID が無効です',
  'error.invalidCaipNetworkIdDetails':
    '既知の名前空間を使った namespace:chainId の形式が必要ですが、「{value}」を受け取りました',
  'error.invalidChainId': 'chainId が無効です',

  // Connection
  'error.connectorNotFound': 'コネクターが見つかりません',
  'error.connectorNotFoundDetails': 'ID「{connectorId}」のコネクターはありません',
  'error.adapterNotFound': '名前空間 {namespace} のアダプターが存在しません',
  'error.providerNotFound': 'プロバイダーが見つかりません',
  'error.codeLoad':
    'Foyer の一部をダウンロードできませんでした。接続を確認してから、もう一度お試しください。',
  'error.disconnect': '接続を解除できませんでした',
  'error.connectionAborted': '接続が完了する前にウォレットが切断されました',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'WalletConnect のリレーに接続できませんでした',
  'error.walletConnectProposalRejected': 'ウォレットが接続を拒否しました',

  // Network (spec section 8)
  'error.networkNotFound': 'ネットワークが見つかりません',
  'error.unsupportedChain': 'サポートされていないチェーンです',
  'error.removeLastNetwork': '名前空間の最後のネットワークは削除できません',
  'error.removeAdapterWhileConnected': '接続中はアダプターを削除できません',
  'error.notConnected': '名前空間 {namespace} に接続されているアカウントはありません',
  'network.unknown': '不明なネットワーク',

  // EIP-1193 provider errors
  'error.userRejected': 'ユーザーがリクエストを拒否しました。',
  'error.rpcMethodNotAllowed': '要求された RPC 呼び出しは許可されていません',
  'error.name.characters': '英字、数字、ハイフンのみ使用できます',
  'error.name.tooShort': '4 文字以上で入力してください',
  'error.name.register': '名前 {name} の登録中にエラーが発生しました',
  'error.name.suggestions': '名前の候補を取得中にエラーが発生しました',
  'error.frame.load': 'メールログインの読み込みに失敗しました',
  'error.frame.unknown': 'エラーが発生しました',
  'error.frame.aborted': 'リクエストは中止されました',
  'error.email.invalid': '有効なメールアドレスを入力してください',
  'error.social.popupBlocked':
    'ブラウザーがログインウィンドウをブロックしました。このサイトのポップアップを許可して、もう一度お試しください',
  'error.social.windowClosed': 'ログインが完了する前にログインウィンドウが閉じられました',
  'error.social.accessDenied': '{provider} でログインがキャンセルされました',
  'error.social.stateExpired': 'ログインに時間がかかりすぎました。もう一度お試しください',
  'error.social.stateInvalid': 'ログインを確認できませんでした。もう一度お試しください',
  'error.social.providerError': '{provider} がログインを拒否しました。もう一度お試しください',
  'error.social.providerUnavailable': '{provider} が応答していません。しばらくしてからもう一度お試しください',
  'error.social.tokenInvalid': '{provider} からの応答を確認できませんでした。もう一度お試しください',
  'error.social.deviceMismatch': 'ログインは別のブラウザーで完了しました。こちらでもう一度お試しください',
  'error.social.timeout': 'ログインに時間がかかりすぎました。もう一度お試しください',
  'error.emailLogin.locked': '間違ったコードが多すぎます。新しいコードをリクエストしてください',
  'error.emailLogin.expired': 'このコードは期限切れです。新しいコードをリクエストしてください',
  'error.emailUpdate.unchanged': 'これはすでに現在のメールアドレスです',
  'error.emailUpdate.taken': 'このメールアドレスは別のアカウントで使用されています',
  'error.emailUpdate.throttled': '{seconds} 秒後にもう一度お試しください',
  'error.emailUpdate.wrongCode': 'コードが正しくありません。',
  'error.emailUpdate.locked': '誤ったコードが多すぎます。新しいコードをリクエストしてください',
  'error.emailUpdate.expired': 'これらのコードの有効期限が切れました。新しいコードをリクエストしてください',
  'error.emailUpdate.missing': 'メールアドレスの変更が中断されました。新しいコードをリクエストしてください',
  'error.socialsNeedFrame':
    '`features.socials` には `authFrameUrl` が必要です。ソーシャルログインは、Foyer サーバーが独自のオリジンから配信する安全なログインフレームで実行されます',
  'error.emailNeedsFrame':
    '`features.email` には `authFrameUrl` が必要です。メールログインは、Foyer サーバーが独自のオリジンから配信する安全なログインフレームで実行されます',
  'connector.email': 'メール',
  'error.siwx.invalidMessage': 'サインインメッセージは有効な EIP-4361 / CAIP-122 メッセージではありません',
  'error.siwx.signatureDeclined': '署名が拒否されました',
  'error.siwx.smartAccount': 'このアプリケーションはスマートアカウントに対応していない可能性があります',
  'error.accountTypeSwitch': 'アカウントの種類を切り替えられませんでした。代わりに EOA を使用します',
  'error.siwx.init': '認証の初期化中に問題が発生しました',
  'error.siwx.verification': '署名がサインインするアドレスと一致しません',
  'error.invalidSendCalls':
    'wallet_sendCalls の各呼び出しには、0x で始まる `to`（指定する場合は `data` も）が必要です',
  'error.requestNotSupported': 'このウォレット接続ではリクエストを送信できません',
  'error.tx.nonce': 'このアカウントの別のトランザクションが先に処理されました。もう一度お試しください。',
  'error.tx.fee': '提示したネットワーク手数料が現在は低すぎます。手数料を上げてもう一度お試しください。',
  'error.tx.gas': 'トランザクションに必要なガスが、指定された量またはブロックに収まる量を超えています。',
  'error.tx.insufficientFunds':
    'このトランザクションとそのネットワーク手数料を支払うための資金が不足しています。',
  'error.tx.reverted': 'コントラクトがこのトランザクションを拒否しました（リバートされました）。',
  'toast.actionNotAllowed': 'この操作は許可されていません',
  'toast.transactionStarted': 'トランザクションを開始しました',
  'toast.checkWallet': 'スマートフォンを確認し、ウォレットでリクエストを承認してください',
  'toast.emailUpdated': 'メールアドレスを更新しました',
  'send.invalidAmount': '1.5 のような金額を入力してください',
  'send.zeroAmount': '0 より大きい金額を入力してください',
  'send.insufficientBalance': '残高が不足しています',
  'send.invalidAddress': '有効なアドレス（0x…）または名前を入力してください',
  'send.invalidAddressSolana': '有効な Solana アドレスまたは名前を入力してください',
  'error.invalidPolkadotAddress': 'これは有効な Polkadot アドレスではありません',
  'send.nameNotFound': 'この名前に対応するアドレスが見つかりません',
  'send.badChecksum':
    'このアドレスには入力ミスがあります: 大文字と小文字がチェックサム（EIP-55）と一致しません',
  'send.rejected': 'ウォレットがトランザクションを拒否しました',
  'send.notSupported': 'このウォレットでは、このネットワークでの送金を利用できません',
  'error.unauthorized': '要求されたメソッドまたはアカウントは、ユーザーによって承認されていません。',
  'error.unsupportedMethod': 'プロバイダーは要求されたメソッドに対応していません。',
  'error.providerDisconnected': 'プロバイダーはすべてのチェーンから切断されています。',
  'error.chainDisconnected': 'プロバイダーは要求されたチェーンに接続されていません。',
  'error.unrecognizedChain': '認識できないチェーン ID です。',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'サーバーが無効な JSON を受け取りました。JSON テキストの解析中にサーバーでエラーが発生しました。',
  'error.rpc.invalidRequest': 'JSON が有効なリクエストオブジェクトではありません。',
  'error.rpc.methodNotFound': 'メソッドが存在しないか、利用できません。',
  'error.rpc.invalidParams': 'RPC メソッドに無効なパラメーターが渡されました。',
  'error.rpc.internal': '内部エラーを受け取りました。',
  'error.rpc.invalidInput': 'パラメーターが不足しているか無効です。',
  'error.rpc.resourceNotFound': '要求されたリソースが見つかりません。',
  'error.rpc.resourceUnavailable': '要求されたリソースは利用できません。',
  'error.rpc.transactionRejected': 'トランザクションの作成に失敗しました。',
  'error.rpc.methodNotSupported': 'このメソッドはサポートされていません。',
  'error.rpc.limitExceeded': 'リクエストが規定の上限を超えています。',
  'error.rpc.versionNotSupported': 'この JSON-RPC プロトコルのバージョンはサポートされていません。',

  'error.unknown': '問題が発生しました',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'ネットワークの応答に時間がかかりすぎています。',
  'error.rpcUnreachable': 'ネットワークに接続できませんでした。',
  'error.invalidRpcResponse': 'ネットワークから解釈できない応答が返されました。',
  'error.invalidProviderResponse': 'ウォレットから解釈できない応答が返されました。',

  // Balance
  'warn.balanceUnavailable': 'Foyer: {network} の残高を取得できませんでした。不明として表示します。',
  'warn.serverBalanceUnavailable':
    'Foyer: サーバーから {network} の残高を取得できませんでした。代わりにネットワークから読み取ります。',
  'warn.basicWithoutNamespace':
    'Foyer: WalletConnect ベーシックモードは {namespace} のネットワークに接続できません。一覧には表示されますが、接続できるウォレットはありません。',
  'warn.adapterWithoutNetworks':
    'Foyer: `networks` に {namespace} のネットワークがないため、{namespace} アダプターは無視されます。',
  'toast.balanceUnavailable': 'トークン残高を取得できません',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'トランザクションを取得できませんでした',
  'error.transactionsAccountRequired': 'accountAddress がないとトランザクションを取得できません',
  'warn.identityUnavailable': 'Foyer: {address} の ID 情報を取得できませんでした。',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'アプリの設定が無効です',
  'alert.invalidAppConfigurationDescription':
    'このオリジンはプロジェクトの許可リストに含まれていません。Foyer サーバーの設定に追加してください。',
  'alert.frameUnavailable': 'アプリの設定が無効です',
  'alert.frameUnavailableDescription':
    '安全なログインフレームが読み込まれませんでした。authFrameUrl と、Foyer サーバーがフレームを配信しているかを確認してください。',
  'alert.sessionExpired': 'セッションの有効期限が切れました',
  'alert.sessionExpiredDescription':
    'サーバーで無効なセッションが見つかりました。このデバイスの日時設定を確認して、もう一度お試しください。',
  'alert.invalidProjectId': 'プロジェクト ID が無効です',
  'alert.invalidProjectIdDescription':
    'Foyer サーバーはこの projectId を認識していません。createFoyer に渡した projectId を確認してください。',
  'alert.toast': '{title}：{description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP ステータスコード: {status}',
  'error.http.network': 'サーバーへのリクエストに失敗しました',
  'error.http.invalidResponse': 'サーバーから予期しない応答が返されました',
  'error.http.invalidResponseDetails': '{path} からの応答が無効です: {reason}',
  'error.chainNotSupported': 'このチェーンはサポートされていません',
  'error.noServer': 'アカウントデータを読み取るための Foyer サーバー（apiUrl）が設定されていません',
  'error.chainNotSupportedDetails':
    'アクティブなネットワーク {caipNetworkId} はサポート対象のチェーンに含まれていません',
  'warn.analyticsDisabled': 'Foyer: getAnalyticsConfig が失敗したため、アナリティクスは無効です。',
  'warn.analyticsFailed': 'Foyer: アナリティクスイベント {event} を送信できませんでした。',

  // Caches
  'warn.cacheUnreadable': 'Foyer: 「{key}」に保存されている読み取れないキャッシュを無視します。',

  // Languages
  'error.invalidLocale': '"fr" や "pt-BR" のような言語タグが必要ですが、「{value}」を受け取りました',
  'warn.localeUnsupported': 'Foyer: 言語 {requested} に対応するカタログがありません。{locale} で表示します。',
  'warn.localeLoadFailed': 'Foyer: {locale} のテキストを読み込めませんでした。{current} のままにします。',
  'warn.viewNotOffered':
    'Foyer: {view} ビューはこのアカウントでは利用できません。代わりにアカウントを表示します。',
  'error.onramp.open': '購入を開始できませんでした。もう一度お試しください。',
  'error.swap.init': 'スワップを初期化できませんでした',
  'error.swap.allowance': '承認額を確認できませんでした',
  'error.swap.approval': '承認トランザクションを作成できませんでした',
  'error.swap.transaction': 'トランザクションを作成できませんでした',
  'error.swap.quote': '見積もりを取得できませんでした。もう一度お試しください。',
  'error.swap.failed': 'トランザクションエラー',
  'swap.invalidAmount': '有効な金額を入力してください',
  'toast.swapApprove': 'ウォレットで上限の引き上げを承認してください',
  'toast.swapConfirm': 'ウォレットで取引を確認してください',
  'toast.swapping': '{from}を{to}にスワップしています',
  'toast.swapped': '{from}を{to}にスワップしました',

  // Spec section 8, issue #31
  'error.tokenPrice': 'ネットワークトークンの価格を取得できませんでした',
  'error.sendTransaction': 'トランザクションを送信できませんでした。もう一度お試しください。',
  'error.incorrectAmount': '金額が正しくありません',
  'error.name.resolve': '名前の解決中にエラーが発生しました',
  'error.name.forAddress': 'アドレスの名前の取得中にエラーが発生しました',
  'error.authAccountNotFound': 'アドレスまたは認証コネクタが見つかりません',
  'error.gasPriceNotSupported': 'このネットワークはガス価格に対応していません',
  'error.swap.noAddress': 'トークンをスワップする元のアドレスが見つかりません。',
  'error.caipNetworkUndefined': 'CaipNetwork が未定義です',
  'error.caipAccountUndefined': 'CaipNetwork または CaipAddress が未定義です',
  'alert.networkNotFound': 'ネットワークが見つかりません',
  'alert.networkNotFoundDescription':
    'このネットワークは createFoyer に渡した `networks` に含まれていません。切り替えるにはそこに追加してください。',
  'alert.socketsTimeout': '接続がタイムアウトしました',
  'alert.socketsTimeoutDescription':
    'WalletConnect リレーに時間内に接続できませんでした。インターネット接続を確認して、もう一度お試しください。',
}
