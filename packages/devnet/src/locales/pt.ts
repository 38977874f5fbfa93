import type { Catalog } from '../messages.js'

/** Portuguese (pt): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Não foi possível iniciar a chain {chainId}',
  'chain.startTimeout': 'A chain {chainId} não respondeu em {rpcUrl} dentro de {seconds} s',
  'chain.wrongChainId':
    'O servidor em {rpcUrl} responde com o chain ID {actual}, mas era esperado {expected}',
  'chain.cliNotFound': 'A CLI do Hardhat não foi encontrada',
  'wallet.buildFailed': 'Não foi possível gerar o bundle da carteira de desenvolvimento',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'O usuário recusou a solicitação.',
  'rpc.unauthorized': 'A conta e/ou o método solicitados não foram autorizados pelo usuário.',
  'rpc.unsupportedMethod': 'O método “{method}” não é compatível com esta carteira.',
  'rpc.disconnected': 'A carteira está desconectada.',
  'rpc.unrecognizedChain':
    'Chain ID “{chainId}” não reconhecido. Tente primeiro adicionar a chain com wallet_addEthereumChain.',
  'rpc.invalidParams': 'Parâmetros inválidos: {reason}',
  'rpc.internal': 'Erro interno de JSON-RPC.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending':
    'Nenhuma solicitação da carteira de desenvolvimento aguardou aprovação dentro de {ms} ms',
  'controls.unknownWallet': 'Nenhuma carteira de desenvolvimento com o rdns “{rdns}”',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ está ausente ou não tem chains válidas; usando {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage não está disponível; nada será mantido ao recarregar a página',

  // Approval panel
  'panel.label': 'Solicitação de {wallet}',
  'panel.walletsLabel': 'Carteiras de desenvolvimento',
  'panel.modeLabel': 'Modo de {wallet}',
  'panel.mode.ask': 'Perguntar',
  'panel.mode.approve': 'Aprovar automaticamente',
  'panel.mode.reject': 'Recusar automaticamente',
  'panel.approve': 'Aprovar',
  'panel.approveLabel': 'Aprovar solicitação',
  'panel.reject': 'Recusar',
  'panel.rejectLabel': 'Recusar solicitação',
  'panel.queue': '{index} de {count}',
  'panel.origin': 'De {origin}',

  // Request summaries
  'summary.connect': 'Conectar {accounts}',
  'summary.sign': 'Assinar “{message}” com {account}',
  'summary.signTyped': 'Assinar {primaryType} para {domain} com {account}',
  'summary.send': 'Enviar {value} {symbol} de {from} para {to}',
  'summary.deploy': 'Implantar um contrato a partir de {from}',
  'summary.addChain': 'Adicionar a rede {name} ({chainId})',
  'summary.switchChain': 'Mudar para a chain {chainId}',
  'summary.other': 'Chamar {method}',
  'summary.calls': 'Enviar {count, plural, one {# chamada} other {# chamadas}} em lote de {from}',
  'solana.connect': 'Conectar sua conta Solana',
  'solana.signMessage': 'Assinar “{message}”',
  'solana.signTransaction': 'Assinar uma transação Solana',
  'solana.signAllTransactions':
    'Assinar {count, plural, one {# transação Solana} other {# transações Solana}}',
  'solana.signAndSend': 'Assinar e enviar uma transação Solana',
  'solana.notASigner': 'Esta conta não assina esta transação',
  'bitcoin.signPsbt':
    'Assinar {count, plural, one {# entrada} other {# entradas}} de uma transação Bitcoin: {inputs}',
  'bitcoin.noBroadcast':
    'Esta carteira não pode transmitir transações: a devnet não tem nó Bitcoin. Peça a assinatura sem broadcast e envie você mesmo a transação assinada.',
  'bitcoin.ecdsaPaymentOnly':
    'uma assinatura ECDSA é só para o endereço de pagamento; peça uma assinatura BIP-322 (protocol "bip322") com {address}',
  'polkadot.signTransaction': 'Assinar uma transação {chain} com {account}',
  'polkadot.unknownExtension': 'a extensão assinada {name} é desconhecida por esta carteira',
  'walletconnect.bitcoinAccounts': 'Contas Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Contas Polkadot {accounts}',
}
