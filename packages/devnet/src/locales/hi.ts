import type { Catalog } from '../messages.js'

/** Hindi (hi): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'चेन {chainId} शुरू नहीं हो सकी',
  'chain.startTimeout': 'चेन {chainId} ने {seconds} s के भीतर {rpcUrl} पर जवाब नहीं दिया',
  'chain.wrongChainId': '{rpcUrl} पर सर्वर चेन ID {actual} बता रहा है, जबकि {expected} अपेक्षित थी',
  'chain.cliNotFound': 'Hardhat CLI नहीं मिला',
  'wallet.buildFailed': 'डेव वॉलेट का बंडल बिल्ड नहीं किया जा सका',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'उपयोगकर्ता ने अनुरोध अस्वीकार कर दिया।',
  'rpc.unauthorized': 'अनुरोधित खाते और/या मेथड को उपयोगकर्ता ने अधिकृत नहीं किया है।',
  'rpc.unsupportedMethod': 'यह वॉलेट मेथड "{method}" का समर्थन नहीं करता।',
  'rpc.disconnected': 'वॉलेट डिस्कनेक्ट है।',
  'rpc.unrecognizedChain': 'अज्ञात चेन ID "{chainId}"। पहले wallet_addEthereumChain से चेन जोड़कर देखें।',
  'rpc.invalidParams': 'अमान्य पैरामीटर: {reason}',
  'rpc.internal': 'आंतरिक JSON-RPC त्रुटि।',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': '{ms} ms के भीतर किसी भी डेव वॉलेट अनुरोध ने स्वीकृति की प्रतीक्षा नहीं की',
  'controls.unknownWallet': 'किसी भी डेव वॉलेट का rdns "{rdns}" नहीं है',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ मौजूद नहीं है या उसमें कोई मान्य चेन नहीं है; {rpcUrl} का उपयोग किया जा रहा है',
  'config.noStorage': 'Foyer dev wallet: localStorage उपलब्ध नहीं है; पेज दोबारा लोड करने पर कुछ भी सहेजा नहीं रहेगा',

  // Approval panel
  'panel.label': '{wallet} अनुरोध',
  'panel.walletsLabel': 'डेव वॉलेट',
  'panel.modeLabel': '{wallet} मोड',
  'panel.mode.ask': 'पूछें',
  'panel.mode.approve': 'अपने-आप स्वीकृत करें',
  'panel.mode.reject': 'अपने-आप अस्वीकार करें',
  'panel.approve': 'स्वीकृत करें',
  'panel.approveLabel': 'अनुरोध स्वीकृत करें',
  'panel.reject': 'अस्वीकार करें',
  'panel.rejectLabel': 'अनुरोध अस्वीकार करें',
  'panel.queue': '{count} में से {index}',
  'panel.origin': '{origin} से',

  // Request summaries
  'summary.connect': '{accounts} कनेक्ट करें',
  'summary.sign': '{account} से "{message}" पर हस्ताक्षर करें',
  'summary.signTyped': '{account} से {domain} के लिए {primaryType} पर हस्ताक्षर करें',
  'summary.send': '{from} से {to} को {value} {symbol} भेजें',
  'summary.deploy': '{from} से कॉन्ट्रैक्ट डिप्लॉय करें',
  'summary.addChain': 'नेटवर्क {name} ({chainId}) जोड़ें',
  'summary.switchChain': 'चेन {chainId} पर स्विच करें',
  'summary.other': '{method} कॉल करें',
  'summary.calls': '{from} से {count, plural, one {# कॉल} other {# कॉल}} का बैच भेजें',
  'solana.connect': 'अपना Solana खाता जोड़ें',
  'solana.signMessage': '“{message}” पर हस्ताक्षर करें',
  'solana.signTransaction': 'Solana लेन-देन पर हस्ताक्षर करें',
  'solana.signAllTransactions': '{count, plural, one {# Solana लेन-देन} other {# Solana लेन-देन}} पर हस्ताक्षर करें',
  'solana.signAndSend': 'Solana लेन-देन पर हस्ताक्षर करके भेजें',
  'solana.notASigner': 'यह खाता इस लेन-देन पर हस्ताक्षर नहीं करता',
  'bitcoin.signPsbt': 'Bitcoin लेन-देन के {count, plural, one {# इनपुट} other {# इनपुट}} पर हस्ताक्षर करें: {inputs}',
  'bitcoin.noBroadcast':
    'यह वॉलेट लेन-देन प्रसारित नहीं कर सकता: devnet में कोई Bitcoin नोड नहीं है। broadcast के बिना हस्ताक्षर माँगें और हस्ताक्षरित लेन-देन स्वयं भेजें।',
  'bitcoin.ecdsaPaymentOnly':
    'ECDSA हस्ताक्षर केवल भुगतान पते के लिए है; {address} से BIP-322 हस्ताक्षर (protocol "bip322") माँगें',
  'polkadot.signTransaction': '{account} से {chain} लेन-देन पर हस्ताक्षर करें',
  'polkadot.unknownExtension': 'यह वॉलेट हस्ताक्षरित एक्सटेंशन {name} को नहीं जानता',
  'walletconnect.bitcoinAccounts': 'Bitcoin खाते {accounts}',
  'walletconnect.polkadotAccounts': 'Polkadot खाते {accounts}',
}
