import type { Catalog } from '../messages.js'

/** Spanish (es): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'No se pudo iniciar la cadena {chainId}',
  'chain.startTimeout': 'La cadena {chainId} no respondió en {rpcUrl} en {seconds} s',
  'chain.wrongChainId':
    'El servidor en {rpcUrl} responde con el ID de cadena {actual}, pero se esperaba {expected}',
  'chain.cliNotFound': 'No se encontró la CLI de Hardhat',
  'wallet.buildFailed': 'No se pudo compilar el bundle de la billetera de desarrollo',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'El usuario rechazó la solicitud.',
  'rpc.unauthorized': 'El usuario no ha autorizado la cuenta y/o el método solicitados.',
  'rpc.unsupportedMethod': 'Esta billetera no admite el método «{method}».',
  'rpc.disconnected': 'La billetera está desconectada.',
  'rpc.unrecognizedChain':
    'ID de cadena «{chainId}» no reconocido. Intenta agregar primero la cadena con wallet_addEthereumChain.',
  'rpc.invalidParams': 'Parámetros no válidos: {reason}',
  'rpc.internal': 'Error interno de JSON-RPC.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending':
    'Ninguna solicitud de la billetera de desarrollo quedó pendiente de aprobación en {ms} ms',
  'controls.unknownWallet': 'Ninguna billetera de desarrollo tiene el rdns «{rdns}»',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ no existe o no tiene cadenas válidas; se usa {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage no está disponible; no se conservará nada al recargar la página',

  // Approval panel
  'panel.label': 'Solicitud de {wallet}',
  'panel.walletsLabel': 'Billeteras de desarrollo',
  'panel.modeLabel': 'Modo de {wallet}',
  'panel.mode.ask': 'Preguntar',
  'panel.mode.approve': 'Aprobar automáticamente',
  'panel.mode.reject': 'Rechazar automáticamente',
  'panel.approve': 'Aprobar',
  'panel.approveLabel': 'Aprobar solicitud',
  'panel.reject': 'Rechazar',
  'panel.rejectLabel': 'Rechazar solicitud',
  'panel.queue': '{index} de {count}',
  'panel.origin': 'Desde {origin}',

  // Request summaries
  'summary.connect': 'Conectar {accounts}',
  'summary.sign': 'Firmar «{message}» con {account}',
  'summary.signTyped': 'Firmar {primaryType} para {domain} con {account}',
  'summary.send': 'Enviar {value} {symbol} de {from} a {to}',
  'summary.deploy': 'Desplegar un contrato desde {from}',
  'summary.addChain': 'Agregar la red {name} ({chainId})',
  'summary.switchChain': 'Cambiar a la cadena {chainId}',
  'summary.other': 'Llamar a {method}',
  'summary.calls': 'Enviar un lote de {count, plural, one {# llamada} other {# llamadas}} desde {from}',
  'solana.connect': 'Conectar tu cuenta de Solana',
  'solana.signMessage': 'Firmar «{message}»',
  'solana.signTransaction': 'Firmar una transacción de Solana',
  'solana.signAllTransactions':
    'Firmar {count, plural, one {# transacción de Solana} other {# transacciones de Solana}}',
  'solana.signAndSend': 'Firmar y enviar una transacción de Solana',
  'solana.notASigner': 'Esta cuenta no firma esta transacción',
  'bitcoin.signPsbt':
    'Firmar {count, plural, one {# entrada} other {# entradas}} de una transacción de Bitcoin: {inputs}',
  'bitcoin.noBroadcast':
    'Esta billetera no puede difundir transacciones: la devnet no tiene nodo de Bitcoin. Pide la firma sin broadcast y envía tú mismo la transacción firmada.',
  'bitcoin.ecdsaPaymentOnly':
    'una firma ECDSA solo es para la dirección de pago; pide una firma BIP-322 (protocol "bip322") con {address}',
  'polkadot.signTransaction': 'Firmar una transacción de {chain} con {account}',
  'polkadot.unknownExtension': 'esta billetera no conoce la extensión firmada {name}',
  'walletconnect.bitcoinAccounts': 'Cuentas de Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Cuentas de Polkadot {accounts}',
}
