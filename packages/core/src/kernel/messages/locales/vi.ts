import type { Catalog } from '../en.js'

/** Vietnamese (vi): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'Chưa cấu hình Project ID',
  'alert.projectIdNotConfiguredDescription':
    'Hãy đặt projectId trong các tùy chọn truyền vào createFoyer để bật tất cả tính năng.',
  'alert.projectIdConsole':
    'Foyer: projectId là bắt buộc. Hãy truyền `projectId` vào createFoyer(); một số tính năng sẽ bị tắt cho đến khi giá trị này được đặt.',

  // Options
  'error.invalidOptions': 'Tùy chọn không hợp lệ',
  'error.invalidOption': 'Tùy chọn `{path}` không hợp lệ: {reason}',
  'error.required': 'Bắt buộc',
  'error.expectedReceived': 'Cần {expected}, nhận được {received}',
  'error.networksRequired': '`networks` phải có ít nhất một mạng',
  'error.networkNamespaceMismatch':
    'Mạng {caipNetworkId} có chainNamespace {chainNamespace}, không khớp với ID mạng CAIP của nó',
  'error.siweAndSiwx': 'Không thể đặt đồng thời cả hai tùy chọn `siweConfig` và `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` cần `termsConditionsUrl` hoặc `privacyPolicyUrl`: khách truy cập phải đọc được nội dung mà họ đồng ý',
  'error.featureNotBuilt':
    'Không thể bật `features.{feature}`: {what} chưa có trong phiên bản Foyer này. Hãy bỏ tùy chọn này hoặc đặt thành false',
  'error.httpUrlRequired': 'Cần một URL http hoặc https, nhận được {value}',
  'error.networkWithIdNotFound': 'Không tìm thấy mạng có ID {id}',
  'error.duplicateAdapter': 'Mỗi namespace chỉ được có một adapter; {namespace} có nhiều hơn một',
  'error.basicWithAdapters':
    '`walletConnect` là chế độ WalletConnect cơ bản, dành cho trang web không có `adapters`: hãy đưa connector cho các adapter của bạn (`walletConnect` của từng adapter)',
  'error.duplicateNetwork': 'Mạng {caipNetworkId} xuất hiện nhiều lần trong `networks`',
  'error.duplicateCustomWallet': 'Ví {id} xuất hiện nhiều lần trong `customWallets`',
  'error.walletLinkRequired':
    'Cần một URL http hoặc https hoặc liên kết ứng dụng như "mywallet://", nhận được {value}',
  'error.walletImageRequired': 'Cần một URL http hoặc https hoặc URL data:image, nhận được {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Địa chỉ CAIP không hợp lệ',
  'error.invalidCaipAddressDetails':
    'Cần dạng namespace:chainId:address với một namespace đã biết, nhận được "{value}"',
  'error.invalidCaipNetworkId': 'ID mạng CAIP không hợp lệ',
  'error.invalidCaipNetworkIdDetails':
    'Cần dạng namespace:chainId với một namespace đã biết, nhận được "{value}"',
  'error.invalidChainId': 'chainId không hợp lệ',

  // Connection
  'error.connectorNotFound': 'Không tìm thấy connector',
  'error.connectorNotFoundDetails': 'Không có connector nào có id "{connectorId}"',
  'error.adapterNotFound': 'Không có adapter cho namespace {namespace}',
  'error.providerNotFound': 'Không tìm thấy provider',
  'error.codeLoad': 'Không tải được một phần của Foyer. Hãy kiểm tra kết nối rồi thử lại.',
  'error.disconnect': 'Ngắt kết nối thất bại',
  'error.connectionAborted': 'Ví đã ngắt kết nối trước khi quá trình kết nối hoàn tất',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Không thể kết nối tới relay của WalletConnect',
  'error.walletConnectProposalRejected': 'Ví đã từ chối kết nối',

  // Network (spec section 8)
  'error.networkNotFound': 'Không tìm thấy mạng',
  'error.unsupportedChain': 'Chuỗi không được hỗ trợ',
  'error.removeLastNetwork': 'Không thể xóa mạng cuối cùng của một namespace',
  'error.removeAdapterWhileConnected': 'Không thể gỡ adapter khi đang kết nối',
  'error.notConnected': 'Chưa có tài khoản nào được kết nối cho namespace {namespace}',
  'network.unknown': 'Mạng không xác định',

  // EIP-1193 provider errors
  'error.userRejected': 'Người dùng đã từ chối yêu cầu.',
  'error.rpcMethodNotAllowed': 'Lệnh gọi RPC được yêu cầu không được phép',
  'error.name.characters': 'Chỉ dùng chữ cái, chữ số và dấu gạch ngang',
  'error.name.tooShort': 'Dùng ít nhất 4 ký tự',
  'error.name.register': 'Không thể đăng ký tên {name}',
  'error.name.suggestions': 'Không thể tải gợi ý tên',
  'error.frame.load': 'Không thể tải thành phần đăng nhập bằng email',
  'error.frame.unknown': 'Đã xảy ra lỗi',
  'error.frame.aborted': 'Yêu cầu đã bị hủy',
  'error.email.invalid': 'Nhập địa chỉ email hợp lệ',
  'error.social.popupBlocked':
    'Trình duyệt đã chặn cửa sổ đăng nhập. Hãy cho phép cửa sổ bật lên cho trang này và thử lại',
  'error.social.windowClosed': 'Cửa sổ đăng nhập đã bị đóng trước khi đăng nhập xong',
  'error.social.accessDenied': 'Đăng nhập đã bị hủy tại {provider}',
  'error.social.stateExpired': 'Đăng nhập mất quá nhiều thời gian. Hãy thử lại',
  'error.social.stateInvalid': 'Không thể xác minh đăng nhập. Hãy thử lại',
  'error.social.providerError': '{provider} đã từ chối đăng nhập. Hãy thử lại',
  'error.social.providerUnavailable': '{provider} không phản hồi. Hãy thử lại sau',
  'error.social.tokenInvalid': 'Không thể xác minh phản hồi của {provider}. Hãy thử lại',
  'error.social.deviceMismatch': 'Đăng nhập đã hoàn tất trong một trình duyệt khác. Hãy thử lại tại đây',
  'error.social.timeout': 'Đăng nhập mất quá nhiều thời gian. Hãy thử lại',
  'error.emailLogin.locked': 'Nhập sai mã quá nhiều lần: hãy yêu cầu mã mới',
  'error.emailLogin.expired': 'Mã này đã hết hạn: hãy yêu cầu mã mới',
  'error.emailUpdate.unchanged': 'Đây đã là địa chỉ email của bạn',
  'error.emailUpdate.taken': 'Một tài khoản khác đang dùng địa chỉ email này',
  'error.emailUpdate.throttled': 'Vui lòng thử lại sau {seconds} giây',
  'error.emailUpdate.wrongCode': 'Mã không đúng.',
  'error.emailUpdate.locked': 'Nhập sai mã quá nhiều lần: hãy yêu cầu mã mới',
  'error.emailUpdate.expired': 'Các mã này đã hết hạn: hãy yêu cầu mã mới',
  'error.emailUpdate.missing': 'Việc đổi email đã bị gián đoạn: hãy yêu cầu mã mới',
  'error.socialsNeedFrame':
    '`features.socials` cần `authFrameUrl`: đăng nhập mạng xã hội chạy trong khung đăng nhập bảo mật mà máy chủ Foyer phục vụ từ một nguồn gốc riêng',
  'error.emailNeedsFrame':
    '`features.email` cần `authFrameUrl`: đăng nhập bằng email chạy trong khung đăng nhập bảo mật, do máy chủ Foyer phục vụ từ một origin riêng',
  'connector.email': 'Email',
  'error.siwx.invalidMessage': 'Thông điệp đăng nhập không phải là thông điệp EIP-4361 / CAIP-122 hợp lệ',
  'error.siwx.signatureDeclined': 'Đã từ chối ký',
  'error.siwx.smartAccount': 'Ứng dụng này có thể không hỗ trợ tài khoản thông minh (Smart Account)',
  'error.accountTypeSwitch': 'Không thể chuyển loại tài khoản: tài khoản EOA của bạn được dùng thay thế',
  'error.siwx.init': 'Đã xảy ra sự cố khi khởi tạo xác thực',
  'error.siwx.verification': 'Chữ ký không khớp với địa chỉ đang đăng nhập',
  'error.invalidSendCalls':
    'Mỗi lệnh gọi của wallet_sendCalls cần trường `to` bắt đầu bằng 0x (và cả `data`, nếu có)',
  'error.requestNotSupported': 'Kết nối ví này không thể gửi yêu cầu',
  'error.tx.nonce': 'Một giao dịch khác từ tài khoản này đã được xử lý trước. Hãy thử lại.',
  'error.tx.fee': 'Phí mạng đưa ra hiện đang quá thấp. Hãy thử lại với mức phí cao hơn.',
  'error.tx.gas': 'Giao dịch cần nhiều gas hơn mức được cấp, hoặc nhiều hơn sức chứa của một khối.',
  'error.tx.insufficientFunds': 'Không đủ tiền để thanh toán giao dịch này và phí mạng của nó.',
  'error.tx.reverted': 'Hợp đồng đã từ chối giao dịch này (giao dịch bị revert).',
  'toast.actionNotAllowed': 'Thao tác không được phép',
  'toast.transactionStarted': 'Đã bắt đầu giao dịch',
  'toast.checkWallet': 'Kiểm tra điện thoại: hãy chấp thuận yêu cầu trong ví của bạn',
  'toast.emailUpdated': 'Đã cập nhật email',
  'send.invalidAmount': 'Nhập một số lượng, ví dụ 1.5',
  'send.zeroAmount': 'Nhập số lượng lớn hơn 0',
  'send.insufficientBalance': 'Số dư không đủ',
  'send.invalidAddress': 'Nhập địa chỉ hợp lệ (0x…) hoặc một tên',
  'send.invalidAddressSolana': 'Nhập địa chỉ Solana hợp lệ hoặc một tên',
  'error.invalidPolkadotAddress': 'Đây không phải là địa chỉ Polkadot hợp lệ',
  'send.nameNotFound': 'Không tìm thấy địa chỉ cho tên này',
  'send.badChecksum': 'Địa chỉ này bị gõ sai: các chữ in hoa không khớp với checksum của nó (EIP-55)',
  'send.rejected': 'Ví đã từ chối giao dịch',
  'send.notSupported': 'Không thể gửi trên mạng này bằng ví này',
  'error.unauthorized': 'Phương thức và/hoặc tài khoản được yêu cầu chưa được người dùng cấp quyền.',
  'error.unsupportedMethod': 'Provider không hỗ trợ phương thức được yêu cầu.',
  'error.providerDisconnected': 'Provider đã ngắt kết nối khỏi tất cả các chuỗi.',
  'error.chainDisconnected': 'Provider chưa kết nối với chuỗi được yêu cầu.',
  'error.unrecognizedChain': 'Không nhận dạng được ID chuỗi.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'Máy chủ đã nhận được JSON không hợp lệ. Đã xảy ra lỗi trên máy chủ khi phân tích văn bản JSON.',
  'error.rpc.invalidRequest': 'JSON không phải là một đối tượng yêu cầu hợp lệ.',
  'error.rpc.methodNotFound': 'Phương thức không tồn tại / không khả dụng.',
  'error.rpc.invalidParams': 'Tham số truyền cho phương thức RPC không hợp lệ.',
  'error.rpc.internal': 'Đã nhận được lỗi nội bộ.',
  'error.rpc.invalidInput': 'Thiếu tham số hoặc tham số không hợp lệ.',
  'error.rpc.resourceNotFound': 'Không tìm thấy tài nguyên được yêu cầu.',
  'error.rpc.resourceUnavailable': 'Tài nguyên được yêu cầu không khả dụng.',
  'error.rpc.transactionRejected': 'Tạo giao dịch thất bại.',
  'error.rpc.methodNotSupported': 'Phương thức không được hỗ trợ.',
  'error.rpc.limitExceeded': 'Yêu cầu vượt quá giới hạn đã định.',
  'error.rpc.versionNotSupported': 'Phiên bản giao thức JSON-RPC không được hỗ trợ.',

  'error.unknown': 'Đã xảy ra lỗi',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Mạng phản hồi quá lâu.',
  'error.rpcUnreachable': 'Không thể kết nối tới mạng.',
  'error.invalidRpcResponse': 'Mạng đã gửi một phản hồi không thể hiểu được.',
  'error.invalidProviderResponse': 'Ví đã gửi một phản hồi không thể hiểu được.',

  // Balance
  'warn.balanceUnavailable': 'Foyer: không thể lấy số dư trên {network}; hiển thị là không xác định.',
  'warn.serverBalanceUnavailable':
    'Foyer: máy chủ không cung cấp được số dư trên {network}; chuyển sang đọc trực tiếp từ mạng.',
  'warn.basicWithoutNamespace':
    'Foyer: chế độ WalletConnect cơ bản không thể kết nối mạng {namespace}; chúng có trong danh sách nhưng không ví nào kết nối được.',
  'warn.adapterWithoutNetworks':
    'Foyer: adapter {namespace} bị bỏ qua vì `networks` không có mạng {namespace} nào.',
  'toast.balanceUnavailable': 'Số dư token không khả dụng',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Không thể tải giao dịch',
  'error.transactionsAccountRequired': 'Không thể tải giao dịch khi không có accountAddress',
  'warn.identityUnavailable': 'Foyer: không thể lấy danh tính của {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Cấu hình ứng dụng không hợp lệ',
  'alert.invalidAppConfigurationDescription':
    'Origin này không nằm trong danh sách cho phép của dự án; hãy thêm nó vào cấu hình máy chủ Foyer.',
  'alert.frameUnavailable': 'Cấu hình ứng dụng không hợp lệ',
  'alert.frameUnavailableDescription':
    'Khung đăng nhập bảo mật không tải được. Hãy kiểm tra authFrameUrl và máy chủ Foyer có phục vụ khung hay không.',
  'alert.sessionExpired': 'Phiên đã hết hạn',
  'alert.sessionExpiredDescription':
    'Máy chủ phát hiện phiên không hợp lệ. Hãy kiểm tra cài đặt thời gian của thiết bị này rồi thử lại.',
  'alert.invalidProjectId': 'Project ID không hợp lệ',
  'alert.invalidProjectIdDescription':
    'Máy chủ Foyer không nhận ra projectId này; hãy kiểm tra projectId truyền vào createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Mã trạng thái HTTP: {status}',
  'error.http.network': 'Yêu cầu gửi tới máy chủ thất bại',
  'error.http.invalidResponse': 'Máy chủ đã gửi một phản hồi không mong đợi',
  'error.http.invalidResponseDetails': 'Phản hồi không hợp lệ từ {path}: {reason}',
  'error.chainNotSupported': 'Chuỗi không được hỗ trợ',
  'error.noServer': 'Chưa cấu hình máy chủ Foyer (apiUrl) để đọc dữ liệu tài khoản',
  'error.chainNotSupportedDetails':
    'Mạng đang hoạt động {caipNetworkId} không nằm trong các chuỗi được hỗ trợ',
  'warn.analyticsDisabled': 'Foyer: tính năng phân tích đã bị tắt vì getAnalyticsConfig thất bại.',
  'warn.analyticsFailed': 'Foyer: không thể gửi sự kiện phân tích {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: bỏ qua bộ nhớ đệm không đọc được lưu dưới khóa "{key}".',

  // Languages
  'error.invalidLocale': 'Cần một thẻ ngôn ngữ như "fr" hoặc "pt-BR", nhận được "{value}"',
  'warn.localeUnsupported':
    'Foyer: không có danh mục nào khớp với ngôn ngữ {requested}; đang hiển thị {locale}.',
  'warn.localeLoadFailed': 'Foyer: không thể tải văn bản {locale}; giữ nguyên {current}.',
  'warn.viewNotOffered':
    'Foyer: chế độ xem {view} không khả dụng cho tài khoản này; đang hiển thị tài khoản thay thế.',
  'error.onramp.open': 'Không thể bắt đầu giao dịch mua. Hãy thử lại.',
  'error.swap.init': 'Không thể khởi tạo hoán đổi',
  'error.swap.allowance': 'Không thể kiểm tra hạn mức cho phép',
  'error.swap.approval': 'Không thể tạo giao dịch phê duyệt',
  'error.swap.transaction': 'Không thể tạo giao dịch',
  'error.swap.quote': 'Không lấy được báo giá. Hãy thử lại.',
  'error.swap.failed': 'Lỗi giao dịch',
  'swap.invalidAmount': 'Vui lòng nhập số lượng hợp lệ',
  'toast.swapApprove': 'Phê duyệt tăng hạn mức trong ví của bạn',
  'toast.swapConfirm': 'Xác nhận giao dịch trong ví của bạn',
  'toast.swapping': 'Đang hoán đổi {from} sang {to}',
  'toast.swapped': 'Đã hoán đổi {from} sang {to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Không thể lấy giá token của mạng',
  'error.sendTransaction': 'Không thể gửi giao dịch. Vui lòng thử lại.',
  'error.incorrectAmount': 'Số tiền không đúng',
  'error.name.resolve': 'Lỗi khi phân giải tên',
  'error.name.forAddress': 'Lỗi khi lấy tên của địa chỉ',
  'error.authAccountNotFound': 'Không tìm thấy địa chỉ hoặc trình kết nối xác thực',
  'error.gasPriceNotSupported': 'Mạng không hỗ trợ giá gas',
  'error.swap.noAddress': 'Không tìm thấy địa chỉ để hoán đổi token.',
  'error.caipNetworkUndefined': 'CaipNetwork chưa được xác định',
  'error.caipAccountUndefined': 'CaipNetwork hoặc CaipAddress chưa được xác định',
  'alert.networkNotFound': 'Không tìm thấy mạng',
  'alert.networkNotFoundDescription':
    'Mạng này không có trong `networks` truyền vào createFoyer; hãy thêm nó vào đó để chuyển sang.',
  'alert.socketsTimeout': 'Hết thời gian kết nối',
  'alert.socketsTimeoutDescription':
    'Không thể kết nối tới relay WalletConnect kịp thời. Hãy kiểm tra kết nối internet và thử lại.',
}
