import type { Catalog } from '../en.js'

/** Hebrew (he): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'מזהה הפרויקט לא הוגדר',
  'alert.projectIdNotConfiguredDescription':
    'יש להגדיר projectId באפשרויות שמועברות ל-createFoyer כדי להפעיל את כל התכונות.',
  'alert.projectIdConsole':
    'Foyer: השדה projectId הוא חובה. יש להעביר `projectId` ל-createFoyer(); חלק מהתכונות מושבתות עד שהוא יוגדר.',

  // Options
  'error.invalidOptions': 'אפשרויות לא תקינות',
  'error.invalidOption': 'האפשרות `{path}` לא תקינה: {reason}',
  'error.required': 'שדה חובה',
  'error.expectedReceived': 'צפוי: {expected}, התקבל: {received}',
  'error.networksRequired': 'נדרשת לפחות רשת אחת ב-`networks`',
  'error.networkNamespaceMismatch':
    'לרשת {caipNetworkId} יש chainNamespace {chainNamespace}, שאינו תואם את מזהה רשת ה-CAIP שלה',
  'error.siweAndSiwx': 'לא ניתן להגדיר גם את `siweConfig` וגם את `siwx`',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` דורש `termsConditionsUrl` או `privacyPolicyUrl`: המבקר צריך להיות מסוגל לקרוא למה הוא מסכים',
  'error.featureNotBuilt':
    'לא ניתן להפעיל את `features.{feature}`: {what} עדיין אינו חלק מגרסה זו של Foyer. יש להשמיט אותו או להגדיר אותו כ-false',
  'error.httpUrlRequired': 'צפויה כתובת URL מסוג http או https, התקבל: {value}',
  'error.networkWithIdNotFound': 'הרשת עם המזהה {id} לא נמצאה',
  'error.duplicateAdapter': 'מותר מתאם אחד בלבד לכל מרחב שמות; ל-{namespace} יש יותר מאחד',
  'error.basicWithAdapters':
    '`walletConnect` הוא מצב WalletConnect הבסיסי, לאתר ללא `adapters`: העבירו את המחבר למתאמים שלכם (`walletConnect` של כל אחד) במקום זאת',
  'error.duplicateNetwork': 'הרשת {caipNetworkId} מופיעה יותר מפעם אחת ב-`networks`',
  'error.duplicateCustomWallet': 'הארנק {id} מופיע יותר מפעם אחת ב-`customWallets`',
  'error.walletLinkRequired':
    'צפויה כתובת URL מסוג http או https או קישור לאפליקציה כמו "mywallet://", התקבל: {value}',
  'error.walletImageRequired': 'צפויה כתובת URL מסוג http או https או כתובת data:image, התקבל: {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'כתובת CAIP לא תקינה',
  'error.invalidCaipAddressDetails': 'צפוי namespace:chainId:address עם מרחב שמות מוכר, התקבל: "{value}"',
  'error.invalidCaipNetworkId': 'מזהה רשת CAIP לא תקין',
  'error.invalidCaipNetworkIdDetails': 'צפוי namespace:chainId עם מרחב שמות מוכר, התקבל: "{value}"',
  'error.invalidChainId': 'ערך chainId לא תקין',

  // Connection
  'error.connectorNotFound': 'המחבר לא נמצא',
  'error.connectorNotFoundDetails': 'אין מחבר עם המזהה "{connectorId}"',
  'error.adapterNotFound': 'אין מתאם למרחב השמות {namespace}',
  'error.providerNotFound': 'הספק לא נמצא',
  'error.codeLoad': 'לא ניתן היה להוריד חלק מ-Foyer. בדקו את החיבור ונסו שוב.',
  'error.disconnect': 'הניתוק נכשל',
  'error.connectionAborted': 'הארנק התנתק לפני שהחיבור הושלם',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'לא ניתן להתחבר לשרת הממסר של WalletConnect',
  'error.walletConnectProposalRejected': 'הארנק דחה את החיבור',

  // Network (spec section 8)
  'error.networkNotFound': 'הרשת לא נמצאה',
  'error.unsupportedChain': 'רשת לא נתמכת',
  'error.removeLastNetwork': 'לא ניתן להסיר את הרשת האחרונה של מרחב שמות',
  'error.removeAdapterWhileConnected': 'לא ניתן להסיר מתאם בזמן שהוא מחובר',
  'error.notConnected': 'אין חשבון מחובר עבור מרחב השמות {namespace}',
  'network.unknown': 'רשת לא ידועה',

  // EIP-1193 provider errors
  'error.userRejected': 'המשתמש דחה את הבקשה.',
  'error.rpcMethodNotAllowed': 'קריאת ה-RPC המבוקשת אינה מותרת',
  'error.name.characters': 'יש להשתמש באותיות, ספרות ומקפים בלבד',
  'error.name.tooShort': 'יש להשתמש ב-4 תווים לפחות',
  'error.name.register': 'שגיאה ברישום השם {name}',
  'error.name.suggestions': 'שגיאה בטעינת הצעות לשמות',
  'error.frame.load': 'לא ניתן לטעון את רכיב ההתחברות בדוא״ל',
  'error.frame.unknown': 'אירעה שגיאה',
  'error.frame.aborted': 'הבקשה בוטלה',
  'error.email.invalid': 'יש להזין כתובת אימייל תקינה',
  'error.social.popupBlocked': 'הדפדפן חסם את חלון ההתחברות. אפשרו חלונות קופצים לאתר הזה ונסו שוב',
  'error.social.windowClosed': 'חלון ההתחברות נסגר לפני שההתחברות הסתיימה',
  'error.social.accessDenied': 'ההתחברות בוטלה ב-{provider}',
  'error.social.stateExpired': 'ההתחברות ארכה זמן רב מדי. נסו שוב',
  'error.social.stateInvalid': 'לא ניתן היה לאמת את ההתחברות. נסו שוב',
  'error.social.providerError': '{provider} דחה את ההתחברות. נסו שוב',
  'error.social.providerUnavailable': '{provider} אינו מגיב. נסו שוב מאוחר יותר',
  'error.social.tokenInvalid': 'לא ניתן היה לאמת את התשובה של {provider}. נסו שוב',
  'error.social.deviceMismatch': 'ההתחברות הושלמה בדפדפן אחר. נסו שוב כאן',
  'error.social.timeout': 'ההתחברות ארכה זמן רב מדי. נסו שוב',
  'error.emailLogin.locked': 'יותר מדי קודים שגויים: יש לבקש קוד חדש',
  'error.emailLogin.expired': 'תוקף הקוד פג: יש לבקש קוד חדש',
  'error.emailUpdate.unchanged': 'זו כבר כתובת האימייל שלך',
  'error.emailUpdate.taken': 'חשבון אחר משתמש בכתובת האימייל הזו',
  'error.emailUpdate.throttled': 'יש לנסות שוב בעוד {seconds} שניות',
  'error.emailUpdate.wrongCode': 'הקוד שגוי.',
  'error.emailUpdate.locked': 'יותר מדי קודים שגויים: יש לבקש קודים חדשים',
  'error.emailUpdate.expired': 'תוקף הקודים פג: יש לבקש קודים חדשים',
  'error.emailUpdate.missing': 'החלפת האימייל הופסקה: יש לבקש קודים חדשים',
  'error.socialsNeedFrame':
    '`features.socials` דורש `authFrameUrl`: ההתחברות החברתית פועלת במסגרת ההתחברות המאובטחת, ששרת Foyer מגיש ממקור משלו',
  'error.emailNeedsFrame':
    '`features.email` דורש `authFrameUrl`: ההתחברות באימייל פועלת במסגרת ההתחברות המאובטחת, ששרת Foyer מגיש ממקור משלו',
  'connector.email': 'אימייל',
  'error.siwx.invalidMessage': 'הודעת ההתחברות אינה הודעת EIP-4361 / CAIP-122 תקינה',
  'error.siwx.signatureDeclined': 'החתימה נדחתה',
  'error.siwx.smartAccount': 'ייתכן שהאפליקציה הזו אינה תומכת בחשבונות חכמים',
  'error.accountTypeSwitch': 'לא ניתן היה להחליף את סוג החשבון: במקום זאת נעשה שימוש ב-EOA שלך',
  'error.siwx.init': 'אירעה בעיה בניסיון להפעיל את האימות',
  'error.siwx.verification': 'החתימה אינה תואמת את הכתובת שמתחברת',
  'error.invalidSendCalls': 'כל קריאה ב-wallet_sendCalls צריכה `to` שמתחיל ב-0x (וגם `data`, אם הוא קיים)',
  'error.requestNotSupported': 'חיבור הארנק הזה אינו יכול לשלוח בקשות',
  'error.tx.nonce': 'עסקה אחרת מהחשבון הזה בוצעה קודם. יש לנסות שוב.',
  'error.tx.fee': 'עמלת הרשת שהוצעה נמוכה מדי כרגע. יש לנסות שוב עם עמלה גבוהה יותר.',
  'error.tx.gas': 'העסקה צריכה יותר גז ממה שהוקצה לה, או יותר ממה שבלוק יכול להכיל.',
  'error.tx.insufficientFunds': 'אין מספיק כספים כדי לשלם על העסקה הזו ועל עמלת הרשת שלה.',
  'error.tx.reverted': 'החוזה דחה את העסקה הזו (היא בוטלה).',
  'toast.actionNotAllowed': 'הפעולה אינה מותרת',
  'toast.transactionStarted': 'העסקה התחילה',
  'toast.checkWallet': 'יש לבדוק את הטלפון ולאשר את הבקשה בארנק',
  'toast.emailUpdated': 'האימייל עודכן',
  'send.invalidAmount': 'יש להזין סכום, למשל 1.5',
  'send.zeroAmount': 'יש להזין סכום גדול מ-0',
  'send.insufficientBalance': 'אין מספיק יתרה',
  'send.invalidAddress': 'יש להזין כתובת תקינה (0x…) או שם',
  'send.invalidAddressSolana': 'יש להזין כתובת Solana תקינה או שם',
  'error.invalidPolkadotAddress': 'זו אינה כתובת Polkadot תקינה',
  'send.nameNotFound': 'לא נמצאה כתובת עבור השם הזה',
  'send.badChecksum':
    'בכתובת הזו יש שגיאת הקלדה: האותיות הגדולות שבה אינן תואמות את סכום הביקורת שלה (EIP-55)',
  'send.rejected': 'הארנק דחה את העסקה',
  'send.notSupported': 'שליחה אינה זמינה ברשת הזו עם הארנק הזה',
  'error.unauthorized': 'המשתמש לא אישר את השיטה ו/או החשבון המבוקשים.',
  'error.unsupportedMethod': 'הספק אינו תומך בשיטה המבוקשת.',
  'error.providerDisconnected': 'הספק מנותק מכל הרשתות.',
  'error.chainDisconnected': 'הספק אינו מחובר לרשת המבוקשת.',
  'error.unrecognizedChain': 'מזהה רשת לא מוכר.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse': 'השרת קיבל JSON לא תקין. אירעה שגיאה בשרת בזמן ניתוח טקסט ה-JSON.',
  'error.rpc.invalidRequest': 'ה-JSON אינו אובייקט בקשה תקין.',
  'error.rpc.methodNotFound': 'השיטה אינה קיימת / אינה זמינה.',
  'error.rpc.invalidParams': 'הועברו פרמטרים לא תקינים לשיטת ה-RPC.',
  'error.rpc.internal': 'התקבלה שגיאה פנימית.',
  'error.rpc.invalidInput': 'פרמטרים חסרים או לא תקינים.',
  'error.rpc.resourceNotFound': 'המשאב המבוקש לא נמצא.',
  'error.rpc.resourceUnavailable': 'המשאב המבוקש אינו זמין.',
  'error.rpc.transactionRejected': 'יצירת העסקה נכשלה.',
  'error.rpc.methodNotSupported': 'השיטה אינה נתמכת.',
  'error.rpc.limitExceeded': 'הבקשה חורגת מהמגבלה שהוגדרה.',
  'error.rpc.versionNotSupported': 'גרסת פרוטוקול JSON-RPC אינה נתמכת.',

  'error.unknown': 'משהו השתבש',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'לקח לרשת יותר מדי זמן להגיב.',
  'error.rpcUnreachable': 'לא ניתן היה להתחבר לרשת.',
  'error.invalidRpcResponse': 'הרשת שלחה תשובה שלא ניתן להבין.',
  'error.invalidProviderResponse': 'הארנק שלח תשובה שלא ניתן להבין.',

  // Balance
  'warn.balanceUnavailable': 'Foyer: לא ניתן היה לטעון את היתרה ב-{network}; היא מוצגת כלא ידועה.',
  'warn.serverBalanceUnavailable':
    'Foyer: השרת לא הצליח לספק את היתרה ב-{network}; היא נקראת ישירות מהרשת במקום זאת.',
  'warn.basicWithoutNamespace':
    'Foyer: מצב WalletConnect הבסיסי אינו יכול לחבר רשתות {namespace}; הן מופיעות ברשימה, אך אף ארנק אינו מחבר אותן.',
  'warn.adapterWithoutNetworks':
    'Foyer: המערכת מתעלמת מהמתאם של {namespace} כי ב-`networks` אין אף רשת {namespace}.',
  'toast.balanceUnavailable': 'יתרת הטוקן אינה זמינה',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'טעינת העסקאות נכשלה',
  'error.transactionsAccountRequired': 'לא ניתן לטעון עסקאות ללא accountAddress',
  'warn.identityUnavailable': 'Foyer: לא ניתן היה לטעון את הזהות של {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'הגדרות האפליקציה אינן תקינות',
  'alert.invalidAppConfigurationDescription':
    'המקור הזה אינו ברשימת המקורות המורשים של הפרויקט; יש להוסיף אותו להגדרות שרת Foyer.',
  'alert.frameUnavailable': 'הגדרות האפליקציה אינן תקינות',
  'alert.frameUnavailableDescription':
    'מסגרת ההתחברות המאובטחת לא נטענה. בדקו את authFrameUrl ושהשרת של Foyer מגיש את המסגרת.',
  'alert.sessionExpired': 'פג תוקף ההפעלה',
  'alert.sessionExpiredDescription':
    'נמצאה בשרת הפעלה לא תקינה. יש לבדוק את הגדרות השעה במכשיר הזה ולנסות שוב.',
  'alert.invalidProjectId': 'מזהה פרויקט לא תקין',
  'alert.invalidProjectIdDescription':
    'שרת Foyer אינו מכיר את ה-projectId הזה; יש לבדוק את ה-projectId שמועבר ל-createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'קוד סטטוס HTTP: {status}',
  'error.http.network': 'הבקשה לשרת נכשלה',
  'error.http.invalidResponse': 'השרת שלח תשובה לא צפויה',
  'error.http.invalidResponseDetails': 'תשובה לא תקינה מ-{path}: {reason}',
  'error.chainNotSupported': 'הרשת אינה נתמכת',
  'error.noServer': 'לא הוגדר שרת Foyer (apiUrl) שממנו אפשר לקרוא את נתוני החשבון',
  'error.chainNotSupportedDetails': 'הרשת הפעילה {caipNetworkId} אינה בין הרשתות הנתמכות',
  'warn.analyticsDisabled': 'Foyer: האנליטיקה מושבתת כי getAnalyticsConfig נכשל.',
  'warn.analyticsFailed': 'Foyer: לא ניתן היה לשלוח את אירוע האנליטיקה {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: המטמון שנשמר תחת "{key}" אינו קריא, ולכן המערכת מתעלמת ממנו.',

  // Languages
  'error.invalidLocale': 'צפוי תג שפה כמו "fr" או "pt-BR", התקבל: "{value}"',
  'warn.localeUnsupported': 'Foyer: אין קטלוג שתואם את השפה {requested}; מוצגת השפה {locale}.',
  'warn.localeLoadFailed':
    'Foyer: לא ניתן היה לטעון את הטקסטים של {locale}; הטקסטים של {current} נשארים בשימוש.',
  'warn.viewNotOffered': 'Foyer: התצוגה {view} אינה זמינה לחשבון זה; מוצג החשבון במקומה.',
  'error.onramp.open': 'לא ניתן היה להתחיל את הרכישה. יש לנסות שוב.',
  'error.swap.init': 'לא ניתן היה להתחיל את ההמרה',
  'error.swap.allowance': 'לא ניתן היה לבדוק את ההרשאה',
  'error.swap.approval': 'לא ניתן היה ליצור את עסקת האישור',
  'error.swap.transaction': 'לא ניתן היה ליצור את העסקה',
  'error.swap.quote': 'לא ניתן היה לקבל הצעת מחיר. יש לנסות שוב.',
  'error.swap.failed': 'שגיאה בעסקה',
  'swap.invalidAmount': 'יש להזין סכום תקין',
  'toast.swapApprove': 'יש לאשר את הגדלת המגבלה בארנק',
  'toast.swapConfirm': 'יש לאשר את העסקה בארנק',
  'toast.swapping': 'ממירים {from} ל־{to}',
  'toast.swapped': '{from} הומר ל־{to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'לא ניתן היה לקבל את מחיר אסימון הרשת',
  'error.sendTransaction': 'לא ניתן היה לשלוח את העסקה. נסו שוב.',
  'error.incorrectAmount': 'סכום שגוי',
  'error.name.resolve': 'שגיאה בפענוח השם',
  'error.name.forAddress': 'שגיאה בקבלת השמות של הכתובת',
  'error.authAccountNotFound': 'הכתובת או מחבר האימות לא נמצאו',
  'error.gasPriceNotSupported': 'הרשת אינה נתמכת עבור מחיר הגז',
  'error.swap.noAddress': 'לא נמצאה כתובת להחלפת האסימונים ממנה.',
  'error.caipNetworkUndefined': 'CaipNetwork אינו מוגדר',
  'error.caipAccountUndefined': 'CaipNetwork או CaipAddress אינו מוגדר',
  'alert.networkNotFound': 'הרשת לא נמצאה',
  'alert.networkNotFoundDescription':
    'רשת זו אינה ב-`networks` שהועברו ל-createFoyer; הוסיפו אותה שם כדי לעבור אליה.',
  'alert.socketsTimeout': 'תם הזמן לחיבור',
  'alert.socketsTimeoutDescription':
    'לא ניתן היה להגיע לממסר של WalletConnect בזמן. בדקו את החיבור לאינטרנט ונסו שוב.',
}
