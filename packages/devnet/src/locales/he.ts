import type { Catalog } from '../messages.js'

/** Hebrew (he): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'לא ניתן היה להפעיל את הרשת {chainId}',
  'chain.startTimeout': 'הרשת {chainId} לא ענתה ב-{rpcUrl} תוך {seconds} שנ׳',
  'chain.wrongChainId': 'השרת ב-{rpcUrl} עונה עם מזהה הרשת {actual}, אך צפוי {expected}',
  'chain.cliNotFound': 'ממשק שורת הפקודה של Hardhat לא נמצא',
  'wallet.buildFailed': 'לא ניתן היה לבנות את החבילה של ארנק הפיתוח',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'המשתמש דחה את הבקשה.',
  'rpc.unauthorized': 'המשתמש לא אישר את החשבון ו/או השיטה המבוקשים.',
  'rpc.unsupportedMethod': 'השיטה "{method}" אינה נתמכת בארנק הזה.',
  'rpc.disconnected': 'הארנק מנותק.',
  'rpc.unrecognizedChain':
    'מזהה רשת לא מוכר: "{chainId}". יש לנסות קודם להוסיף את הרשת באמצעות wallet_addEthereumChain.',
  'rpc.invalidParams': 'פרמטרים לא תקינים: {reason}',
  'rpc.internal': 'שגיאת JSON-RPC פנימית.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'אף בקשה של ארנק פיתוח לא המתינה לאישור תוך {ms} אלפיות שנייה',
  'controls.unknownWallet': 'לאף ארנק פיתוח אין את ה-rdns "{rdns}"',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ חסר או שאין בו רשתות תקינות; נעשה שימוש ב-{rpcUrl}',
  'config.noStorage': 'Foyer dev wallet: localStorage אינו זמין; שום דבר לא יישמר אחרי טעינה מחדש',

  // Approval panel
  'panel.label': 'בקשה של {wallet}',
  'panel.walletsLabel': 'ארנקי פיתוח',
  'panel.modeLabel': 'מצב {wallet}',
  'panel.mode.ask': 'אישור ידני',
  'panel.mode.approve': 'אישור אוטומטי',
  'panel.mode.reject': 'דחייה אוטומטית',
  'panel.approve': 'אישור',
  'panel.approveLabel': 'אישור הבקשה',
  'panel.reject': 'דחייה',
  'panel.rejectLabel': 'דחיית הבקשה',
  'panel.queue': '{index} מתוך {count}',
  'panel.origin': 'מאת {origin}',

  // Request summaries
  'summary.connect': 'חיבור {accounts}',
  'summary.sign': 'חתימה על "{message}" עם {account}',
  'summary.signTyped': 'חתימה על {primaryType} עבור {domain} עם {account}',
  'summary.send': 'שליחת {value} {symbol} מ-{from} אל {to}',
  'summary.deploy': 'פריסת חוזה מ-{from}',
  'summary.addChain': 'הוספת הרשת {name} ({chainId})',
  'summary.switchChain': 'מעבר לרשת {chainId}',
  'summary.other': 'קריאה ל-{method}',
  'summary.calls': 'שליחת {count, plural, one {קריאה אחת} two {שתי קריאות} other {# קריאות}} באצווה מ-{from}',
  'solana.connect': 'חיבור חשבון הסולנה שלך',
  'solana.signMessage': 'חתימה על „{message}”',
  'solana.signTransaction': 'חתימה על עסקת סולנה',
  'solana.signAllTransactions':
    'חתימה על {count, plural, one {עסקת סולנה אחת} two {שתי עסקאות סולנה} other {# עסקאות סולנה}}',
  'solana.signAndSend': 'חתימה ושליחה של עסקת סולנה',
  'solana.notASigner': 'החשבון הזה אינו חותם על העסקה הזו',
  'bitcoin.signPsbt':
    'חתימה על {count, plural, one {קלט אחד} two {שני קלטים} other {# קלטים}} של עסקת ביטקוין: {inputs}',
  'bitcoin.noBroadcast':
    'הארנק הזה לא יכול לשדר עסקאות: ב-devnet אין צומת ביטקוין. בקשו חתימה בלי broadcast ושלחו את העסקה החתומה בעצמכם.',
  'bitcoin.ecdsaPaymentOnly':
    'חתימת ECDSA מיועדת לכתובת התשלום בלבד; בקשו חתימת BIP-322 (protocol "bip322") עם {address}',
  'polkadot.signTransaction': 'חתימה על עסקת {chain} עם {account}',
  'polkadot.unknownExtension': 'ההרחבה החתומה {name} אינה מוכרת לארנק הזה',
  'walletconnect.bitcoinAccounts': 'חשבונות ביטקוין {accounts}',
  'walletconnect.polkadotAccounts': 'חשבונות פולקדוט {accounts}',
}
