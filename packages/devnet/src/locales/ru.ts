import type { Catalog } from '../messages.js'

/** Russian (ru): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Не удалось запустить сеть {chainId}',
  'chain.startTimeout': 'Сеть {chainId} не ответила на {rpcUrl} в течение {seconds} с',
  'chain.wrongChainId': 'Сервер на {rpcUrl} возвращает chain id {actual}, ожидался {expected}',
  'chain.cliNotFound': 'Не удалось найти Hardhat CLI',
  'wallet.buildFailed': 'Не удалось собрать бандл кошелька разработчика',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'Пользователь отклонил запрос.',
  'rpc.unauthorized': 'Пользователь не авторизовал запрошенный аккаунт и/или метод.',
  'rpc.unsupportedMethod': 'Метод «{method}» не поддерживается этим кошельком.',
  'rpc.disconnected': 'Кошелек отключен.',
  'rpc.unrecognizedChain':
    'Нераспознанный ID сети «{chainId}». Сначала попробуйте добавить сеть с помощью wallet_addEthereumChain.',
  'rpc.invalidParams': 'Недопустимые параметры: {reason}',
  'rpc.internal': 'Внутренняя ошибка JSON-RPC.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending': 'За {ms} мс ни один запрос кошелька разработчика не ожидал подтверждения',
  'controls.unknownWallet': 'Нет кошелька разработчика с rdns «{rdns}»',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ отсутствует или не содержит допустимых сетей; используется {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage недоступен; данные не сохранятся после перезагрузки страницы',

  // Approval panel
  'panel.label': 'Запрос: {wallet}',
  'panel.walletsLabel': 'Кошельки разработчика',
  'panel.modeLabel': 'Режим: {wallet}',
  'panel.mode.ask': 'Спрашивать',
  'panel.mode.approve': 'Подтверждать автоматически',
  'panel.mode.reject': 'Отклонять автоматически',
  'panel.approve': 'Подтвердить',
  'panel.approveLabel': 'Подтвердить запрос',
  'panel.reject': 'Отклонить',
  'panel.rejectLabel': 'Отклонить запрос',
  'panel.queue': '{index} из {count}',
  'panel.origin': 'От {origin}',

  // Request summaries
  'summary.connect': 'Подключить {accounts}',
  'summary.sign': 'Подписать «{message}» аккаунтом {account}',
  'summary.signTyped': 'Подписать {primaryType} для {domain} аккаунтом {account}',
  'summary.send': 'Отправить {value} {symbol} с {from} на {to}',
  'summary.deploy': 'Развернуть контракт с {from}',
  'summary.addChain': 'Добавить сеть {name} ({chainId})',
  'summary.switchChain': 'Переключиться на сеть {chainId}',
  'summary.other': 'Вызвать {method}',
  'summary.calls':
    'Отправить с {from} пакет из {count, plural, one {# вызова} few {# вызовов} many {# вызовов} other {# вызова}}',
  'solana.connect': 'Подключить аккаунт Solana',
  'solana.signMessage': 'Подписать «{message}»',
  'solana.signTransaction': 'Подписать транзакцию Solana',
  'solana.signAllTransactions':
    'Подписать {count, plural, one {# транзакцию Solana} few {# транзакции Solana} many {# транзакций Solana} other {# транзакции Solana}}',
  'solana.signAndSend': 'Подписать и отправить транзакцию Solana',
  'solana.notASigner': 'Этот аккаунт не подписывает эту транзакцию',
  'bitcoin.signPsbt':
    'Подписать {count, plural, one {# вход} few {# входа} many {# входов} other {# входа}} транзакции Bitcoin: {inputs}',
  'bitcoin.noBroadcast':
    'Этот кошелёк не может транслировать транзакции: в devnet нет узла Bitcoin. Запросите подпись без broadcast и отправьте подписанную транзакцию сами.',
  'bitcoin.ecdsaPaymentOnly':
    'подпись ECDSA есть только для платёжного адреса; запросите подпись BIP-322 (protocol "bip322") адресом {address}',
  'polkadot.signTransaction': 'Подписать транзакцию {chain} аккаунтом {account}',
  'polkadot.unknownExtension': 'подписанное расширение {name} неизвестно этому кошельку',
  'walletconnect.bitcoinAccounts': 'Аккаунты Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Аккаунты Polkadot {accounts}',
}
