import type { Catalog } from '../en.js'

/** Hindi (hi): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
  'alert.projectIdNotConfiguredDescription':
    'सभी सुविधाएँ चालू करने के लिए createFoyer को दिए गए विकल्पों में projectId सेट करें।',
  'alert.projectIdConsole':
    'Foyer: projectId आवश्यक है। createFoyer() को `projectId` दें; इसके सेट होने तक कुछ सुविधाएँ बंद रहेंगी।',

  // Options
  'error.invalidOptions': 'अमान्य विकल्प',
  'error.invalidOption': 'अमान्य विकल्प `{path}`: {reason}',
  'error.required': 'आवश्यक',
  'error.expectedReceived': 'अपेक्षित: {expected}, प्राप्त: {received}',
  'error.networksRequired': '`networks` में कम से कम एक नेटवर्क होना आवश्यक है',
  'error.networkNamespaceMismatch':
    'नेटवर्क {caipNetworkId} का chainNamespace {chainNamespace} है, जो उसकी CAIP नेटवर्क ID से मेल नहीं खाता',
  'error.siweAndSiwx': '`siweConfig` और `siwx` दोनों विकल्प एक साथ सेट नहीं किए जा सकते',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` के लिए `termsConditionsUrl` या `privacyPolicyUrl` आवश्यक है: विज़िटर को यह पढ़ पाना चाहिए कि वह किस बात पर सहमति दे रहा है',
  'error.featureNotBuilt':
    '`features.{feature}` चालू नहीं किया जा सकता: {what} अभी Foyer के इस संस्करण में शामिल नहीं है। इसे छोड़ दें या false पर सेट करें',
  'error.httpUrlRequired': 'http या https URL अपेक्षित था, प्राप्त हुआ: {value}',
  'error.networkWithIdNotFound': 'ID {id} वाला नेटवर्क नहीं मिला',
  'error.duplicateAdapter': 'हर namespace के लिए केवल एक एडैप्टर की अनुमति है; {namespace} के एक से अधिक हैं',
  'error.basicWithAdapters':
    '`walletConnect` बेसिक WalletConnect मोड है, बिना `adapters` वाली साइट के लिए: इसके बजाय कनेक्टर अपने एडैप्टरों को दें (हर एक का `walletConnect`)',
  'error.duplicateNetwork': 'नेटवर्क {caipNetworkId} `networks` में एक से अधिक बार दिया गया है',
  'error.duplicateCustomWallet': 'वॉलेट {id} `customWallets` में एक से अधिक बार दिया गया है',
  'error.walletLinkRequired': 'http या https URL या "mywallet://" जैसा ऐप लिंक अपेक्षित था, प्राप्त हुआ: {value}',
  'error.walletImageRequired': 'http या https URL या data:image URL अपेक्षित था, प्राप्त हुआ: {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'अमान्य CAIP पता',
  'error.invalidCaipAddressDetails':
    'किसी ज्ञात namespace के साथ namespace:chainId:address अपेक्षित था, प्राप्त हुआ "{value}"',
  'error.invalidCaipNetworkId': 'अमान्य CAIP नेटवर्क ID',
  'error.invalidCaipNetworkIdDetails':
    'किसी ज्ञात namespace के साथ namespace:chainId अपेक्षित था, प्राप्त हुआ "{value}"',
  'error.invalidChainId': 'अमान्य chainId',

  // Connection
  'error.connectorNotFound': 'कनेक्टर नहीं मिला',
  'error.connectorNotFoundDetails': 'ID "{connectorId}" वाला कोई कनेक्टर नहीं है',
  'error.adapterNotFound': 'namespace {namespace} के लिए कोई एडैप्टर मौजूद नहीं है',
  'error.providerNotFound': 'प्रोवाइडर नहीं मिला',
  'error.codeLoad': 'Foyer का एक हिस्सा डाउनलोड नहीं हो सका। कनेक्शन जाँचें, फिर दोबारा कोशिश करें।',
  'error.disconnect': 'डिस्कनेक्ट नहीं किया जा सका',
  'error.connectionAborted': 'कनेक्शन पूरा होने से पहले ही वॉलेट डिस्कनेक्ट हो गया',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'WalletConnect रिले तक नहीं पहुँचा जा सका',
  'error.walletConnectProposalRejected': 'वॉलेट ने कनेक्शन अस्वीकार कर दिया',

  // Network (spec section 8)
  'error.networkNotFound': 'नेटवर्क नहीं मिला',
  'error.unsupportedChain': 'असमर्थित चेन',
  'error.removeLastNetwork': 'किसी namespace का अंतिम नेटवर्क हटाया नहीं जा सकता',
  'error.removeAdapterWhileConnected': 'कनेक्ट रहते हुए एडैप्टर हटाया नहीं जा सकता',
  'error.notConnected': 'namespace {namespace} के लिए कोई खाता कनेक्ट नहीं है',
  'network.unknown': 'अज्ञात नेटवर्क',

  // EIP-1193 provider errors
  'error.userRejected': 'उपयोगकर्ता ने अनुरोध अस्वीकार कर दिया।',
  'error.rpcMethodNotAllowed': 'अनुरोधित RPC कॉल की अनुमति नहीं है',
  'error.name.characters': 'केवल अक्षर, संख्याएँ और हाइफ़न उपयोग करें',
  'error.name.tooShort': 'कम से कम 4 वर्ण उपयोग करें',
  'error.name.register': 'नाम {name} रजिस्टर नहीं किया जा सका',
  'error.name.suggestions': 'नाम के सुझाव प्राप्त नहीं किए जा सके',
  'error.frame.load': 'ईमेल लॉगिन घटक लोड नहीं हो सका',
  'error.frame.unknown': 'एक त्रुटि हुई',
  'error.frame.aborted': 'अनुरोध रद्द कर दिया गया',
  'error.email.invalid': 'मान्य ईमेल पता दर्ज करें',
  'error.social.popupBlocked':
    'आपके ब्राउज़र ने लॉगिन विंडो को ब्लॉक कर दिया। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें',
  'error.social.windowClosed': 'लॉगिन पूरा होने से पहले लॉगिन विंडो बंद कर दी गई',
  'error.social.accessDenied': '{provider} पर लॉगिन रद्द कर दिया गया',
  'error.social.stateExpired': 'लॉगिन में बहुत समय लगा। फिर से कोशिश करें',
  'error.social.stateInvalid': 'लॉगिन की पुष्टि नहीं हो सकी। फिर से कोशिश करें',
  'error.social.providerError': '{provider} ने लॉगिन अस्वीकार कर दिया। फिर से कोशिश करें',
  'error.social.providerUnavailable': '{provider} जवाब नहीं दे रहा है। बाद में फिर से कोशिश करें',
  'error.social.tokenInvalid': '{provider} के जवाब की पुष्टि नहीं हो सकी। फिर से कोशिश करें',
  'error.social.deviceMismatch': 'लॉगिन किसी दूसरे ब्राउज़र में पूरा हुआ। यहाँ फिर से कोशिश करें',
  'error.social.timeout': 'लॉगिन में बहुत समय लगा। फिर से कोशिश करें',
  'error.emailLogin.locked': 'बहुत सारे गलत कोड: नया कोड मँगाएँ',
  'error.emailLogin.expired': 'इस कोड की समय-सीमा खत्म हो गई: नया कोड मँगाएँ',
  'error.emailUpdate.unchanged': 'यह पहले से ही आपका ईमेल पता है',
  'error.emailUpdate.taken': 'यह ईमेल पता किसी दूसरे खाते में इस्तेमाल हो रहा है',
  'error.emailUpdate.throttled': 'कृपया {seconds} सेकंड बाद फिर से कोशिश करें',
  'error.emailUpdate.wrongCode': 'कोड गलत है।',
  'error.emailUpdate.locked': 'बहुत सारे गलत कोड: नए कोड का अनुरोध करें',
  'error.emailUpdate.expired': 'इन कोड की समय-सीमा खत्म हो गई है: नए कोड का अनुरोध करें',
  'error.emailUpdate.missing': 'ईमेल बदलने की प्रक्रिया बीच में रुक गई: नए कोड का अनुरोध करें',
  'error.socialsNeedFrame':
    '`features.socials` के लिए `authFrameUrl` ज़रूरी है: सोशल लॉगिन सुरक्षित लॉगिन फ़्रेम में चलता है, जिसे Foyer सर्वर अपने ही origin से देता है',
  'error.emailNeedsFrame':
    '`features.email` के लिए `authFrameUrl` ज़रूरी है: ईमेल लॉगिन सुरक्षित लॉगिन फ़्रेम में चलता है, जिसे Foyer सर्वर अपने अलग origin से देता है',
  'connector.email': 'ईमेल',
  'error.siwx.invalidMessage': 'साइन-इन संदेश मान्य EIP-4361 / CAIP-122 संदेश नहीं है',
  'error.siwx.signatureDeclined': 'हस्ताक्षर अस्वीकार किया गया',
  'error.siwx.smartAccount': 'हो सकता है यह ऐप्लिकेशन स्मार्ट खातों का समर्थन न करता हो',
  'error.accountTypeSwitch': 'खाते का प्रकार नहीं बदला जा सका: इसके बजाय आपके EOA का उपयोग हो रहा है',
  'error.siwx.init': 'प्रमाणीकरण शुरू करते समय कोई समस्या हुई',
  'error.siwx.verification': 'हस्ताक्षर साइन इन करने वाले पते से मेल नहीं खाता',
  'error.invalidSendCalls':
    'wallet_sendCalls की हर कॉल में 0x से शुरू होने वाला `to` (और दिए जाने पर `data`) होना आवश्यक है',
  'error.requestNotSupported': 'यह वॉलेट कनेक्शन अनुरोध नहीं भेज सकता',
  'error.tx.nonce': 'इस खाते का कोई दूसरा लेनदेन पहले हो गया। फिर से प्रयास करें।',
  'error.tx.fee': 'दिया गया नेटवर्क शुल्क अभी बहुत कम है। अधिक शुल्क के साथ फिर से प्रयास करें।',
  'error.tx.gas': 'लेनदेन को दी गई गैस से अधिक गैस चाहिए, या एक ब्लॉक की क्षमता से अधिक।',
  'error.tx.insufficientFunds': 'इस लेनदेन और उसके नेटवर्क शुल्क का भुगतान करने के लिए पर्याप्त धनराशि नहीं है।',
  'error.tx.reverted': 'कॉन्ट्रैक्ट ने इस लेनदेन को अस्वीकार कर दिया (revert हुआ)।',
  'toast.actionNotAllowed': 'इस कार्रवाई की अनुमति नहीं है',
  'toast.transactionStarted': 'लेनदेन शुरू हुआ',
  'toast.checkWallet': 'अपना फ़ोन देखें: अपने वॉलेट में अनुरोध स्वीकृत करें',
  'toast.emailUpdated': 'ईमेल अपडेट हो गया',
  'send.invalidAmount': '1.5 जैसी कोई राशि दर्ज करें',
  'send.zeroAmount': '0 से अधिक राशि दर्ज करें',
  'send.insufficientBalance': 'अपर्याप्त बैलेंस',
  'send.invalidAddress': 'मान्य पता (0x…) या नाम दर्ज करें',
  'send.invalidAddressSolana': 'मान्य Solana पता या नाम दर्ज करें',
  'error.invalidPolkadotAddress': 'यह मान्य Polkadot पता नहीं है',
  'send.nameNotFound': 'इस नाम के लिए कोई पता नहीं मिला',
  'send.badChecksum': 'इस पते में टाइपिंग की गलती है: इसके बड़े अक्षर इसके चेकसम (EIP-55) से मेल नहीं खाते',
  'send.rejected': 'वॉलेट ने लेनदेन अस्वीकार कर दिया',
  'send.notSupported': 'इस वॉलेट से इस नेटवर्क पर भेजना उपलब्ध नहीं है',
  'error.unauthorized': 'अनुरोधित मेथड और/या खाते को उपयोगकर्ता ने अधिकृत नहीं किया है।',
  'error.unsupportedMethod': 'प्रोवाइडर अनुरोधित मेथड का समर्थन नहीं करता।',
  'error.providerDisconnected': 'प्रोवाइडर सभी चेन से डिस्कनेक्ट है।',
  'error.chainDisconnected': 'प्रोवाइडर अनुरोधित चेन से कनेक्ट नहीं है।',
  'error.unrecognizedChain': 'अज्ञात चेन ID।',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': 'सर्वर को अमान्य JSON मिला। JSON टेक्स्ट को पार्स करते समय सर्वर पर कोई त्रुटि हुई।',
  'error.rpc.invalidRequest': 'JSON एक मान्य अनुरोध ऑब्जेक्ट नहीं है।',
  'error.rpc.methodNotFound': 'मेथड मौजूद नहीं है / उपलब्ध नहीं है।',
  'error.rpc.invalidParams': 'RPC मेथड को अमान्य पैरामीटर दिए गए।',
  'error.rpc.internal': 'एक आंतरिक त्रुटि प्राप्त हुई।',
  'error.rpc.invalidInput': 'पैरामीटर अनुपलब्ध या अमान्य हैं।',
  'error.rpc.resourceNotFound': 'अनुरोधित संसाधन नहीं मिला।',
  'error.rpc.resourceUnavailable': 'अनुरोधित संसाधन उपलब्ध नहीं है।',
  'error.rpc.transactionRejected': 'लेनदेन बनाया नहीं जा सका।',
  'error.rpc.methodNotSupported': 'मेथड समर्थित नहीं है।',
  'error.rpc.limitExceeded': 'अनुरोध निर्धारित सीमा से अधिक है।',
  'error.rpc.versionNotSupported': 'JSON-RPC प्रोटोकॉल का यह संस्करण समर्थित नहीं है।',

  'error.unknown': 'कुछ गलत हो गया',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'नेटवर्क ने जवाब देने में बहुत अधिक समय लिया।',
  'error.rpcUnreachable': 'नेटवर्क तक नहीं पहुँचा जा सका।',
  'error.invalidRpcResponse': 'नेटवर्क ने ऐसा जवाब भेजा जिसे समझा नहीं जा सका।',
  'error.invalidProviderResponse': 'वॉलेट ने ऐसा जवाब भेजा जिसे समझा नहीं जा सका।',

  // Balance
  'warn.balanceUnavailable': 'Foyer: {network} पर बैलेंस प्राप्त नहीं किया जा सका; इसे अज्ञात दिखाया जा रहा है।',
  'warn.serverBalanceUnavailable':
    'Foyer: सर्वर {network} पर बैलेंस नहीं दे सका; इसके बजाय इसे नेटवर्क से पढ़ा जा रहा है।',
  'warn.basicWithoutNamespace':
    'Foyer: बेसिक WalletConnect मोड {namespace} नेटवर्क कनेक्ट नहीं कर सकता; वे सूची में हैं, पर कोई वॉलेट उन्हें कनेक्ट नहीं करता।',
  'warn.adapterWithoutNetworks':
    'Foyer: {namespace} एडैप्टर को अनदेखा किया गया है क्योंकि `networks` में कोई {namespace} नेटवर्क नहीं है।',
  'toast.balanceUnavailable': 'टोकन बैलेंस उपलब्ध नहीं है',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'लेनदेन प्राप्त नहीं किए जा सके',
  'error.transactionsAccountRequired': 'accountAddress के बिना लेनदेन प्राप्त नहीं किए जा सकते',
  'warn.identityUnavailable': 'Foyer: {address} की पहचान प्राप्त नहीं की जा सकी।',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'अमान्य ऐप कॉन्फ़िगरेशन',
  'alert.invalidAppConfigurationDescription':
    'यह ओरिजिन प्रोजेक्ट की अनुमति-सूची में नहीं है; इसे Foyer सर्वर कॉन्फ़िगरेशन में जोड़ें।',
  'alert.frameUnavailable': 'अमान्य ऐप कॉन्फ़िगरेशन',
  'alert.frameUnavailableDescription':
    'सुरक्षित लॉगिन फ़्रेम लोड नहीं हुआ। authFrameUrl जाँचें और देखें कि Foyer सर्वर फ़्रेम दे रहा है।',
  'alert.sessionExpired': 'सत्र समाप्त हो गया',
  'alert.sessionExpiredDescription': 'सर्वर पर अमान्य सत्र मिला। इस डिवाइस की समय सेटिंग जाँचें और फिर से प्रयास करें।',
  'alert.invalidProjectId': 'अमान्य प्रोजेक्ट ID',
  'alert.invalidProjectIdDescription':
    'Foyer सर्वर इस projectId को नहीं पहचानता; createFoyer को दिया गया projectId जाँचें।',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'HTTP स्टेटस कोड: {status}',
  'error.http.network': 'सर्वर को भेजा गया अनुरोध विफल रहा',
  'error.http.invalidResponse': 'सर्वर ने अप्रत्याशित जवाब भेजा',
  'error.http.invalidResponseDetails': '{path} से अमान्य जवाब: {reason}',
  'error.chainNotSupported': 'चेन समर्थित नहीं है',
  'error.noServer': 'खाते का डेटा पढ़ने के लिए कोई Foyer सर्वर (apiUrl) कॉन्फ़िगर नहीं है',
  'error.chainNotSupportedDetails': 'सक्रिय नेटवर्क {caipNetworkId} समर्थित चेन में नहीं है',
  'warn.analyticsDisabled': 'Foyer: एनालिटिक्स बंद है क्योंकि getAnalyticsConfig विफल रहा।',
  'warn.analyticsFailed': 'Foyer: एनालिटिक्स इवेंट {event} नहीं भेजा जा सका।',

  // Caches
  'warn.cacheUnreadable': 'Foyer: "{key}" के अंतर्गत सहेजे गए अपठनीय कैश को अनदेखा किया जा रहा है।',

  // Languages
  'error.invalidLocale': '"fr" या "pt-BR" जैसा भाषा टैग अपेक्षित था, प्राप्त हुआ "{value}"',
  'warn.localeUnsupported': 'Foyer: भाषा {requested} से मेल खाने वाला कोई कैटलॉग नहीं है; {locale} दिखाई जा रही है।',
  'warn.localeLoadFailed': 'Foyer: {locale} टेक्स्ट लोड नहीं किए जा सके; {current} ही रखी जा रही है।',
  'warn.viewNotOffered': 'Foyer: {view} दृश्य इस खाते के लिए उपलब्ध नहीं है; इसके बजाय खाता दिखाया जा रहा है।',
  'error.onramp.open': 'ख़रीदारी शुरू नहीं हो सकी। फिर से कोशिश करें।',
  'error.swap.init': 'स्वैप शुरू नहीं हो सका',
  'error.swap.allowance': 'अनुमति की जाँच नहीं हो सकी',
  'error.swap.approval': 'अनुमति लेनदेन नहीं बन सका',
  'error.swap.transaction': 'लेनदेन नहीं बन सका',
  'error.swap.quote': 'कोटेशन नहीं मिल सका। फिर से कोशिश करें।',
  'error.swap.failed': 'लेनदेन में त्रुटि',
  'swap.invalidAmount': 'कृपया मान्य राशि दर्ज करें',
  'toast.swapApprove': 'अपने वॉलेट में सीमा बढ़ाने को मंज़ूरी दें',
  'toast.swapConfirm': 'अपने वॉलेट में लेन-देन की पुष्टि करें',
  'toast.swapping': '{from} को {to} में स्वैप किया जा रहा है',
  'toast.swapped': '{from} को {to} में स्वैप किया गया',

  // Spec section 8, issue #31
  'error.tokenPrice': 'नेटवर्क टोकन की कीमत प्राप्त नहीं की जा सकी',
  'error.sendTransaction': 'लेन-देन नहीं भेजा जा सका। कृपया फिर से प्रयास करें।',
  'error.incorrectAmount': 'गलत राशि',
  'error.name.resolve': 'नाम हल करने में त्रुटि',
  'error.name.forAddress': 'पते के नाम प्राप्त करने में त्रुटि',
  'error.authAccountNotFound': 'पता या ऑथ कनेक्टर नहीं मिला',
  'error.gasPriceNotSupported': 'गैस मूल्य के लिए नेटवर्क समर्थित नहीं है',
  'error.swap.noAddress': 'टोकन स्वैप करने के लिए कोई पता नहीं मिला।',
  'error.caipNetworkUndefined': 'CaipNetwork परिभाषित नहीं है',
  'error.caipAccountUndefined': 'CaipNetwork या CaipAddress परिभाषित नहीं है',
  'alert.networkNotFound': 'नेटवर्क नहीं मिला',
  'alert.networkNotFoundDescription':
    'यह नेटवर्क createFoyer को दिए गए `networks` में नहीं है; इस पर स्विच करने के लिए इसे वहाँ जोड़ें।',
  'alert.socketsTimeout': 'कनेक्शन का समय समाप्त',
  'alert.socketsTimeoutDescription':
    'WalletConnect रिले तक समय पर नहीं पहुँचा जा सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।',
}
