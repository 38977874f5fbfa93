import type { Catalog } from '../messages.js'

/** Chinese, Traditional (zh-TW): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': '無法啟動鏈{chainId}',
  'chain.startTimeout': '鏈{chainId}未在{seconds}秒內於{rpcUrl}上回應',
  'chain.wrongChainId': '{rpcUrl}上的伺服器回應的鏈ID為{actual}，預期為{expected}',
  'chain.cliNotFound': '找不到Hardhat CLI',
  'wallet.buildFailed': '無法建置開發錢包的套件包',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': '使用者拒絕了請求。',
  'rpc.unauthorized': '所請求的帳戶和/或方法未獲使用者授權。',
  'rpc.unsupportedMethod': '此錢包不支援方法「{method}」。',
  'rpc.disconnected': '錢包已中斷連線。',
  'rpc.unrecognizedChain': '無法辨識的鏈ID「{chainId}」。請先使用wallet_addEthereumChain新增此鏈。',
  'rpc.invalidParams': '參數無效：{reason}',
  'rpc.internal': 'JSON-RPC內部錯誤。',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': '{ms}毫秒內沒有等待核准的開發錢包請求',
  'controls.unknownWallet': '沒有rdns為「{rdns}」的開發錢包',
  'config.missing': 'Foyer dev wallet: window.__FOYER_DEVNET__不存在或不含有效的鏈；將使用{rpcUrl}',
  'config.noStorage': 'Foyer dev wallet: 無法使用localStorage；重新載入後不會保留任何資料',

  // Approval panel
  'panel.label': '{wallet}請求',
  'panel.walletsLabel': '開發錢包',
  'panel.modeLabel': '{wallet}模式',
  'panel.mode.ask': '詢問',
  'panel.mode.approve': '自動核准',
  'panel.mode.reject': '自動拒絕',
  'panel.approve': '核准',
  'panel.approveLabel': '核准請求',
  'panel.reject': '拒絕',
  'panel.rejectLabel': '拒絕請求',
  'panel.queue': '第{index}個，共{count}個',
  'panel.origin': '來自{origin}',

  // Request summaries
  'summary.connect': '連線{accounts}',
  'summary.sign': '使用{account}簽署「{message}」',
  'summary.signTyped': '使用{account}為{domain}簽署{primaryType}',
  'summary.send': '從{from}傳送{value} {symbol}至{to}',
  'summary.deploy': '從{from}部署合約',
  'summary.addChain': '新增網路{name}（{chainId}）',
  'summary.switchChain': '切換至鏈{chainId}',
  'summary.other': '呼叫{method}',
  'summary.calls': '從{from}批次傳送{count, plural, other {#個呼叫}}',
  'solana.connect': '連結你的 Solana 帳戶',
  'solana.signMessage': '簽署「{message}」',
  'solana.signTransaction': '簽署一筆 Solana 交易',
  'solana.signAllTransactions': '簽署 {count, plural, other {# 筆 Solana 交易}}',
  'solana.signAndSend': '簽署並傳送一筆 Solana 交易',
  'solana.notASigner': '此帳戶不是這筆交易的簽署者',
  'bitcoin.signPsbt': '簽署 Bitcoin 交易的{count, plural, other {# 個輸入}}：{inputs}',
  'bitcoin.noBroadcast':
    '此錢包無法廣播交易：devnet 沒有 Bitcoin 節點。請在不帶 broadcast 的情況下請求簽署，並自行傳送已簽署的交易。',
  'bitcoin.ecdsaPaymentOnly':
    'ECDSA 簽章僅適用於付款地址；請用 {address} 請求 BIP-322 簽章（protocol "bip322"）',
  'polkadot.signTransaction': '使用{account}簽署一筆 {chain} 交易',
  'polkadot.unknownExtension': '此錢包不認得簽署擴充 {name}',
  'walletconnect.bitcoinAccounts': 'Bitcoin 帳戶 {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot 帳戶 {accounts}',
}
