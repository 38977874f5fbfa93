import type { Catalog } from '../en.js'

/** Turkish (tr): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'Proje Kimliği Yapılandırılmamış',
  'alert.projectIdNotConfiguredDescription':
    'Tüm özellikleri etkinleştirmek için createFoyer’a verilen seçeneklerde bir projectId belirleyin.',
  'alert.projectIdConsole':
    'Foyer: projectId gereklidir. createFoyer() çağrısına `projectId` verin; bu değer ayarlanana kadar bazı özellikler devre dışıdır.',

  // Options
  'error.invalidOptions': 'Geçersiz seçenekler',
  'error.invalidOption': 'Geçersiz seçenek `{path}`: {reason}',
  'error.required': 'Zorunlu',
  'error.expectedReceived': 'Beklenen: {expected}, alınan: {received}',
  'error.networksRequired': '`networks` içinde en az bir ağ bulunmalıdır',
  'error.networkNamespaceMismatch':
    '{caipNetworkId} ağının chainNamespace değeri {chainNamespace}; bu, ağın CAIP ağ kimliğiyle eşleşmiyor',
  'error.siweAndSiwx': '`siweConfig` ve `siwx` seçenekleri aynı anda ayarlanamaz',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` için `termsConditionsUrl` veya `privacyPolicyUrl` gereklidir: ziyaretçi neyi kabul ettiğini okuyabilmelidir',
  'error.featureNotBuilt':
    '`features.{feature}` etkinleştirilemez: {what} henüz Foyer’ın bu sürümünde yok. Bu seçeneği kaldırın veya false olarak ayarlayın',
  'error.httpUrlRequired': 'http veya https URL’si bekleniyordu, alınan: {value}',
  'error.networkWithIdNotFound': '{id} kimliğine sahip ağ bulunamadı',
  'error.duplicateAdapter':
    'Her ad alanı için yalnızca bir adaptöre izin verilir; {namespace} için birden fazla adaptör var',
  'error.basicWithAdapters':
    '`walletConnect`, `adapters` içermeyen bir site için temel WalletConnect modudur: bunun yerine bağlayıcıyı adaptörlerinize verin (her birinin `walletConnect` seçeneği)',
  'error.duplicateNetwork': '{caipNetworkId} ağı `networks` içinde birden fazla kez listelenmiş',
  'error.duplicateCustomWallet': '{id} cüzdanı `customWallets` içinde birden fazla kez listelenmiş',
  'error.walletLinkRequired':
    'http veya https URL’si ya da "mywallet://" gibi bir uygulama bağlantısı bekleniyordu, alınan: {value}',
  'error.walletImageRequired': 'http veya https URL’si ya da data:image URL’si bekleniyordu, alınan: {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Geçersiz CAIP adresi',
  'error.invalidCaipAddressDetails':
    'Bilinen bir ad alanıyla namespace:chainId:address bekleniyordu, alınan: "{value}"',
  'error.invalidCaipNetworkId': 'Geçersiz CAIP ağ kimliği',
  'error.invalidCaipNetworkIdDetails':
    'Bilinen bir ad alanıyla namespace:chainId bekleniyordu, alınan: "{value}"',
  'error.invalidChainId': 'Geçersiz chainId',

  // Connection
  'error.connectorNotFound': 'Bağlayıcı bulunamadı',
  'error.connectorNotFoundDetails': '"{connectorId}" kimliğine sahip bağlayıcı yok',
  'error.adapterNotFound': '{namespace} ad alanı için adaptör yok',
  'error.providerNotFound': 'Sağlayıcı bulunamadı',
  'error.codeLoad': 'Foyer’ın bir bölümü indirilemedi. Bağlantıyı kontrol edip yeniden deneyin.',
  'error.disconnect': 'Bağlantı kesilemedi',
  'error.connectionAborted': 'Cüzdan, bağlantı tamamlanmadan önce bağlantıyı kesti',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'WalletConnect aktarma sunucusuna ulaşılamadı',
  'error.walletConnectProposalRejected': 'Cüzdan bağlantıyı reddetti',

  // Network (spec section 8)
  'error.networkNotFound': 'Ağ bulunamadı',
  'error.unsupportedChain': 'Desteklenmeyen zincir',
  'error.removeLastNetwork': 'Bir ad alanının son ağı kaldırılamaz',
  'error.removeAdapterWhileConnected': 'Bağlıyken adaptör kaldırılamaz',
  'error.notConnected': '{namespace} ad alanı için bağlı hesap yok',
  'network.unknown': 'Bilinmeyen Ağ',

  // EIP-1193 provider errors
  'error.userRejected': 'Kullanıcı isteği reddetti.',
  'error.rpcMethodNotAllowed': 'İstenen RPC çağrısına izin verilmiyor',
  'error.name.characters': 'Yalnızca harf, rakam ve kısa çizgi kullanın',
  'error.name.tooShort': 'En az 4 karakter kullanın',
  'error.name.register': '{name} adı kaydedilemedi',
  'error.name.suggestions': 'Ad önerileri alınamadı',
  'error.frame.load': 'E-posta ile giriş bileşeni yüklenemedi',
  'error.frame.unknown': 'Bir hata oluştu',
  'error.frame.aborted': 'İstek iptal edildi',
  'error.email.invalid': 'Geçerli bir e-posta adresi girin',
  'error.social.popupBlocked':
    'Tarayıcınız giriş penceresini engelledi. Bu site için açılır pencerelere izin verin ve tekrar deneyin',
  'error.social.windowClosed': 'Giriş penceresi, giriş tamamlanmadan kapatıldı',
  'error.social.accessDenied': 'Giriş {provider} üzerinde iptal edildi',
  'error.social.stateExpired': 'Giriş çok uzun sürdü. Tekrar deneyin',
  'error.social.stateInvalid': 'Giriş doğrulanamadı. Tekrar deneyin',
  'error.social.providerError': '{provider} girişi reddetti. Tekrar deneyin',
  'error.social.providerUnavailable': '{provider} yanıt vermiyor. Daha sonra tekrar deneyin',
  'error.social.tokenInvalid': '{provider} yanıtı doğrulanamadı. Tekrar deneyin',
  'error.social.deviceMismatch': 'Giriş başka bir tarayıcıda tamamlandı. Burada tekrar deneyin',
  'error.social.timeout': 'Giriş çok uzun sürdü. Tekrar deneyin',
  'error.emailLogin.locked': 'Çok fazla yanlış kod: yeni bir kod isteyin',
  'error.emailLogin.expired': 'Bu kodun süresi doldu: yeni bir kod isteyin',
  'error.emailUpdate.unchanged': 'Bu zaten e-posta adresiniz',
  'error.emailUpdate.taken': 'Bu e-posta adresini başka bir hesap kullanıyor',
  'error.emailUpdate.throttled': 'Lütfen {seconds} saniye sonra tekrar deneyin',
  'error.emailUpdate.wrongCode': 'Kod yanlış.',
  'error.emailUpdate.locked': 'Çok fazla yanlış kod girildi: yeni kodlar isteyin',
  'error.emailUpdate.expired': 'Bu kodların süresi doldu: yeni kodlar isteyin',
  'error.emailUpdate.missing': 'E-posta değişikliği yarıda kaldı: yeni kodlar isteyin',
  'error.socialsNeedFrame':
    '`features.socials` için `authFrameUrl` gerekir: sosyal giriş, Foyer sunucusunun kendi kaynağından sunduğu güvenli giriş çerçevesinde çalışır',
  'error.emailNeedsFrame':
    '`features.email` için `authFrameUrl` gerekir: e-posta ile giriş, Foyer sunucusunun kendi kaynağından sunduğu güvenli giriş çerçevesinde çalışır',
  'connector.email': 'E-posta',
  'error.siwx.invalidMessage': 'Giriş mesajı geçerli bir EIP-4361 / CAIP-122 mesajı değil',
  'error.siwx.signatureDeclined': 'İmza reddedildi',
  'error.siwx.smartAccount': 'Bu uygulama Akıllı Hesapları desteklemiyor olabilir',
  'error.accountTypeSwitch': 'Hesap türü değiştirilemedi: bunun yerine EOA hesabınız kullanılıyor',
  'error.siwx.init': 'Kimlik doğrulama başlatılmaya çalışılırken bir sorun oluştu',
  'error.siwx.verification': 'İmza, giriş yapan adresle eşleşmiyor',
  'error.invalidSendCalls':
    'wallet_sendCalls’un her çağrısı 0x önekli bir `to` (ve verilmişse `data`) gerektirir',
  'error.requestNotSupported': 'Bu cüzdan bağlantısı istek gönderemez',
  'error.tx.nonce': 'Bu hesaptan başka bir işlem önce gerçekleşti. Tekrar deneyin.',
  'error.tx.fee': 'Önerilen ağ ücreti şu anda çok düşük. Daha yüksek bir ücretle tekrar deneyin.',
  'error.tx.gas': 'İşlem, kendisine verilenden veya bir bloğun alabileceğinden daha fazla gas gerektiriyor.',
  'error.tx.insufficientFunds': 'Bu işlemi ve ağ ücretini ödemek için yeterli bakiye yok.',
  'error.tx.reverted': 'Sözleşme bu işlemi reddetti (revert edildi).',
  'toast.actionNotAllowed': 'İşleme izin verilmiyor',
  'toast.transactionStarted': 'İşlem başlatıldı',
  'toast.checkWallet': 'Telefonunuzu kontrol edin: isteği cüzdanınızda onaylayın',
  'toast.emailUpdated': 'E-posta adresi güncellendi',
  'send.invalidAmount': '1.5 gibi bir tutar girin',
  'send.zeroAmount': '0’dan büyük bir tutar girin',
  'send.insufficientBalance': 'Yetersiz bakiye',
  'send.invalidAddress': 'Geçerli bir adres (0x…) veya ad girin',
  'send.invalidAddressSolana': 'Geçerli bir Solana adresi veya ad girin',
  'error.invalidPolkadotAddress': 'Bu geçerli bir Polkadot adresi değil',
  'send.nameNotFound': 'Bu ad için adres bulunamadı',
  'send.badChecksum':
    'Bu adreste bir yazım hatası var: büyük harfleri sağlama toplamıyla (EIP-55) eşleşmiyor',
  'send.rejected': 'Cüzdan işlemi reddetti',
  'send.notSupported': 'Bu cüzdanla bu ağda gönderim yapılamıyor',
  'error.unauthorized': 'İstenen yöntem ve/veya hesap kullanıcı tarafından yetkilendirilmedi.',
  'error.unsupportedMethod': 'Sağlayıcı istenen yöntemi desteklemiyor.',
  'error.providerDisconnected': 'Sağlayıcının tüm zincirlerle bağlantısı kesildi.',
  'error.chainDisconnected': 'Sağlayıcı istenen zincire bağlı değil.',
  'error.unrecognizedChain': 'Tanınmayan zincir kimliği.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': 'Sunucu geçersiz JSON aldı. JSON metni ayrıştırılırken sunucuda bir hata oluştu.',
  'error.rpc.invalidRequest': 'JSON geçerli bir istek nesnesi değil.',
  'error.rpc.methodNotFound': 'Yöntem mevcut değil veya kullanılamıyor.',
  'error.rpc.invalidParams': 'RPC yöntemine geçersiz parametreler verildi.',
  'error.rpc.internal': 'Dahili bir hata alındı.',
  'error.rpc.invalidInput': 'Eksik veya geçersiz parametreler.',
  'error.rpc.resourceNotFound': 'İstenen kaynak bulunamadı.',
  'error.rpc.resourceUnavailable': 'İstenen kaynak kullanılamıyor.',
  'error.rpc.transactionRejected': 'İşlem oluşturulamadı.',
  'error.rpc.methodNotSupported': 'Yöntem desteklenmiyor.',
  'error.rpc.limitExceeded': 'İstek tanımlı sınırı aşıyor.',
  'error.rpc.versionNotSupported': 'JSON-RPC protokolünün bu sürümü desteklenmiyor.',

  'error.unknown': 'Bir şeyler ters gitti',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'Ağ çok geç yanıt verdi.',
  'error.rpcUnreachable': 'Ağa ulaşılamadı.',
  'error.invalidRpcResponse': 'Ağ, anlaşılamayan bir yanıt gönderdi.',
  'error.invalidProviderResponse': 'Cüzdan, anlaşılamayan bir yanıt gönderdi.',

  // Balance
  'warn.balanceUnavailable': 'Foyer: {network} üzerindeki bakiye alınamadı; bilinmiyor olarak gösteriliyor.',
  'warn.serverBalanceUnavailable':
    'Foyer: sunucu {network} üzerindeki bakiyeyi veremedi; bakiye bunun yerine doğrudan ağdan okunuyor.',
  'warn.basicWithoutNamespace':
    'Foyer: temel WalletConnect modu {namespace} ağlarını bağlayamaz; listelenirler ama hiçbir cüzdan onları bağlamaz.',
  'warn.adapterWithoutNetworks':
    'Foyer: `networks` içinde {namespace} ağı olmadığı için {namespace} adaptörü yok sayılıyor.',
  'toast.balanceUnavailable': 'Token Bakiyesi Kullanılamıyor',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'İşlemler alınamadı',
  'error.transactionsAccountRequired': 'accountAddress olmadan işlemler alınamaz',
  'warn.identityUnavailable': 'Foyer: {address} adresinin kimlik bilgileri alınamadı.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Geçersiz Uygulama Yapılandırması',
  'alert.invalidAppConfigurationDescription':
    'Bu kaynak (origin) projenin izin listesinde değil; onu Foyer sunucu yapılandırmasına ekleyin.',
  'alert.frameUnavailable': 'Geçersiz Uygulama Yapılandırması',
  'alert.frameUnavailableDescription':
    'Güvenli giriş çerçevesi yüklenmedi. authFrameUrl değerini ve Foyer sunucusunun çerçeveyi sunduğunu kontrol edin.',
  'alert.sessionExpired': 'Oturumun Süresi Doldu',
  'alert.sessionExpiredDescription':
    'Sunucuda geçersiz bir oturum bulundu. Bu cihazın saat ayarlarını kontrol edip tekrar deneyin.',
  'alert.invalidProjectId': 'Geçersiz Proje Kimliği',
  'alert.invalidProjectIdDescription':
    'Foyer sunucusu bu projectId’yi tanımıyor; createFoyer’a verilen projectId’yi kontrol edin.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP durum kodu: {status}',
  'error.http.network': 'Sunucuya yapılan istek başarısız oldu',
  'error.http.invalidResponse': 'Sunucu beklenmeyen bir yanıt gönderdi',
  'error.http.invalidResponseDetails': '{path} kaynağından geçersiz yanıt: {reason}',
  'error.chainNotSupported': 'Zincir desteklenmiyor',
  'error.noServer': 'Hesap verilerinin okunacağı bir Foyer sunucusu (apiUrl) yapılandırılmamış',
  'error.chainNotSupportedDetails': 'Etkin ağ {caipNetworkId}, desteklenen zincirler arasında değil',
  'warn.analyticsDisabled': 'Foyer: getAnalyticsConfig başarısız olduğu için analiz devre dışı.',
  'warn.analyticsFailed': 'Foyer: {event} analiz olayı gönderilemedi.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: "{key}" altında saklanan okunamayan önbellek yok sayılıyor.',

  // Languages
  'error.invalidLocale': '"fr" veya "pt-BR" gibi bir dil etiketi bekleniyordu, alınan: "{value}"',
  'warn.localeUnsupported': 'Foyer: {requested} diliyle eşleşen katalog yok; {locale} gösteriliyor.',
  'warn.localeLoadFailed': 'Foyer: {locale} metinleri yüklenemedi; {current} korunuyor.',
  'warn.viewNotOffered':
    'Foyer: {view} görünümü bu hesap için kullanılamıyor; bunun yerine hesap gösteriliyor.',
  'error.onramp.open': 'Satın alma başlatılamadı. Tekrar deneyin.',
  'error.swap.init': 'Takas başlatılamadı',
  'error.swap.allowance': 'Harcama izni kontrol edilemedi',
  'error.swap.approval': 'Onay işlemi oluşturulamadı',
  'error.swap.transaction': 'İşlem oluşturulamadı',
  'error.swap.quote': 'Fiyat teklifi alınamadı. Tekrar deneyin.',
  'error.swap.failed': 'İşlem hatası',
  'swap.invalidAmount': 'Geçerli bir tutar girin',
  'toast.swapApprove': 'Limit artışını cüzdanınızda onaylayın',
  'toast.swapConfirm': 'İşlemi cüzdanınızda onaylayın',
  'toast.swapping': '{from} → {to} takas ediliyor',
  'toast.swapped': '{from} → {to} takas edildi',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Ağ token fiyatı alınamadı',
  'error.sendTransaction': 'İşlem gönderilemedi. Lütfen tekrar deneyin.',
  'error.incorrectAmount': 'Hatalı tutar',
  'error.name.resolve': 'Ad çözümlenirken hata oluştu',
  'error.name.forAddress': 'Adresin adları alınırken hata oluştu',
  'error.authAccountNotFound': 'Adres veya kimlik doğrulama bağlayıcısı bulunamadı',
  'error.gasPriceNotSupported': 'Ağ, gaz fiyatı için desteklenmiyor',
  'error.swap.noAddress': 'Tokenların takas edileceği adres bulunamadı.',
  'error.caipNetworkUndefined': 'CaipNetwork tanımsız',
  'error.caipAccountUndefined': 'CaipNetwork veya CaipAddress tanımsız',
  'alert.networkNotFound': 'Ağ bulunamadı',
  'alert.networkNotFoundDescription':
    'Bu ağ, createFoyer’a verilen `networks` içinde değil; ona geçmek için oraya ekleyin.',
  'alert.socketsTimeout': 'Bağlantı zaman aşımına uğradı',
  'alert.socketsTimeoutDescription':
    'WalletConnect aktarıcısına zamanında ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
}
