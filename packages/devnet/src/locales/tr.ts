import type { Catalog } from '../messages.js'

/** Turkish (tr): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': '{chainId} zinciri başlatılamadı',
  'chain.startTimeout': '{chainId} zinciri {seconds} sn içinde {rpcUrl} üzerinde yanıt vermedi',
  'chain.wrongChainId':
    '{rpcUrl} üzerindeki sunucu {actual} zincir kimliğiyle yanıt veriyor, beklenen: {expected}',
  'chain.cliNotFound': 'Hardhat CLI bulunamadı',
  'wallet.buildFailed': 'Geliştirici cüzdanı paketi derlenemedi',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'Kullanıcı isteği reddetti.',
  'rpc.unauthorized': 'İstenen hesap ve/veya yöntem kullanıcı tarafından yetkilendirilmedi.',
  'rpc.unsupportedMethod': '"{method}" yöntemi bu cüzdan tarafından desteklenmiyor.',
  'rpc.disconnected': 'Cüzdanın bağlantısı kesildi.',
  'rpc.unrecognizedChain':
    'Tanınmayan zincir kimliği "{chainId}". Önce zinciri wallet_addEthereumChain ile eklemeyi deneyin.',
  'rpc.invalidParams': 'Geçersiz parametreler: {reason}',
  'rpc.internal': 'Dahili JSON-RPC hatası.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': '{ms} ms içinde onay bekleyen bir geliştirici cüzdanı isteği olmadı',
  'controls.unknownWallet': '"{rdns}" rdns değerine sahip geliştirici cüzdanı yok',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ eksik veya geçerli zincir içermiyor; {rpcUrl} kullanılıyor',
  'config.noStorage':
    'Foyer dev wallet: localStorage kullanılamıyor; sayfa yeniden yüklendiğinde hiçbir şey korunmayacak',

  // Approval panel
  'panel.label': '{wallet} isteği',
  'panel.walletsLabel': 'Geliştirici cüzdanları',
  'panel.modeLabel': '{wallet} modu',
  'panel.mode.ask': 'Sor',
  'panel.mode.approve': 'Otomatik onayla',
  'panel.mode.reject': 'Otomatik reddet',
  'panel.approve': 'Onayla',
  'panel.approveLabel': 'İsteği onayla',
  'panel.reject': 'Reddet',
  'panel.rejectLabel': 'İsteği reddet',
  'panel.queue': '{index} / {count}',
  'panel.origin': 'Kaynak: {origin}',

  // Request summaries
  'summary.connect': 'Bağlan: {accounts}',
  'summary.sign': '{account} hesabıyla "{message}" mesajını imzala',
  'summary.signTyped': '{account} hesabıyla {domain} için {primaryType} imzala',
  'summary.send': '{from} adresinden {to} adresine {value} {symbol} gönder',
  'summary.deploy': '{from} adresinden bir sözleşme dağıt',
  'summary.addChain': '{name} ağını ekle ({chainId})',
  'summary.switchChain': '{chainId} zincirine geç',
  'summary.other': 'Çağır: {method}',
  'summary.calls':
    '{from} adresinden {count, plural, one {# çağrılık} other {# çağrılık}} toplu işlem gönder',
  'solana.connect': 'Solana hesabınızı bağlayın',
  'solana.signMessage': '“{message}” mesajını imzalayın',
  'solana.signTransaction': 'Bir Solana işlemini imzalayın',
  'solana.signAllTransactions':
    '{count, plural, one {# Solana işlemini} other {# Solana işlemini}} imzalayın',
  'solana.signAndSend': 'Bir Solana işlemini imzalayıp gönderin',
  'solana.notASigner': 'Bu hesap bu işlemi imzalamıyor',
  'bitcoin.signPsbt':
    'Bir Bitcoin işleminin {count, plural, one {# girdisini} other {# girdisini}} imzala: {inputs}',
  'bitcoin.noBroadcast':
    'Bu cüzdan işlem yayınlayamaz: devnet’te Bitcoin düğümü yok. İmzayı broadcast olmadan isteyin ve imzalı işlemi kendiniz gönderin.',
  'bitcoin.ecdsaPaymentOnly':
    'ECDSA imzası yalnızca ödeme adresi içindir; {address} ile BIP-322 imzası (protocol "bip322") isteyin',
  'polkadot.signTransaction': '{account} hesabıyla bir {chain} işlemini imzala',
  'polkadot.unknownExtension': 'imzalı uzantı {name} bu cüzdan tarafından bilinmiyor',
  'walletconnect.bitcoinAccounts': 'Bitcoin hesapları {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot hesapları {accounts}',
}
