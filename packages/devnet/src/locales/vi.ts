import type { Catalog } from '../messages.js'

/** Vietnamese (vi): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Không thể khởi động chuỗi {chainId}',
  'chain.startTimeout': 'Chuỗi {chainId} không phản hồi trên {rpcUrl} trong vòng {seconds} giây',
  'chain.wrongChainId': 'Máy chủ tại {rpcUrl} trả về ID chuỗi {actual}, trong khi cần {expected}',
  'chain.cliNotFound': 'Không tìm thấy Hardhat CLI',
  'wallet.buildFailed': 'Không thể đóng gói bundle của ví dev',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'Người dùng đã từ chối yêu cầu.',
  'rpc.unauthorized': 'Tài khoản và/hoặc phương thức được yêu cầu chưa được người dùng cấp quyền.',
  'rpc.unsupportedMethod': 'Ví này không hỗ trợ phương thức "{method}".',
  'rpc.disconnected': 'Ví đã ngắt kết nối.',
  'rpc.unrecognizedChain':
    'Không nhận dạng được ID chuỗi "{chainId}". Hãy thử thêm chuỗi bằng wallet_addEthereumChain trước.',
  'rpc.invalidParams': 'Tham số không hợp lệ: {reason}',
  'rpc.internal': 'Lỗi JSON-RPC nội bộ.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'Không có yêu cầu nào của ví dev chờ phê duyệt trong vòng {ms} ms',
  'controls.unknownWallet': 'Không có ví dev nào có rdns "{rdns}"',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ bị thiếu hoặc không có chuỗi hợp lệ nào; đang dùng {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage không khả dụng; sẽ không có gì được giữ lại sau khi tải lại trang',

  // Approval panel
  'panel.label': 'Yêu cầu của {wallet}',
  'panel.walletsLabel': 'Ví dev',
  'panel.modeLabel': 'Chế độ của {wallet}',
  'panel.mode.ask': 'Hỏi',
  'panel.mode.approve': 'Tự động phê duyệt',
  'panel.mode.reject': 'Tự động từ chối',
  'panel.approve': 'Phê duyệt',
  'panel.approveLabel': 'Phê duyệt yêu cầu',
  'panel.reject': 'Từ chối',
  'panel.rejectLabel': 'Từ chối yêu cầu',
  'panel.queue': '{index} / {count}',
  'panel.origin': 'Từ {origin}',

  // Request summaries
  'summary.connect': 'Kết nối {accounts}',
  'summary.sign': 'Ký "{message}" bằng {account}',
  'summary.signTyped': 'Ký {primaryType} cho {domain} bằng {account}',
  'summary.send': 'Gửi {value} {symbol} từ {from} đến {to}',
  'summary.deploy': 'Triển khai hợp đồng từ {from}',
  'summary.addChain': 'Thêm mạng {name} ({chainId})',
  'summary.switchChain': 'Chuyển sang chuỗi {chainId}',
  'summary.other': 'Gọi {method}',
  'summary.calls': 'Gửi một lô {count, plural, other {# lệnh gọi}} từ {from}',
  'solana.connect': 'Kết nối tài khoản Solana của bạn',
  'solana.signMessage': 'Ký “{message}”',
  'solana.signTransaction': 'Ký một giao dịch Solana',
  'solana.signAllTransactions': 'Ký {count, plural, other {# giao dịch Solana}}',
  'solana.signAndSend': 'Ký và gửi một giao dịch Solana',
  'solana.notASigner': 'Tài khoản này không ký giao dịch này',
  'bitcoin.signPsbt': 'Ký {count, plural, other {# đầu vào}} của một giao dịch Bitcoin: {inputs}',
  'bitcoin.noBroadcast':
    'Ví này không thể phát giao dịch: devnet không có nút Bitcoin. Hãy yêu cầu ký không kèm broadcast và tự gửi giao dịch đã ký.',
  'bitcoin.ecdsaPaymentOnly':
    'chữ ký ECDSA chỉ dành cho địa chỉ thanh toán; hãy yêu cầu chữ ký BIP-322 (protocol "bip322") bằng {address}',
  'polkadot.signTransaction': 'Ký một giao dịch {chain} bằng {account}',
  'polkadot.unknownExtension': 'ví này không biết phần mở rộng đã ký {name}',
  'walletconnect.bitcoinAccounts': 'Tài khoản Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Tài khoản Polkadot {accounts}',
}
