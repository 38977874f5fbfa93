import type { Catalog } from '../messages.js'

/** Japanese (ja): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'チェーン {chainId} を起動できませんでした',
  'chain.startTimeout': 'チェーン {chainId} が {seconds} 秒以内に {rpcUrl} で応答しませんでした',
  'chain.wrongChainId': '{rpcUrl} のサーバーはチェーン ID {actual} を返しましたが、{expected} が必要です',
  'chain.cliNotFound': 'Hardhat CLI が見つかりませんでした',
  'wallet.buildFailed': '開発用ウォレットのバンドルをビルドできませんでした',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'ユーザーがリクエストを拒否しました。',
  'rpc.unauthorized': '要求されたアカウントまたはメソッドは、ユーザーによって承認されていません。',
  'rpc.unsupportedMethod': 'メソッド「{method}」はこのウォレットではサポートされていません。',
  'rpc.disconnected': 'ウォレットは切断されています。',
  'rpc.unrecognizedChain':
    '認識できないチェーン ID「{chainId}」です。まず wallet_addEthereumChain でチェーンを追加してください。',
  'rpc.invalidParams': 'パラメーターが無効です: {reason}',
  'rpc.internal': 'JSON-RPC の内部エラーです。',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': '{ms} ミリ秒以内に承認待ちになった開発用ウォレットのリクエストはありません',
  'controls.unknownWallet': 'rdns が「{rdns}」の開発用ウォレットはありません',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ がないか、有効なチェーンが含まれていません。{rpcUrl} を使用します',
  'config.noStorage':
    'Foyer dev wallet: localStorage を利用できません。再読み込みするとデータは保持されません',

  // Approval panel
  'panel.label': '{wallet} のリクエスト',
  'panel.walletsLabel': '開発用ウォレット',
  'panel.modeLabel': '{wallet} のモード',
  'panel.mode.ask': '確認する',
  'panel.mode.approve': '自動承認',
  'panel.mode.reject': '自動拒否',
  'panel.approve': '承認',
  'panel.approveLabel': 'リクエストを承認',
  'panel.reject': '拒否',
  'panel.rejectLabel': 'リクエストを拒否',
  'panel.queue': '{index} / {count}',
  'panel.origin': '送信元: {origin}',

  // Request summaries
  'summary.connect': '{accounts} を接続',
  'summary.sign': '{account} で「{message}」に署名',
  'summary.signTyped': '{account} で {domain} の {primaryType} に署名',
  'summary.send': '{from} から {to} へ {value} {symbol} を送金',
  'summary.deploy': '{from} からコントラクトをデプロイ',
  'summary.addChain': 'ネットワーク {name}（{chainId}）を追加',
  'summary.switchChain': 'チェーン {chainId} に切り替え',
  'summary.other': '{method} を呼び出す',
  'summary.calls': '{from} から {count, plural, other {# 件の呼び出し}}をまとめて送信',
  'solana.connect': 'Solana アカウントを接続',
  'solana.signMessage': '「{message}」に署名',
  'solana.signTransaction': 'Solana トランザクションに署名',
  'solana.signAllTransactions': '{count, plural, other {# 件の Solana トランザクション}}に署名',
  'solana.signAndSend': 'Solana トランザクションに署名して送信',
  'solana.notASigner': 'このアカウントはこのトランザクションの署名者ではありません',
  'bitcoin.signPsbt': 'Bitcoin トランザクションの{count, plural, other {# 件の入力}}に署名: {inputs}',
  'bitcoin.noBroadcast':
    'このウォレットはトランザクションをブロードキャストできません: devnet に Bitcoin ノードがありません。broadcast なしで署名を依頼し、署名済みトランザクションを自分で送信してください。',
  'bitcoin.ecdsaPaymentOnly':
    'ECDSA 署名は支払いアドレス専用です。{address} による BIP-322 署名 (protocol "bip322") を依頼してください',
  'polkadot.signTransaction': '{account} で {chain} のトランザクションに署名',
  'polkadot.unknownExtension': '署名拡張 {name} はこのウォレットでは不明です',
  'walletconnect.bitcoinAccounts': 'Bitcoin アカウント {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot アカウント {accounts}',
}
