import type { Catalog } from '../messages.js'

/** Ukrainian (uk): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Не вдалося запустити блокчейн {chainId}',
  'chain.startTimeout': 'Блокчейн {chainId} не відповів на {rpcUrl} протягом {seconds} с',
  'chain.wrongChainId': 'Сервер на {rpcUrl} повертає chain id {actual}, а очікувався {expected}',
  'chain.cliNotFound': 'Не вдалося знайти Hardhat CLI',
  'wallet.buildFailed': 'Не вдалося зібрати бандл тестового гаманця',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'Користувач відхилив запит.',
  'rpc.unauthorized': 'Користувач не авторизував запитаний обліковий запис та/або метод.',
  'rpc.unsupportedMethod': 'Метод «{method}» не підтримується цим гаманцем.',
  'rpc.disconnected': 'Гаманець відключено.',
  'rpc.unrecognizedChain':
    'Нерозпізнаний ID блокчейну «{chainId}». Спершу спробуйте додати блокчейн за допомогою wallet_addEthereumChain.',
  'rpc.invalidParams': 'Недійсні параметри: {reason}',
  'rpc.internal': 'Внутрішня помилка JSON-RPC.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'Жоден запит тестового гаманця не очікував підтвердження протягом {ms} мс',
  'controls.unknownWallet': 'Немає тестового гаманця з rdns «{rdns}»',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ відсутній або не містить дійсних блокчейнів; використовується {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage недоступне; після перезавантаження нічого не збережеться',

  // Approval panel
  'panel.label': 'Запит {wallet}',
  'panel.walletsLabel': 'Тестові гаманці',
  'panel.modeLabel': 'Режим {wallet}',
  'panel.mode.ask': 'Запитувати',
  'panel.mode.approve': 'Автопідтвердження',
  'panel.mode.reject': 'Автовідхилення',
  'panel.approve': 'Підтвердити',
  'panel.approveLabel': 'Підтвердити запит',
  'panel.reject': 'Відхилити',
  'panel.rejectLabel': 'Відхилити запит',
  'panel.queue': '{index} з {count}',
  'panel.origin': 'Від {origin}',

  // Request summaries
  'summary.connect': 'Підключити {accounts}',
  'summary.sign': 'Підписати «{message}» обліковим записом {account}',
  'summary.signTyped': 'Підписати {primaryType} для {domain} обліковим записом {account}',
  'summary.send': 'Надіслати {value} {symbol} з {from} на {to}',
  'summary.deploy': 'Розгорнути контракт з {from}',
  'summary.addChain': 'Додати мережу {name} ({chainId})',
  'summary.switchChain': 'Перейти на блокчейн {chainId}',
  'summary.other': 'Викликати {method}',
  'summary.calls':
    'Надіслати пакет: {count, plural, one {# виклик} few {# виклики} many {# викликів} other {# виклику}} з {from}',
  'solana.connect': 'Підключити обліковий запис Solana',
  'solana.signMessage': 'Підписати «{message}»',
  'solana.signTransaction': 'Підписати транзакцію Solana',
  'solana.signAllTransactions':
    'Підписати {count, plural, one {# транзакцію Solana} few {# транзакції Solana} many {# транзакцій Solana} other {# транзакції Solana}}',
  'solana.signAndSend': 'Підписати й надіслати транзакцію Solana',
  'solana.notASigner': 'Цей обліковий запис не підписує цю транзакцію',
  'bitcoin.signPsbt':
    'Підписати {count, plural, one {# вхід} few {# входи} many {# входів} other {# входу}} транзакції Bitcoin: {inputs}',
  'bitcoin.noBroadcast':
    'Цей гаманець не може транслювати транзакції: у devnet немає вузла Bitcoin. Запитайте підпис без broadcast і надішліть підписану транзакцію самостійно.',
  'bitcoin.ecdsaPaymentOnly':
    'підпис ECDSA є лише для платіжної адреси; запитайте підпис BIP-322 (protocol "bip322") адресою {address}',
  'polkadot.signTransaction': 'Підписати транзакцію {chain} обліковим записом {account}',
  'polkadot.unknownExtension': 'підписане розширення {name} невідоме цьому гаманцю',
  'walletconnect.bitcoinAccounts': 'Облікові записи Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Облікові записи Polkadot {accounts}',
}
