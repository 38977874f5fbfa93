import type { Catalog } from '../messages.js'

/** Chinese, Simplified (zh-CN): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': '链{chainId}无法启动',
  'chain.startTimeout': '链{chainId}未在{seconds}秒内于{rpcUrl}上响应',
  'chain.wrongChainId': '{rpcUrl}上的服务器返回的链ID为{actual}，应为{expected}',
  'chain.cliNotFound': '找不到Hardhat CLI',
  'wallet.buildFailed': '无法构建开发钱包的代码包',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': '用户拒绝了请求。',
  'rpc.unauthorized': '请求的账户和/或方法未获得用户授权。',
  'rpc.unsupportedMethod': '此钱包不支持方法“{method}”。',
  'rpc.disconnected': '钱包已断开连接。',
  'rpc.unrecognizedChain': '无法识别的链ID“{chainId}”。请先使用wallet_addEthereumChain添加该链。',
  'rpc.invalidParams': '参数无效：{reason}',
  'rpc.internal': 'JSON-RPC内部错误。',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': '{ms}毫秒内没有等待批准的开发钱包请求',
  'controls.unknownWallet': '没有rdns为“{rdns}”的开发钱包',
  'config.missing': 'Foyer dev wallet: window.__FOYER_DEVNET__缺失或不含有效的链；将使用{rpcUrl}',
  'config.noStorage': 'Foyer dev wallet: localStorage不可用；重新加载后不会保留任何数据',

  // Approval panel
  'panel.label': '{wallet}请求',
  'panel.walletsLabel': '开发钱包',
  'panel.modeLabel': '{wallet}模式',
  'panel.mode.ask': '询问',
  'panel.mode.approve': '自动批准',
  'panel.mode.reject': '自动拒绝',
  'panel.approve': '批准',
  'panel.approveLabel': '批准请求',
  'panel.reject': '拒绝',
  'panel.rejectLabel': '拒绝请求',
  'panel.queue': '第{index}个，共{count}个',
  'panel.origin': '来自{origin}',

  // Request summaries
  'summary.connect': '连接{accounts}',
  'summary.sign': '使用{account}签署“{message}”',
  'summary.signTyped': '使用{account}为{domain}签署{primaryType}',
  'summary.send': '从{from}向{to}发送{value} {symbol}',
  'summary.deploy': '从{from}部署合约',
  'summary.addChain': '添加网络{name}（{chainId}）',
  'summary.switchChain': '切换到链{chainId}',
  'summary.other': '调用{method}',
  'summary.calls': '从{from}批量发送{count, plural, other {#个调用}}',
  'solana.connect': '连接你的 Solana 账户',
  'solana.signMessage': '签署“{message}”',
  'solana.signTransaction': '签署一笔 Solana 交易',
  'solana.signAllTransactions': '签署 {count, plural, other {# 笔 Solana 交易}}',
  'solana.signAndSend': '签署并发送一笔 Solana 交易',
  'solana.notASigner': '此账户不是该交易的签名者',
  'bitcoin.signPsbt': '签署 Bitcoin 交易的{count, plural, other {# 个输入}}：{inputs}',
  'bitcoin.noBroadcast':
    '此钱包无法广播交易：devnet 没有 Bitcoin 节点。请在不带 broadcast 的情况下请求签名，并自行发送已签名的交易。',
  'bitcoin.ecdsaPaymentOnly':
    'ECDSA 签名仅适用于支付地址；请用 {address} 请求 BIP-322 签名（protocol "bip322"）',
  'polkadot.signTransaction': '使用{account}签署一笔 {chain} 交易',
  'polkadot.unknownExtension': '此钱包不认识签名扩展 {name}',
  'walletconnect.bitcoinAccounts': 'Bitcoin 账户 {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot 账户 {accounts}',
}
