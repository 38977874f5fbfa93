import type { Catalog } from '../en.js'

/** Arabic (ar): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'لم يتم إعداد معرّف المشروع',
  'alert.projectIdNotConfiguredDescription':
    'حدّد projectId في الخيارات المُمرَّرة إلى createFoyer لتفعيل جميع الميزات.',
  'alert.projectIdConsole':
    'Foyer: الحقل projectId مطلوب. مرِّر `projectId` إلى createFoyer()؛ بعض الميزات معطّلة إلى أن يتم تعيينه.',

  // Options
  'error.invalidOptions': 'خيارات غير صالحة',
  'error.invalidOption': 'الخيار `{path}` غير صالح: {reason}',
  'error.required': 'مطلوب',
  'error.expectedReceived': 'المتوقَّع {expected}، والمُستلَم {received}',
  'error.networksRequired': 'يجب تحديد شبكة واحدة على الأقل في `networks`',
  'error.networkNamespaceMismatch':
    'الشبكة {caipNetworkId} لها chainNamespace بقيمة {chainNamespace}، وهي لا تطابق معرّف شبكة CAIP الخاص بها',
  'error.siweAndSiwx': 'لا يمكن تعيين الخيارين `siweConfig` و`siwx` معًا',
  'error.legalCheckboxUrls':
    'يتطلب `features.legalCheckbox` وجود `termsConditionsUrl` أو `privacyPolicyUrl`: يجب أن يتمكن الزائر من قراءة ما يوافق عليه',
  'error.featureNotBuilt':
    'لا يمكن تفعيل `features.{feature}`: {what} ليس جزءًا من هذا الإصدار من Foyer بعد. احذفه أو اضبطه على false',
  'error.httpUrlRequired': 'المتوقَّع عنوان URL يبدأ بـ http أو https، والمُستلَم {value}',
  'error.networkWithIdNotFound': 'لم يتم العثور على الشبكة ذات المعرّف {id}',
  'error.duplicateAdapter': 'يُسمح بمحوّل واحد فقط لكل نطاق أسماء؛ لدى {namespace} أكثر من محوّل',
  'error.basicWithAdapters':
    '`walletConnect` هو وضع WalletConnect الأساسي لموقع بلا `adapters`: أعطِ الموصل لمحولاتك (`walletConnect` لكل منها) بدلًا من ذلك',
  'error.duplicateNetwork': 'الشبكة {caipNetworkId} مُدرجة أكثر من مرة في `networks`',
  'error.duplicateCustomWallet': 'المحفظة {id} مُدرجة أكثر من مرة في `customWallets`',
  'error.walletLinkRequired':
    'المتوقَّع عنوان URL يبدأ بـ http أو https أو رابط تطبيق مثل "mywallet://"، والمُستلَم {value}',
  'error.walletImageRequired':
    'المتوقَّع عنوان URL يبدأ بـ http أو https أو عنوان data:image، والمُستلَم {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'عنوان CAIP غير صالح',
  'error.invalidCaipAddressDetails':
    'المتوقَّع namespace:chainId:address مع نطاق أسماء معروف، والمُستلَم "{value}"',
  'error.invalidCaipNetworkId': 'معرّف شبكة CAIP غير صالح',
  'error.invalidCaipNetworkIdDetails': 'المتوقَّع namespace:chainId مع نطاق أسماء معروف، والمُستلَم "{value}"',
  'error.invalidChainId': 'قيمة chainId غير صالحة',

  // Connection
  'error.connectorNotFound': 'لم يتم العثور على الموصِّل',
  'error.connectorNotFoundDetails': 'لا يوجد موصِّل بالمعرّف "{connectorId}"',
  'error.adapterNotFound': 'لا يوجد محوّل لنطاق الأسماء {namespace}',
  'error.providerNotFound': 'لم يتم العثور على المزوّد',
  'error.codeLoad': 'تعذّر تنزيل جزء من Foyer. تحقّق من الاتصال ثم حاول مرة أخرى.',
  'error.disconnect': 'تعذّر قطع الاتصال',
  'error.connectionAborted': 'قطعت المحفظة الاتصال قبل اكتمال عملية الربط',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'تعذّر الوصول إلى خادم الترحيل الخاص بـ WalletConnect',
  'error.walletConnectProposalRejected': 'رفضت المحفظة طلب الاتصال',

  // Network (spec section 8)
  'error.networkNotFound': 'لم يتم العثور على الشبكة',
  'error.unsupportedChain': 'شبكة غير مدعومة',
  'error.removeLastNetwork': 'لا يمكن إزالة آخر شبكة في نطاق الأسماء',
  'error.removeAdapterWhileConnected': 'لا يمكن إزالة المحوّل أثناء الاتصال',
  'error.notConnected': 'لا يوجد حساب متصل لنطاق الأسماء {namespace}',
  'network.unknown': 'شبكة غير معروفة',

  // EIP-1193 provider errors
  'error.userRejected': 'رفض المستخدم الطلب.',
  'error.rpcMethodNotAllowed': 'استدعاء RPC المطلوب غير مسموح به',
  'error.name.characters': 'استخدم الأحرف والأرقام والشرطات فقط',
  'error.name.tooShort': 'استخدم 4 أحرف على الأقل',
  'error.name.register': 'حدث خطأ أثناء تسجيل الاسم {name}',
  'error.name.suggestions': 'حدث خطأ أثناء جلب اقتراحات الأسماء',
  'error.frame.load': 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
  'error.frame.unknown': 'حدث خطأ',
  'error.frame.aborted': 'أُلغي الطلب',
  'error.email.invalid': 'أدخل عنوان بريد إلكتروني صالحًا',
  'error.social.popupBlocked':
    'حظر متصفحك نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى',
  'error.social.windowClosed': 'أُغلقت نافذة تسجيل الدخول قبل انتهاء تسجيل الدخول',
  'error.social.accessDenied': 'أُلغي تسجيل الدخول لدى {provider}',
  'error.social.stateExpired': 'استغرق تسجيل الدخول وقتًا طويلًا. حاول مرة أخرى',
  'error.social.stateInvalid': 'تعذر التحقق من تسجيل الدخول. حاول مرة أخرى',
  'error.social.providerError': 'رفض {provider} تسجيل الدخول. حاول مرة أخرى',
  'error.social.providerUnavailable': 'لا يستجيب {provider}. حاول مرة أخرى لاحقًا',
  'error.social.tokenInvalid': 'تعذر التحقق من رد {provider}. حاول مرة أخرى',
  'error.social.deviceMismatch': 'اكتمل تسجيل الدخول في متصفح آخر. حاول مرة أخرى هنا',
  'error.social.timeout': 'استغرق تسجيل الدخول وقتًا طويلًا. حاول مرة أخرى',
  'error.emailLogin.locked': 'رموز خاطئة كثيرة: اطلب رمزًا جديدًا',
  'error.emailLogin.expired': 'انتهت صلاحية هذا الرمز: اطلب رمزًا جديدًا',
  'error.emailUpdate.unchanged': 'هذا هو عنوان بريدك الإلكتروني بالفعل',
  'error.emailUpdate.taken': 'يستخدم حساب آخر عنوان البريد الإلكتروني هذا',
  'error.emailUpdate.throttled':
    'يُرجى المحاولة مجددًا بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'error.emailUpdate.wrongCode': 'الرمز غير صحيح.',
  'error.emailUpdate.locked': 'عدد كبير جدًا من الرموز غير الصحيحة: اطلب رموزًا جديدة',
  'error.emailUpdate.expired': 'انتهت صلاحية هذه الرموز: اطلب رموزًا جديدة',
  'error.emailUpdate.missing': 'تمّت مقاطعة تغيير البريد الإلكتروني: اطلب رموزًا جديدة',
  'error.socialsNeedFrame':
    'يحتاج `features.socials` إلى `authFrameUrl`: يعمل تسجيل الدخول الاجتماعي في إطار تسجيل الدخول الآمن الذي يقدمه خادم Foyer من أصل خاص به',
  'error.emailNeedsFrame':
    'يتطلب `features.email` الخيار `authFrameUrl`: يعمل تسجيل الدخول بالبريد الإلكتروني داخل إطار تسجيل الدخول الآمن الذي يقدّمه خادم Foyer من أصل خاص به',
  'connector.email': 'البريد الإلكتروني',
  'error.siwx.invalidMessage': 'رسالة تسجيل الدخول ليست رسالة EIP-4361 / CAIP-122 صالحة',
  'error.siwx.signatureDeclined': 'تم رفض التوقيع',
  'error.siwx.smartAccount': 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  'error.accountTypeSwitch': 'تعذّر تبديل نوع الحساب: يُستخدم حساب EOA الخاص بك بدلاً منه',
  'error.siwx.init': 'حدثت مشكلة أثناء محاولة بدء المصادقة',
  'error.siwx.verification': 'التوقيع لا يطابق العنوان الذي يسجّل الدخول',
  'error.invalidSendCalls':
    'يحتاج كل استدعاء في wallet_sendCalls إلى حقل `to` يبدأ بـ 0x (وكذلك `data` إن وُجد)',
  'error.requestNotSupported': 'لا يمكن لاتصال المحفظة هذا إرسال الطلبات',
  'error.tx.nonce': 'تم تنفيذ معاملة أخرى من هذا الحساب أولًا. حاول مرة أخرى.',
  'error.tx.fee': 'رسوم الشبكة المعروضة منخفضة جدًا حاليًا. حاول مرة أخرى برسوم أعلى.',
  'error.tx.gas': 'تحتاج المعاملة إلى غاز أكثر مما خُصّص لها، أو أكثر مما تتسع له الكتلة.',
  'error.tx.insufficientFunds': 'لا يوجد رصيد كافٍ لدفع هذه المعاملة ورسوم الشبكة الخاصة بها.',
  'error.tx.reverted': 'رفض العقد هذه المعاملة (تم التراجع عنها).',
  'toast.actionNotAllowed': 'الإجراء غير مسموح به',
  'toast.transactionStarted': 'بدأت المعاملة',
  'toast.checkWallet': 'تحقّق من هاتفك: وافق على الطلب في محفظتك',
  'toast.emailUpdated': 'تم تحديث البريد الإلكتروني',
  'send.invalidAmount': 'أدخل مبلغًا مثل 1.5',
  'send.zeroAmount': 'أدخل مبلغًا أكبر من 0',
  'send.insufficientBalance': 'الرصيد غير كافٍ',
  'send.invalidAddress': 'أدخل عنوانًا صالحًا (0x…) أو اسمًا',
  'send.invalidAddressSolana': 'أدخل عنوان Solana صالحًا أو اسمًا',
  'error.invalidPolkadotAddress': 'هذا ليس عنوان Polkadot صالحًا',
  'send.nameNotFound': 'لم يتم العثور على عنوان لهذا الاسم',
  'send.badChecksum':
    'يحتوي هذا العنوان على خطأ مطبعي: الأحرف الكبيرة فيه لا تطابق المجموع الاختباري (EIP-55)',
  'send.rejected': 'رفضت المحفظة المعاملة',
  'send.notSupported': 'الإرسال غير متاح على هذه الشبكة باستخدام هذه المحفظة',
  'error.unauthorized': 'لم يأذن المستخدم بالطريقة و/أو الحساب المطلوب.',
  'error.unsupportedMethod': 'لا يدعم المزوّد الطريقة المطلوبة.',
  'error.providerDisconnected': 'المزوّد غير متصل بأي شبكة.',
  'error.chainDisconnected': 'المزوّد غير متصل بالشبكة المطلوبة.',
  'error.unrecognizedChain': 'معرّف الشبكة غير معروف.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': 'استلم الخادم JSON غير صالح. حدث خطأ في الخادم أثناء تحليل نص JSON.',
  'error.rpc.invalidRequest': 'JSON ليس كائن طلب صالحًا.',
  'error.rpc.methodNotFound': 'الطريقة غير موجودة / غير متاحة.',
  'error.rpc.invalidParams': 'تم تمرير معلمات غير صالحة إلى طريقة RPC.',
  'error.rpc.internal': 'تم استلام خطأ داخلي.',
  'error.rpc.invalidInput': 'معلمات مفقودة أو غير صالحة.',
  'error.rpc.resourceNotFound': 'لم يتم العثور على المورد المطلوب.',
  'error.rpc.resourceUnavailable': 'المورد المطلوب غير متاح.',
  'error.rpc.transactionRejected': 'فشل إنشاء المعاملة.',
  'error.rpc.methodNotSupported': 'الطريقة غير مدعومة.',
  'error.rpc.limitExceeded': 'يتجاوز الطلب الحد المسموح به.',
  'error.rpc.versionNotSupported': 'إصدار بروتوكول JSON-RPC غير مدعوم.',

  'error.unknown': 'حدث خطأ ما',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'استغرقت الشبكة وقتًا طويلًا للرد.',
  'error.rpcUnreachable': 'تعذّر الوصول إلى الشبكة.',
  'error.invalidRpcResponse': 'أرسلت الشبكة ردًا تعذّر فهمه.',
  'error.invalidProviderResponse': 'أرسلت المحفظة ردًا تعذّر فهمه.',

  // Balance
  'warn.balanceUnavailable': 'Foyer: تعذّر جلب الرصيد على {network}؛ سيُعرض كقيمة غير معروفة.',
  'warn.serverBalanceUnavailable':
    'Foyer: لم يتمكن الخادم من تقديم الرصيد على {network}؛ ستتم قراءته من الشبكة مباشرةً.',
  'warn.basicWithoutNamespace':
    'Foyer: لا يستطيع وضع WalletConnect الأساسي ربط شبكات {namespace}؛ فهي مدرجة لكن لا تربطها أي محفظة.',
  'warn.adapterWithoutNetworks':
    'Foyer: تم تجاهل محوّل {namespace} لأن `networks` لا تحتوي على أي شبكة {namespace}.',
  'toast.balanceUnavailable': 'رصيد الرمز غير متاح',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'تعذّر جلب المعاملات',
  'error.transactionsAccountRequired': 'لا يمكن جلب المعاملات بدون accountAddress',
  'warn.identityUnavailable': 'Foyer: تعذّر جلب هوية {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'إعدادات التطبيق غير صالحة',
  'alert.invalidAppConfigurationDescription':
    'هذا المصدر غير موجود في قائمة السماح الخاصة بالمشروع؛ أضِفه إلى إعدادات خادم Foyer.',
  'alert.frameUnavailable': 'إعدادات التطبيق غير صالحة',
  'alert.frameUnavailableDescription':
    'لم يُحمَّل إطار تسجيل الدخول الآمن. تحقّق من authFrameUrl ومن أن خادم Foyer يقدّم الإطار.',
  'alert.sessionExpired': 'انتهت صلاحية الجلسة',
  'alert.sessionExpiredDescription':
    'تم العثور على جلسة غير صالحة على الخادم. تحقّق من إعدادات الوقت على هذا الجهاز وحاول مرة أخرى.',
  'alert.invalidProjectId': 'معرّف المشروع غير صالح',
  'alert.invalidProjectIdDescription':
    'لا يعرف خادم Foyer قيمة projectId هذه؛ تحقّق من projectId المُمرَّر إلى createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'رمز حالة HTTP: {status}',
  'error.http.network': 'فشل الطلب المُرسَل إلى الخادم',
  'error.http.invalidResponse': 'أرسل الخادم ردًا غير متوقَّع',
  'error.http.invalidResponseDetails': 'رد غير صالح من {path}: {reason}',
  'error.chainNotSupported': 'الشبكة غير مدعومة',
  'error.noServer': 'لم يتم إعداد خادم Foyer (apiUrl) لقراءة بيانات الحساب منه',
  'error.chainNotSupportedDetails': 'الشبكة النشطة {caipNetworkId} ليست ضمن الشبكات المدعومة',
  'warn.analyticsDisabled': 'Foyer: تم تعطيل التحليلات لأن getAnalyticsConfig فشل.',
  'warn.analyticsFailed': 'Foyer: تعذّر إرسال حدث التحليلات {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: تم تجاهل ذاكرة التخزين المؤقت غير القابلة للقراءة المحفوظة تحت "{key}".',

  // Languages
  'error.invalidLocale': 'المتوقَّع رمز لغة مثل "fr" أو "pt-BR"، والمُستلَم "{value}"',
  'warn.localeUnsupported': 'Foyer: لا يوجد كتالوج يطابق اللغة {requested}؛ يتم عرض {locale}.',
  'warn.localeLoadFailed': 'Foyer: تعذّر تحميل نصوص {locale}؛ سيتم الإبقاء على {current}.',
  'warn.viewNotOffered': 'Foyer: العرض {view} غير متاح لهذا الحساب؛ يُعرض الحساب بدلاً منه.',
  'error.onramp.open': 'تعذّر بدء عملية الشراء. حاول مرة أخرى.',
  'error.swap.init': 'تعذّر بدء المبادلة',
  'error.swap.allowance': 'تعذّر التحقق من الإذن',
  'error.swap.approval': 'تعذّر إنشاء معاملة الموافقة',
  'error.swap.transaction': 'تعذّر إنشاء المعاملة',
  'error.swap.quote': 'تعذّر الحصول على عرض سعر. حاول مرة أخرى.',
  'error.swap.failed': 'خطأ في المعاملة',
  'swap.invalidAmount': 'يُرجى إدخال مبلغ صالح',
  'toast.swapApprove': 'وافق على رفع الحد في محفظتك',
  'toast.swapConfirm': 'أكّد المعاملة في محفظتك',
  'toast.swapping': 'جارٍ مبادلة {from} بـ {to}',
  'toast.swapped': 'تمت مبادلة {from} بـ {to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'تعذّر جلب سعر رمز الشبكة',
  'error.sendTransaction': 'تعذّر إرسال المعاملة. يُرجى المحاولة مرة أخرى.',
  'error.incorrectAmount': 'مبلغ غير صحيح',
  'error.name.resolve': 'خطأ في تحليل الاسم',
  'error.name.forAddress': 'خطأ في جلب أسماء العنوان',
  'error.authAccountNotFound': 'لم يُعثر على العنوان أو موصل المصادقة',
  'error.gasPriceNotSupported': 'الشبكة غير مدعومة لسعر الغاز',
  'error.swap.noAddress': 'لم يُعثر على عنوان لمبادلة الرموز منه.',
  'error.caipNetworkUndefined': 'CaipNetwork غير معرّف',
  'error.caipAccountUndefined': 'CaipNetwork أو CaipAddress غير معرّف',
  'alert.networkNotFound': 'الشبكة غير موجودة',
  'alert.networkNotFoundDescription':
    'هذه الشبكة ليست ضمن `networks` الممرَّرة إلى createFoyer؛ أضفها هناك للتبديل إليها.',
  'alert.socketsTimeout': 'انتهت مهلة الاتصال',
  'alert.socketsTimeoutDescription':
    'تعذّر الوصول إلى مُرحِّل WalletConnect في الوقت المحدد. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
}
