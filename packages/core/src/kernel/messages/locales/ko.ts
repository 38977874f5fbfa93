import type { Catalog } from '../en.js'

/** Korean (ko): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': '프로젝트 ID가 설정되지 않았습니다',
  'alert.projectIdNotConfiguredDescription':
    '모든 기능을 사용하려면 createFoyer에 전달하는 옵션에서 projectId를 설정하세요.',
  'alert.projectIdConsole':
    'Foyer: projectId는 필수입니다. createFoyer()에 `projectId`를 전달하세요. 설정하기 전까지 일부 기능이 비활성화됩니다.',

  // Options
  'error.invalidOptions': '잘못된 옵션입니다',
  'error.invalidOption': '잘못된 옵션 `{path}`: {reason}',
  'error.required': '필수 항목입니다',
  'error.expectedReceived': '{expected}이(가) 필요하지만 {received}을(를) 받았습니다',
  'error.networksRequired': '`networks`에 네트워크가 하나 이상 있어야 합니다',
  'error.networkNamespaceMismatch':
    '네트워크 {caipNetworkId}의 chainNamespace가 {chainNamespace}(으)로, CAIP 네트워크 ID와 일치하지 않습니다',
  'error.siweAndSiwx': '`siweConfig`와 `siwx` 옵션을 함께 설정할 수 없습니다',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox`에는 `termsConditionsUrl` 또는 `privacyPolicyUrl`이 필요합니다. 방문자가 동의하는 내용을 읽을 수 있어야 합니다',
  'error.featureNotBuilt':
    '`features.{feature}`을(를) 켤 수 없습니다. {what}은(는) 아직 이 버전의 Foyer에 포함되어 있지 않습니다. 생략하거나 false로 설정하세요',
  'error.httpUrlRequired': 'http 또는 https URL이 필요하지만 {value}을(를) 받았습니다',
  'error.networkWithIdNotFound': 'ID가 {id}인 네트워크를 찾을 수 없습니다',
  'error.duplicateAdapter':
    '네임스페이스당 어댑터는 하나만 허용됩니다. {namespace}에 어댑터가 둘 이상 있습니다',
  'error.basicWithAdapters':
    '`walletConnect`는 `adapters`가 없는 사이트를 위한 기본 WalletConnect 모드입니다. 대신 커넥터를 어댑터(각각의 `walletConnect`)에 전달하세요',
  'error.duplicateNetwork': '네트워크 {caipNetworkId}이(가) `networks`에 중복되어 있습니다',
  'error.duplicateCustomWallet': '지갑 {id}이(가) `customWallets`에 중복되어 있습니다',
  'error.walletLinkRequired':
    'http 또는 https URL이나 "mywallet://" 같은 앱 링크가 필요하지만 {value}을(를) 받았습니다',
  'error.walletImageRequired': 'http 또는 https URL이나 data:image URL이 필요하지만 {value}을(를) 받았습니다',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': '잘못된 CAIP 주소입니다',
  'error.invalidCaipAddressDetails':
    '알려진 네임스페이스를 사용한 namespace:chainId:address 형식이 필요하지만 "{value}"을(를) 받았습니다',
  'error.invalidCaipNetworkId': '잘못된 CAIP 네트워크 ID입니다',
  'error.invalidCaipNetworkIdDetails':
    '알려진 네임스페이스를 사용한 namespace:chainId 형식이 필요하지만 "{value}"을(를) 받았습니다',
  'error.invalidChainId': '잘못된 chainId입니다',

  // Connection
  'error.connectorNotFound': '커넥터를 찾을 수 없습니다',
  'error.connectorNotFoundDetails': 'ID가 "{connectorId}"인 커넥터가 없습니다',
  'error.adapterNotFound': '네임스페이스 {namespace}의 어댑터가 없습니다',
  'error.providerNotFound': '공급자를 찾을 수 없습니다',
  'error.codeLoad': 'Foyer의 일부를 내려받지 못했습니다. 연결을 확인한 뒤 다시 시도하세요.',
  'error.disconnect': '연결을 해제하지 못했습니다',
  'error.connectionAborted': '연결이 완료되기 전에 지갑 연결이 끊어졌습니다',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'WalletConnect 릴레이에 연결할 수 없습니다',
  'error.walletConnectProposalRejected': '지갑에서 연결을 거부했습니다',

  // Network (spec section 8)
  'error.networkNotFound': '네트워크를 찾을 수 없습니다',
  'error.unsupportedChain': '지원되지 않는 체인입니다',
  'error.removeLastNetwork': '네임스페이스의 마지막 네트워크는 제거할 수 없습니다',
  'error.removeAdapterWhileConnected': '연결된 상태에서는 어댑터를 제거할 수 없습니다',
  'error.notConnected': '네임스페이스 {namespace}에 연결된 계정이 없습니다',
  'network.unknown': '알 수 없는 네트워크',

  // EIP-1193 provider errors
  'error.userRejected': '사용자가 요청을 거부했습니다.',
  'error.rpcMethodNotAllowed': '요청한 RPC 호출은 허용되지 않습니다',
  'error.name.characters': '영문자, 숫자, 하이픈만 사용하세요',
  'error.name.tooShort': '4자 이상 입력하세요',
  'error.name.register': '이름 {name}을(를) 등록하는 중 오류가 발생했습니다',
  'error.name.suggestions': '추천 이름을 가져오는 중 오류가 발생했습니다',
  'error.frame.load': '이메일 로그인 구성 요소를 불러올 수 없습니다',
  'error.frame.unknown': '오류가 발생했습니다',
  'error.frame.aborted': '요청이 중단되었습니다',
  'error.email.invalid': '올바른 이메일 주소를 입력하세요',
  'error.social.popupBlocked':
    '브라우저가 로그인 창을 차단했습니다. 이 사이트의 팝업을 허용하고 다시 시도하세요',
  'error.social.windowClosed': '로그인이 끝나기 전에 로그인 창이 닫혔습니다',
  'error.social.accessDenied': '{provider}에서 로그인이 취소되었습니다',
  'error.social.stateExpired': '로그인 시간이 너무 오래 걸렸습니다. 다시 시도하세요',
  'error.social.stateInvalid': '로그인을 확인할 수 없습니다. 다시 시도하세요',
  'error.social.providerError': '{provider}이(가) 로그인을 거부했습니다. 다시 시도하세요',
  'error.social.providerUnavailable': '{provider}이(가) 응답하지 않습니다. 나중에 다시 시도하세요',
  'error.social.tokenInvalid': '{provider}의 응답을 확인할 수 없습니다. 다시 시도하세요',
  'error.social.deviceMismatch': '로그인이 다른 브라우저에서 완료되었습니다. 여기에서 다시 시도하세요',
  'error.social.timeout': '로그인 시간이 너무 오래 걸렸습니다. 다시 시도하세요',
  'error.emailLogin.locked': '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요',
  'error.emailLogin.expired': '코드가 만료되었습니다. 새 코드를 요청하세요',
  'error.emailUpdate.unchanged': '이미 현재 사용 중인 이메일 주소입니다',
  'error.emailUpdate.taken': '다른 계정에서 이 이메일 주소를 사용하고 있습니다',
  'error.emailUpdate.throttled': '{seconds}초 후에 다시 시도하세요',
  'error.emailUpdate.wrongCode': '코드가 올바르지 않습니다.',
  'error.emailUpdate.locked': '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요',
  'error.emailUpdate.expired': '코드가 만료되었습니다. 새 코드를 요청하세요',
  'error.emailUpdate.missing': '이메일 변경이 중단되었습니다. 새 코드를 요청하세요',
  'error.socialsNeedFrame':
    '`features.socials`에는 `authFrameUrl`이 필요합니다. 소셜 로그인은 Foyer 서버가 자체 출처에서 제공하는 보안 로그인 프레임에서 실행됩니다',
  'error.emailNeedsFrame':
    '`features.email`에는 `authFrameUrl`이 필요합니다. 이메일 로그인은 Foyer 서버가 별도 출처에서 제공하는 보안 로그인 프레임에서 실행됩니다',
  'connector.email': '이메일',
  'error.siwx.invalidMessage': '로그인 메시지가 유효한 EIP-4361 / CAIP-122 메시지가 아닙니다',
  'error.siwx.signatureDeclined': '서명이 거부되었습니다',
  'error.siwx.smartAccount': '이 애플리케이션은 스마트 계정을 지원하지 않을 수 있습니다',
  'error.accountTypeSwitch': '계정 유형을 전환할 수 없습니다. 대신 EOA를 사용합니다',
  'error.siwx.init': '인증을 초기화하는 중 문제가 발생했습니다',
  'error.siwx.verification': '서명이 로그인하는 주소와 일치하지 않습니다',
  'error.invalidSendCalls':
    'wallet_sendCalls의 모든 호출에는 0x로 시작하는 `to`(및 지정된 경우 `data`)가 필요합니다',
  'error.requestNotSupported': '이 지갑 연결로는 요청을 보낼 수 없습니다',
  'error.tx.nonce': '이 계정의 다른 트랜잭션이 먼저 처리되었습니다. 다시 시도하세요.',
  'error.tx.fee': '제시한 네트워크 수수료가 현재 너무 낮습니다. 수수료를 높여 다시 시도하세요.',
  'error.tx.gas': '트랜잭션에 필요한 가스가 지정된 양 또는 블록 하나에 담을 수 있는 양보다 많습니다.',
  'error.tx.insufficientFunds': '이 트랜잭션과 네트워크 수수료를 지불할 자금이 부족합니다.',
  'error.tx.reverted': '컨트랙트가 이 트랜잭션을 거부했습니다(되돌려짐).',
  'toast.actionNotAllowed': '허용되지 않는 작업입니다',
  'toast.transactionStarted': '트랜잭션이 시작되었습니다',
  'toast.checkWallet': '휴대폰을 확인하세요. 지갑에서 요청을 승인하세요',
  'toast.emailUpdated': '이메일을 업데이트했습니다',
  'send.invalidAmount': '1.5와 같은 금액을 입력하세요',
  'send.zeroAmount': '0보다 큰 금액을 입력하세요',
  'send.insufficientBalance': '잔액이 부족합니다',
  'send.invalidAddress': '유효한 주소(0x…) 또는 이름을 입력하세요',
  'send.invalidAddressSolana': '유효한 Solana 주소 또는 이름을 입력하세요',
  'error.invalidPolkadotAddress': '유효한 Polkadot 주소가 아닙니다',
  'send.nameNotFound': '이 이름에 해당하는 주소를 찾을 수 없습니다',
  'send.badChecksum': '이 주소에 오타가 있습니다. 대문자가 체크섬(EIP-55)과 일치하지 않습니다',
  'send.rejected': '지갑에서 트랜잭션을 거부했습니다',
  'send.notSupported': '이 지갑으로는 이 네트워크에서 보내기를 사용할 수 없습니다',
  'error.unauthorized': '요청한 메서드 및/또는 계정이 사용자에 의해 승인되지 않았습니다.',
  'error.unsupportedMethod': '공급자가 요청한 메서드를 지원하지 않습니다.',
  'error.providerDisconnected': '공급자가 모든 체인에서 연결 해제되었습니다.',
  'error.chainDisconnected': '공급자가 요청한 체인에 연결되어 있지 않습니다.',
  'error.unrecognizedChain': '인식할 수 없는 체인 ID입니다.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    '서버가 잘못된 JSON을 받았습니다. 서버에서 JSON 텍스트를 구문 분석하는 중 오류가 발생했습니다.',
  'error.rpc.invalidRequest': 'JSON이 유효한 요청 객체가 아닙니다.',
  'error.rpc.methodNotFound': '메서드가 존재하지 않거나 사용할 수 없습니다.',
  'error.rpc.invalidParams': 'RPC 메서드에 잘못된 매개변수가 전달되었습니다.',
  'error.rpc.internal': '내부 오류가 발생했습니다.',
  'error.rpc.invalidInput': '매개변수가 없거나 잘못되었습니다.',
  'error.rpc.resourceNotFound': '요청한 리소스를 찾을 수 없습니다.',
  'error.rpc.resourceUnavailable': '요청한 리소스를 사용할 수 없습니다.',
  'error.rpc.transactionRejected': '트랜잭션을 생성하지 못했습니다.',
  'error.rpc.methodNotSupported': '지원되지 않는 메서드입니다.',
  'error.rpc.limitExceeded': '요청이 정해진 한도를 초과했습니다.',
  'error.rpc.versionNotSupported': '지원되지 않는 JSON-RPC 프로토콜 버전입니다.',

  'error.unknown': '문제가 발생했습니다',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': '네트워크 응답 시간이 너무 오래 걸립니다.',
  'error.rpcUnreachable': '네트워크에 연결할 수 없습니다.',
  'error.invalidRpcResponse': '네트워크에서 이해할 수 없는 응답을 보냈습니다.',
  'error.invalidProviderResponse': '지갑에서 이해할 수 없는 응답을 보냈습니다.',

  // Balance
  'warn.balanceUnavailable': 'Foyer: {network}의 잔액을 가져올 수 없어 알 수 없음으로 표시합니다.',
  'warn.serverBalanceUnavailable':
    'Foyer: 서버에서 {network}의 잔액을 제공하지 못해 대신 네트워크에서 읽어옵니다.',
  'warn.basicWithoutNamespace':
    'Foyer: 기본 WalletConnect 모드는 {namespace} 네트워크를 연결할 수 없습니다. 목록에는 표시되지만 연결하는 지갑이 없습니다.',
  'warn.adapterWithoutNetworks':
    'Foyer: `networks`에 {namespace} 네트워크가 없어 {namespace} 어댑터를 무시합니다.',
  'toast.balanceUnavailable': '토큰 잔액을 확인할 수 없습니다',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': '트랜잭션을 가져오지 못했습니다',
  'error.transactionsAccountRequired': 'accountAddress 없이는 트랜잭션을 가져올 수 없습니다',
  'warn.identityUnavailable': 'Foyer: {address}의 ID 정보를 가져올 수 없습니다.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': '잘못된 앱 구성',
  'alert.invalidAppConfigurationDescription':
    '이 출처는 프로젝트의 허용 목록에 없습니다. Foyer 서버 구성에 추가하세요.',
  'alert.frameUnavailable': '잘못된 앱 구성',
  'alert.frameUnavailableDescription':
    '보안 로그인 프레임을 불러오지 못했습니다. authFrameUrl과 Foyer 서버가 프레임을 제공하는지 확인하세요.',
  'alert.sessionExpired': '세션이 만료되었습니다',
  'alert.sessionExpiredDescription':
    '서버에서 유효하지 않은 세션이 발견되었습니다. 이 기기의 시간 설정을 확인한 후 다시 시도하세요.',
  'alert.invalidProjectId': '잘못된 프로젝트 ID',
  'alert.invalidProjectIdDescription':
    'Foyer 서버에서 이 projectId를 알 수 없습니다. createFoyer에 전달한 projectId를 확인하세요.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP 상태 코드: {status}',
  'error.http.network': '서버에 대한 요청이 실패했습니다',
  'error.http.invalidResponse': '서버에서 예상치 못한 응답을 보냈습니다',
  'error.http.invalidResponseDetails': '{path}의 응답이 잘못되었습니다: {reason}',
  'error.chainNotSupported': '지원되지 않는 체인입니다',
  'error.noServer': '계정 데이터를 읽어올 Foyer 서버(apiUrl)가 구성되지 않았습니다',
  'error.chainNotSupportedDetails': '활성 네트워크 {caipNetworkId}은(는) 지원되는 체인에 없습니다',
  'warn.analyticsDisabled': 'Foyer: getAnalyticsConfig가 실패하여 분석이 비활성화되었습니다.',
  'warn.analyticsFailed': 'Foyer: 분석 이벤트 {event}을(를) 보낼 수 없습니다.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: "{key}"에 저장된 읽을 수 없는 캐시를 무시합니다.',

  // Languages
  'error.invalidLocale': '"fr" 또는 "pt-BR"과 같은 언어 태그가 필요하지만 "{value}"을(를) 받았습니다',
  'warn.localeUnsupported': 'Foyer: 언어 {requested}에 맞는 카탈로그가 없어 {locale}(으)로 표시합니다.',
  'warn.localeLoadFailed': 'Foyer: {locale} 텍스트를 불러올 수 없어 {current}을(를) 유지합니다.',
  'warn.viewNotOffered': 'Foyer: {view} 화면은 이 계정에서 사용할 수 없어 대신 계정을 표시합니다.',
  'error.onramp.open': '구매를 시작할 수 없습니다. 다시 시도하세요.',
  'error.swap.init': '스왑을 시작하지 못했습니다',
  'error.swap.allowance': '허용 한도를 확인하지 못했습니다',
  'error.swap.approval': '승인 트랜잭션을 만들지 못했습니다',
  'error.swap.transaction': '트랜잭션을 만들지 못했습니다',
  'error.swap.quote': '견적을 가져오지 못했습니다. 다시 시도하세요.',
  'error.swap.failed': '트랜잭션 오류',
  'swap.invalidAmount': '올바른 금액을 입력하세요',
  'toast.swapApprove': '지갑에서 한도 증가를 승인하세요',
  'toast.swapConfirm': '지갑에서 거래를 확인하세요',
  'toast.swapping': '{from}을(를) {to}(으)로 스왑하는 중',
  'toast.swapped': '{from}을(를) {to}(으)로 스왑했습니다',

  // Spec section 8, issue #31
  'error.tokenPrice': '네트워크 토큰 가격을 가져오지 못했습니다',
  'error.sendTransaction': '트랜잭션을 보내지 못했습니다. 다시 시도해 주세요.',
  'error.incorrectAmount': '잘못된 금액',
  'error.name.resolve': '이름을 확인하는 중 오류가 발생했습니다',
  'error.name.forAddress': '주소의 이름을 가져오는 중 오류가 발생했습니다',
  'error.authAccountNotFound': '주소 또는 인증 커넥터를 찾을 수 없습니다',
  'error.gasPriceNotSupported': '가스 가격을 지원하지 않는 네트워크입니다',
  'error.swap.noAddress': '토큰을 스왑할 주소를 찾을 수 없습니다.',
  'error.caipNetworkUndefined': 'CaipNetwork가 정의되지 않았습니다',
  'error.caipAccountUndefined': 'CaipNetwork 또는 CaipAddress가 정의되지 않았습니다',
  'alert.networkNotFound': '네트워크를 찾을 수 없음',
  'alert.networkNotFoundDescription':
    '이 네트워크는 createFoyer에 전달한 `networks`에 없습니다. 전환하려면 그곳에 추가하세요.',
  'alert.socketsTimeout': '연결 시간 초과',
  'alert.socketsTimeoutDescription':
    'WalletConnect 릴레이에 제시간에 연결하지 못했습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.',
}
