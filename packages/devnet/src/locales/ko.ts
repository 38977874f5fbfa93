import type { Catalog } from '../messages.js'

/** Korean (ko): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': '체인 {chainId}을(를) 시작할 수 없습니다',
  'chain.startTimeout': '체인 {chainId}이(가) {seconds}초 안에 {rpcUrl}에서 응답하지 않았습니다',
  'chain.wrongChainId': '{rpcUrl}의 서버가 체인 ID {actual}을(를) 반환했지만 {expected}이(가) 필요합니다',
  'chain.cliNotFound': 'Hardhat CLI를 찾을 수 없습니다',
  'wallet.buildFailed': '개발용 지갑 번들을 빌드할 수 없습니다',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': '사용자가 요청을 거부했습니다.',
  'rpc.unauthorized': '요청한 계정 및/또는 메서드가 사용자에 의해 승인되지 않았습니다.',
  'rpc.unsupportedMethod': '이 지갑은 "{method}" 메서드를 지원하지 않습니다.',
  'rpc.disconnected': '지갑 연결이 끊어졌습니다.',
  'rpc.unrecognizedChain':
    '인식할 수 없는 체인 ID "{chainId}"입니다. 먼저 wallet_addEthereumChain으로 체인을 추가해 보세요.',
  'rpc.invalidParams': '잘못된 매개변수: {reason}',
  'rpc.internal': '내부 JSON-RPC 오류입니다.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': '{ms}ms 안에 승인을 기다리는 개발용 지갑 요청이 없었습니다',
  'controls.unknownWallet': 'rdns가 "{rdns}"인 개발용 지갑이 없습니다',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__이 없거나 유효한 체인이 없습니다. {rpcUrl}을(를) 사용합니다',
  'config.noStorage':
    'Foyer dev wallet: localStorage를 사용할 수 없습니다. 새로고침하면 아무것도 유지되지 않습니다',

  // Approval panel
  'panel.label': '{wallet} 요청',
  'panel.walletsLabel': '개발용 지갑',
  'panel.modeLabel': '{wallet} 모드',
  'panel.mode.ask': '확인 요청',
  'panel.mode.approve': '자동 승인',
  'panel.mode.reject': '자동 거부',
  'panel.approve': '승인',
  'panel.approveLabel': '요청 승인',
  'panel.reject': '거부',
  'panel.rejectLabel': '요청 거부',
  'panel.queue': '{index} / {count}',
  'panel.origin': '출처: {origin}',

  // Request summaries
  'summary.connect': '{accounts} 연결',
  'summary.sign': '{account}(으)로 "{message}"에 서명',
  'summary.signTyped': '{account}(으)로 {domain}의 {primaryType}에 서명',
  'summary.send': '{from}에서 {to}(으)로 {value} {symbol} 보내기',
  'summary.deploy': '{from}에서 컨트랙트 배포',
  'summary.addChain': '네트워크 {name}({chainId}) 추가',
  'summary.switchChain': '체인 {chainId}(으)로 전환',
  'summary.other': '{method} 호출',
  'summary.calls': '{from}에서 호출 {count, plural, other {#개}}를 일괄 전송',
  'solana.connect': 'Solana 계정 연결',
  'solana.signMessage': '“{message}”에 서명',
  'solana.signTransaction': 'Solana 트랜잭션에 서명',
  'solana.signAllTransactions': 'Solana 트랜잭션 {count, plural, other {#개}}에 서명',
  'solana.signAndSend': 'Solana 트랜잭션에 서명하고 전송',
  'solana.notASigner': '이 계정은 이 트랜잭션의 서명자가 아닙니다',
  'bitcoin.signPsbt': 'Bitcoin 트랜잭션의 입력 {count, plural, other {#개}}에 서명: {inputs}',
  'bitcoin.noBroadcast':
    '이 지갑은 트랜잭션을 브로드캐스트할 수 없습니다: devnet에 Bitcoin 노드가 없습니다. broadcast 없이 서명을 요청하고 서명된 트랜잭션을 직접 보내세요.',
  'bitcoin.ecdsaPaymentOnly':
    'ECDSA 서명은 결제 주소 전용입니다. {address}(으)로 BIP-322 서명(protocol "bip322")을 요청하세요',
  'polkadot.signTransaction': '{account}(으)로 {chain} 트랜잭션에 서명',
  'polkadot.unknownExtension': '이 지갑은 서명 확장 {name}을(를) 알지 못합니다',
  'walletconnect.bitcoinAccounts': 'Bitcoin 계정 {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot 계정 {accounts}',
}
