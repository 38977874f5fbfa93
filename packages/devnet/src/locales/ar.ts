import type { Catalog } from '../messages.js'

/** Arabic (ar): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'تعذّر تشغيل الشبكة {chainId}',
  'chain.startTimeout': 'لم تستجب الشبكة {chainId} على {rpcUrl} خلال {seconds} ث',
  'chain.wrongChainId': 'الخادم على {rpcUrl} يردّ بمعرّف الشبكة {actual}، والمتوقَّع {expected}',
  'chain.cliNotFound': 'تعذّر العثور على واجهة أوامر Hardhat',
  'wallet.buildFailed': 'تعذّر بناء حزمة محفظة التطوير',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'رفض المستخدم الطلب.',
  'rpc.unauthorized': 'لم يأذن المستخدم بالحساب و/أو الطريقة المطلوبة.',
  'rpc.unsupportedMethod': 'الطريقة "{method}" غير مدعومة في هذه المحفظة.',
  'rpc.disconnected': 'المحفظة غير متصلة.',
  'rpc.unrecognizedChain':
    'معرّف الشبكة "{chainId}" غير معروف. جرّب إضافة الشبكة أولًا باستخدام wallet_addEthereumChain.',
  'rpc.invalidParams': 'معلمات غير صالحة: {reason}',
  'rpc.internal': 'خطأ JSON-RPC داخلي.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'لم ينتظر أي طلب من محفظة التطوير الموافقة خلال {ms} مللي ثانية',
  'controls.unknownWallet': 'لا توجد محفظة تطوير بقيمة rdns "{rdns}"',
  'config.missing':
    'Foyer dev wallet: الكائن window.__FOYER_DEVNET__ مفقود أو لا يحتوي على شبكات صالحة؛ يتم استخدام {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: التخزين localStorage غير متاح؛ لن يُحفظ أي شيء بعد إعادة تحميل الصفحة',

  // Approval panel
  'panel.label': 'طلب {wallet}',
  'panel.walletsLabel': 'محافظ التطوير',
  'panel.modeLabel': 'وضع {wallet}',
  'panel.mode.ask': 'موافقة يدوية',
  'panel.mode.approve': 'موافقة تلقائية',
  'panel.mode.reject': 'رفض تلقائي',
  'panel.approve': 'موافقة',
  'panel.approveLabel': 'الموافقة على الطلب',
  'panel.reject': 'رفض',
  'panel.rejectLabel': 'رفض الطلب',
  'panel.queue': '{index} من {count}',
  'panel.origin': 'من {origin}',

  // Request summaries
  'summary.connect': 'ربط {accounts}',
  'summary.sign': 'توقيع "{message}" باستخدام {account}',
  'summary.signTyped': 'توقيع {primaryType} لـ {domain} باستخدام {account}',
  'summary.send': 'إرسال {value} {symbol} من {from} إلى {to}',
  'summary.deploy': 'نشر عقد من {from}',
  'summary.addChain': 'إضافة الشبكة {name} ({chainId})',
  'summary.switchChain': 'التبديل إلى الشبكة {chainId}',
  'summary.other': 'استدعاء {method}',
  'summary.calls':
    'إرسال {count, plural, zero {دفعة بلا استدعاءات} one {دفعة من استدعاء واحد} two {دفعة من استدعاءين} few {دفعة من # استدعاءات} many {دفعة من # استدعاءً} other {دفعة من # استدعاء}} من {from}',
  'solana.connect': 'ربط حساب سولانا الخاص بك',
  'solana.signMessage': 'توقيع «{message}»',
  'solana.signTransaction': 'توقيع معاملة سولانا',
  'solana.signAllTransactions':
    'توقيع {count, plural, zero {لا معاملات سولانا} one {معاملة سولانا واحدة} two {معاملتي سولانا} few {# معاملات سولانا} many {# معاملة سولانا} other {# معاملة سولانا}}',
  'solana.signAndSend': 'توقيع معاملة سولانا وإرسالها',
  'solana.notASigner': 'هذا الحساب لا يوقّع هذه المعاملة',
  'bitcoin.signPsbt':
    'توقيع {count, plural, zero {لا مدخلات} one {مدخل واحد} two {مدخلين} few {# مدخلات} many {# مدخلًا} other {# مدخل}} من معاملة بيتكوين: {inputs}',
  'bitcoin.noBroadcast':
    'لا تستطيع هذه المحفظة بث المعاملات: لا توجد عقدة بيتكوين في devnet. اطلب التوقيع دون broadcast وأرسل المعاملة الموقّعة بنفسك.',
  'bitcoin.ecdsaPaymentOnly':
    'توقيع ECDSA مخصص لعنوان الدفع فقط؛ اطلب توقيع BIP-322 (protocol "bip322") باستخدام {address}',
  'polkadot.signTransaction': 'توقيع معاملة على {chain} باستخدام {account}',
  'polkadot.unknownExtension': 'الامتداد الموقَّع {name} غير معروف لهذه المحفظة',
  'walletconnect.bitcoinAccounts': 'حسابات بيتكوين {accounts}',
  'walletconnect.polkadotAccounts': 'حسابات بولكادوت {accounts}',
}
