import type { Catalog } from '../en.js'

/** Portuguese (pt): core's errors, alerts and toasts. */
export const messages: Catalog = {
  // Alerts (spec section 8)
  'alert.projectIdNotConfigured': 'ID do projeto não configurado',
  'alert.projectIdNotConfiguredDescription':
    'Defina um projectId nas opções passadas para createFoyer para ativar todos os recursos.',
  'alert.projectIdConsole':
    'Foyer: projectId é obrigatório. Passe `projectId` para createFoyer(); alguns recursos ficam desativados até que ele seja definido.',

  // Options
  'error.invalidOptions': 'Opções inválidas',
  'error.invalidOption': 'Opção `{path}` inválida: {reason}',
  'error.required': 'Obrigatório',
  'error.expectedReceived': 'Esperado {expected}, recebido {received}',
  'error.networksRequired': 'É necessária pelo menos uma rede em `networks`',
  'error.networkNamespaceMismatch':
    'A rede {caipNetworkId} tem o chainNamespace {chainNamespace}, que não corresponde ao seu ID de rede CAIP',
  'error.siweAndSiwx': 'Não é possível definir as opções `siweConfig` e `siwx` ao mesmo tempo',
  'error.legalCheckboxUrls':
    '`features.legalCheckbox` requer `termsConditionsUrl` ou `privacyPolicyUrl`: o visitante precisa poder ler aquilo com que está concordando',
  'error.featureNotBuilt':
    '`features.{feature}` não pode ser ativado: {what} ainda não faz parte desta versão do Foyer. Omita a opção ou defina-a como false',
  'error.httpUrlRequired': 'Esperada uma URL http ou https, recebido {value}',
  'error.networkWithIdNotFound': 'Rede com ID {id} não encontrada',
  'error.duplicateAdapter': 'Só é permitido um adaptador por namespace; {namespace} tem mais de um',
  'error.basicWithAdapters':
    '`walletConnect` é o modo básico do WalletConnect, para um site sem `adapters`: passe o conector aos seus adaptadores (`walletConnect` de cada um)',
  'error.duplicateNetwork': 'A rede {caipNetworkId} aparece mais de uma vez em `networks`',
  'error.duplicateCustomWallet': 'A carteira {id} aparece mais de uma vez em `customWallets`',
  'error.walletLinkRequired':
    'Esperada uma URL http ou https ou um link de app como "mywallet://", recebido {value}',
  'error.walletImageRequired': 'Esperada uma URL http ou https ou uma URL data:image, recebido {value}',

  // CAIP and validation (spec section 5)
  'error.invalidCaipAddress': 'Endereço CAIP inválido',
  'error.invalidCaipAddressDetails':
    'Esperado namespace:chainId:address com um namespace conhecido, recebido “{value}”',
  'error.invalidCaipNetworkId': 'ID de rede CAIP inválido',
  'error.invalidCaipNetworkIdDetails':
    'Esperado namespace:chainId com um namespace conhecido, recebido “{value}”',
  'error.invalidChainId': 'chainId inválido',

  // Connection
  'error.connectorNotFound': 'Conector não encontrado',
  'error.connectorNotFoundDetails': 'Nenhum conector com o ID “{connectorId}”',
  'error.adapterNotFound': 'Não existe adaptador para o namespace {namespace}',
  'error.providerNotFound': 'Provedor não encontrado',
  'error.codeLoad': 'Não foi possível baixar uma parte do Foyer. Verifique a conexão e tente novamente.',
  'error.disconnect': 'Falha ao desconectar',
  'error.connectionAborted': 'A carteira se desconectou antes de a conexão ser concluída',
  // WalletConnect (issue #6)
  'error.walletConnectRelayUnreachable': 'Não foi possível acessar o relay do WalletConnect',
  'error.walletConnectProposalRejected': 'A carteira recusou a conexão',

  // Network (spec section 8)
  'error.networkNotFound': 'Rede não encontrada',
  'error.unsupportedChain': 'Rede não suportada',
  'error.removeLastNetwork': 'Não é possível remover a última rede de um namespace',
  'error.removeAdapterWhileConnected': 'Não é possível remover um adaptador enquanto ele está conectado',
  'error.notConnected': 'Nenhuma conta conectada para o namespace {namespace}',
  'network.unknown': 'Rede desconhecida',

  // EIP-1193 provider errors
  'error.userRejected': 'O usuário recusou a solicitação.',
  'error.rpcMethodNotAllowed': 'A chamada RPC solicitada não é permitida',
  'error.name.characters': 'Use apenas letras, números e hifens',
  'error.name.tooShort': 'Use pelo menos 4 caracteres',
  'error.name.register': 'Falha ao registrar o nome {name}',
  'error.name.suggestions': 'Falha ao carregar sugestões de nomes',
  'error.frame.load': 'Não foi possível carregar o login por e-mail',
  'error.frame.unknown': 'Ocorreu um erro',
  'error.frame.aborted': 'A solicitação foi cancelada',
  'error.email.invalid': 'Insira um endereço de e-mail válido',
  'error.social.popupBlocked':
    'Seu navegador bloqueou a janela de login. Permita pop-ups para este site e tente novamente',
  'error.social.windowClosed': 'A janela de login foi fechada antes de o login terminar',
  'error.social.accessDenied': 'O login foi cancelado em {provider}',
  'error.social.stateExpired': 'O login demorou demais. Tente novamente',
  'error.social.stateInvalid': 'Não foi possível verificar o login. Tente novamente',
  'error.social.providerError': '{provider} recusou o login. Tente novamente',
  'error.social.providerUnavailable': '{provider} não está respondendo. Tente novamente mais tarde',
  'error.social.tokenInvalid': 'Não foi possível verificar a resposta de {provider}. Tente novamente',
  'error.social.deviceMismatch': 'O login foi concluído em outro navegador. Tente novamente aqui',
  'error.social.timeout': 'O login demorou demais. Tente novamente',
  'error.emailLogin.locked': 'Muitos códigos incorretos: solicite um novo código',
  'error.emailLogin.expired': 'Este código expirou: solicite um novo código',
  'error.emailUpdate.unchanged': 'Este já é o seu endereço de e-mail',
  'error.emailUpdate.taken': 'Outra conta usa este endereço de e-mail',
  'error.emailUpdate.throttled': 'Tente novamente em {seconds} segundos',
  'error.emailUpdate.wrongCode': 'Código incorreto.',
  'error.emailUpdate.locked': 'Muitos códigos incorretos: solicite novos códigos',
  'error.emailUpdate.expired': 'Estes códigos expiraram: solicite novos códigos',
  'error.emailUpdate.missing': 'A alteração do e-mail foi interrompida: solicite novos códigos',
  'error.socialsNeedFrame':
    '`features.socials` precisa de `authFrameUrl`: o login social é executado no frame de login seguro, que o servidor Foyer serve a partir de uma origem própria',
  'error.emailNeedsFrame':
    '`features.email` requer `authFrameUrl`: o login por e-mail é executado no frame de login seguro, que o servidor Foyer fornece a partir de uma origem própria',
  'connector.email': 'E-mail',
  'error.siwx.invalidMessage': 'A mensagem de login não é uma mensagem EIP-4361 / CAIP-122 válida',
  'error.siwx.signatureDeclined': 'Assinatura recusada',
  'error.siwx.smartAccount': 'Este aplicativo pode não ser compatível com contas inteligentes',
  'error.accountTypeSwitch': 'Não foi possível trocar o tipo de conta: sua EOA será usada no lugar',
  'error.siwx.init': 'Ocorreu um problema ao inicializar a autenticação',
  'error.siwx.verification': 'A assinatura não corresponde ao endereço que está fazendo login',
  'error.invalidSendCalls':
    'Cada chamada de wallet_sendCalls precisa de um `to` com prefixo 0x (e de `data`, quando informado)',
  'error.requestNotSupported': 'Esta conexão com a carteira não pode enviar solicitações',
  'error.tx.nonce': 'Outra transação desta conta foi processada antes. Tente novamente.',
  'error.tx.fee':
    'A taxa de rede oferecida está baixa demais no momento. Tente novamente com uma taxa maior.',
  'error.tx.gas': 'A transação precisa de mais gas do que recebeu, ou de mais do que cabe em um bloco.',
  'error.tx.insufficientFunds': 'Saldo insuficiente para pagar esta transação e a taxa de rede.',
  'error.tx.reverted': 'O contrato recusou esta transação (ela foi revertida).',
  'toast.actionNotAllowed': 'Ação não permitida',
  'toast.transactionStarted': 'Transação iniciada',
  'toast.checkWallet': 'Confira seu celular: aprove a solicitação na sua carteira',
  'toast.emailUpdated': 'E-mail atualizado',
  'send.invalidAmount': 'Digite um valor como 1.5',
  'send.zeroAmount': 'Digite um valor maior que 0',
  'send.insufficientBalance': 'Saldo insuficiente',
  'send.invalidAddress': 'Digite um endereço válido (0x…) ou um nome',
  'send.invalidAddressSolana': 'Digite um endereço Solana válido ou um nome',
  'error.invalidPolkadotAddress': 'Este não é um endereço Polkadot válido',
  'send.nameNotFound': 'Nenhum endereço encontrado para este nome',
  'send.badChecksum':
    'Este endereço tem um erro de digitação: as letras maiúsculas não correspondem ao checksum (EIP-55)',
  'send.rejected': 'A carteira recusou a transação',
  'send.notSupported': 'Não é possível enviar nesta rede com esta carteira',
  'error.unauthorized': 'O método e/ou a conta solicitados não foram autorizados pelo usuário.',
  'error.unsupportedMethod': 'O provedor não é compatível com o método solicitado.',
  'error.providerDisconnected': 'O provedor está desconectado de todas as redes.',
  'error.chainDisconnected': 'O provedor não está conectado à rede solicitada.',
  'error.unrecognizedChain': 'ID de rede não reconhecido.',

  // JSON-RPC 2.0 errors
  'error.rpc.parse':
    'O servidor recebeu um JSON inválido. Ocorreu um erro no servidor ao analisar o texto JSON.',
  'error.rpc.invalidRequest': 'O JSON não é um objeto de solicitação válido.',
  'error.rpc.methodNotFound': 'O método não existe ou não está disponível.',
  'error.rpc.invalidParams': 'Parâmetros inválidos foram fornecidos ao método RPC.',
  'error.rpc.internal': 'Foi recebido um erro interno.',
  'error.rpc.invalidInput': 'Parâmetros ausentes ou inválidos.',
  'error.rpc.resourceNotFound': 'Recurso solicitado não encontrado.',
  'error.rpc.resourceUnavailable': 'Recurso solicitado indisponível.',
  'error.rpc.transactionRejected': 'Falha ao criar a transação.',
  'error.rpc.methodNotSupported': 'Método não suportado.',
  'error.rpc.limitExceeded': 'A solicitação excede o limite definido.',
  'error.rpc.versionNotSupported': 'Versão do protocolo JSON-RPC não suportada.',

  'error.unknown': 'Algo deu errado',
  // Network transport and wallet answers (the EVM adapter's)
  'error.rpcTimeout': 'A rede demorou demais para responder.',
  'error.rpcUnreachable': 'Não foi possível acessar a rede.',
  'error.invalidRpcResponse': 'A rede enviou uma resposta que não pôde ser interpretada.',
  'error.invalidProviderResponse': 'A carteira enviou uma resposta que não pôde ser interpretada.',

  // Balance
  'warn.balanceUnavailable':
    'Foyer: não foi possível obter o saldo em {network}; ele será exibido como desconhecido.',
  'warn.serverBalanceUnavailable':
    'Foyer: o servidor não informou o saldo em {network}; ele será lido diretamente da rede.',
  'warn.basicWithoutNamespace':
    'Foyer: o modo básico do WalletConnect não consegue conectar redes {namespace}; elas aparecem na lista, mas nenhuma carteira as conecta.',
  'warn.adapterWithoutNetworks':
    'Foyer: o adaptador {namespace} foi ignorado porque `networks` não tem nenhuma rede {namespace}.',
  'toast.balanceUnavailable': 'Saldo de tokens indisponível',
  // Account panel: tokens, history, identity (spec section 8)
  'toast.fetchTransactionsFailed': 'Falha ao carregar as transações',
  'error.transactionsAccountRequired': 'Não é possível carregar transações sem um accountAddress',
  'warn.identityUnavailable': 'Foyer: não foi possível obter a identidade de {address}.',

  // Server alerts (spec section 8: server messages mapped)
  'alert.invalidAppConfiguration': 'Configuração do app inválida',
  'alert.invalidAppConfigurationDescription':
    'Esta origem não está na lista de permissões do projeto; adicione-a à configuração do servidor Foyer.',
  'alert.frameUnavailable': 'Configuração do app inválida',
  'alert.frameUnavailableDescription':
    'O quadro seguro de login não carregou. Verifique o authFrameUrl e se o servidor Foyer fornece o quadro.',
  'alert.sessionExpired': 'Sessão expirada',
  'alert.sessionExpiredDescription':
    'Foi encontrada uma sessão inválida no servidor. Verifique as configurações de data e hora deste dispositivo e tente novamente.',
  'alert.invalidProjectId': 'ID do projeto inválido',
  'alert.invalidProjectIdDescription':
    'O servidor Foyer não reconhece este projectId; verifique o projectId passado para createFoyer.',
  'alert.toast': '{title}: {description}',

  // HTTP client and API clients (spec section 7)
  'error.http.status': 'Código de status HTTP: {status}',
  'error.http.network': 'A solicitação ao servidor falhou',
  'error.http.invalidResponse': 'O servidor enviou uma resposta inesperada',
  'error.http.invalidResponseDetails': 'Resposta inválida de {path}: {reason}',
  'error.chainNotSupported': 'Rede não suportada',
  'error.noServer': 'Nenhum servidor Foyer configurado (apiUrl) para ler os dados da conta',
  'error.chainNotSupportedDetails': 'A rede ativa {caipNetworkId} não está entre as redes suportadas',
  'warn.analyticsDisabled': 'Foyer: o analytics está desativado porque getAnalyticsConfig falhou.',
  'warn.analyticsFailed': 'Foyer: não foi possível enviar o evento de analytics {event}.',

  // Caches
  'warn.cacheUnreadable': 'Foyer: ignorando o cache ilegível armazenado em “{key}”.',

  // Languages
  'error.invalidLocale': 'Esperada uma tag de idioma como “fr” ou “pt-BR”, recebido “{value}”',
  'warn.localeUnsupported': 'Foyer: nenhum catálogo corresponde ao idioma {requested}; exibindo {locale}.',
  'warn.localeLoadFailed': 'Foyer: não foi possível carregar os textos em {locale}; mantendo {current}.',
  'warn.viewNotOffered':
    'Foyer: a vista {view} não está disponível para esta conta; a conta é mostrada em seu lugar.',
  'error.onramp.open': 'Não foi possível iniciar a compra. Tente novamente.',
  'error.swap.init': 'Falha ao iniciar a troca',
  'error.swap.allowance': 'Falha ao verificar a permissão',
  'error.swap.approval': 'Falha ao criar a transação de aprovação',
  'error.swap.transaction': 'Falha ao criar a transação',
  'error.swap.quote': 'Não foi possível obter uma cotação. Tente novamente.',
  'error.swap.failed': 'Erro na transação',
  'swap.invalidAmount': 'Digite um valor válido',
  'toast.swapApprove': 'Aprove o aumento do limite na sua carteira',
  'toast.swapConfirm': 'Confirme a transação na sua carteira',
  'toast.swapping': 'Trocando {from} por {to}',
  'toast.swapped': '{from} trocado por {to}',

  // Spec section 8, issue #31
  'error.tokenPrice': 'Não foi possível obter o preço do token da rede',
  'error.sendTransaction': 'Não foi possível enviar a transação. Tente novamente.',
  'error.incorrectAmount': 'Valor incorreto',
  'error.name.resolve': 'Erro ao resolver o nome',
  'error.name.forAddress': 'Erro ao obter os nomes do endereço',
  'error.authAccountNotFound': 'Endereço ou conector de autenticação não encontrado',
  'error.gasPriceNotSupported': 'Rede não compatível com o preço do gás',
  'error.swap.noAddress': 'Nenhum endereço encontrado de onde trocar os tokens.',
  'error.caipNetworkUndefined': 'CaipNetwork não está definido',
  'error.caipAccountUndefined': 'CaipNetwork ou CaipAddress não está definido',
  'alert.networkNotFound': 'Rede não encontrada',
  'alert.networkNotFoundDescription':
    'Esta rede não está nas `networks` passadas a createFoyer; adicione-a lá para mudar para ela.',
  'alert.socketsTimeout': 'Tempo de conexão esgotado',
  'alert.socketsTimeoutDescription':
    'Não foi possível alcançar o relay do WalletConnect a tempo. Verifique sua conexão com a internet e tente novamente.',
}
