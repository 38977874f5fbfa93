import type { Catalog } from '../messages.js'

/** French (fr): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Impossible de démarrer la chaîne {chainId}',
  'chain.startTimeout': 'La chaîne {chainId} n’a pas répondu sur {rpcUrl} dans un délai de {seconds} s',
  'chain.wrongChainId':
    'Le serveur sur {rpcUrl} répond avec l’ID de chaîne {actual}, alors que {expected} était attendu',
  'chain.cliNotFound': 'La CLI Hardhat est introuvable',
  'wallet.buildFailed': 'Impossible de générer le bundle du portefeuille de développement',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': 'L’utilisateur a refusé la demande.',
  'rpc.unauthorized': 'Le compte et/ou la méthode demandés n’ont pas été autorisés par l’utilisateur.',
  'rpc.unsupportedMethod': 'La méthode « {method} » n’est pas prise en charge par ce portefeuille.',
  'rpc.disconnected': 'Le portefeuille est déconnecté.',
  'rpc.unrecognizedChain':
    'ID de chaîne « {chainId} » non reconnu. Essayez d’abord d’ajouter la chaîne avec wallet_addEthereumChain.',
  'rpc.invalidParams': 'Paramètres non valides : {reason}',
  'rpc.internal': 'Erreur JSON-RPC interne.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending':
    'Aucune demande du portefeuille de développement n’a attendu d’approbation dans un délai de {ms} ms',
  'controls.unknownWallet': 'Aucun portefeuille de développement n’a le rdns « {rdns} »',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ est absent ou ne contient aucune chaîne valide ; utilisation de {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage n’est pas disponible ; rien ne sera conservé entre les rechargements',

  // Approval panel
  'panel.label': 'Demande de {wallet}',
  'panel.walletsLabel': 'Portefeuilles de développement',
  'panel.modeLabel': 'Mode de {wallet}',
  'panel.mode.ask': 'Demander',
  'panel.mode.approve': 'Approuver automatiquement',
  'panel.mode.reject': 'Refuser automatiquement',
  'panel.approve': 'Approuver',
  'panel.approveLabel': 'Approuver la demande',
  'panel.reject': 'Refuser',
  'panel.rejectLabel': 'Refuser la demande',
  'panel.queue': '{index} sur {count}',
  'panel.origin': 'De {origin}',

  // Request summaries
  'summary.connect': 'Connecter {accounts}',
  'summary.sign': 'Signer « {message} » avec {account}',
  'summary.signTyped': 'Signer {primaryType} pour {domain} avec {account}',
  'summary.send': 'Envoyer {value} {symbol} de {from} à {to}',
  'summary.deploy': 'Déployer un contrat depuis {from}',
  'summary.addChain': 'Ajouter le réseau {name} ({chainId})',
  'summary.switchChain': 'Passer à la chaîne {chainId}',
  'summary.other': 'Appeler {method}',
  'summary.calls': 'Envoyer un lot {count, plural, one {d’# appel} other {de # appels}} depuis {from}',
  'solana.connect': 'Connecter votre compte Solana',
  'solana.signMessage': 'Signer « {message} »',
  'solana.signTransaction': 'Signer une transaction Solana',
  'solana.signAllTransactions':
    'Signer {count, plural, one {# transaction Solana} other {# transactions Solana}}',
  'solana.signAndSend': 'Signer et envoyer une transaction Solana',
  'solana.notASigner': 'Ce compte ne signe pas cette transaction',
  'bitcoin.signPsbt':
    'Signer {count, plural, one {# entrée} other {# entrées}} d’une transaction Bitcoin : {inputs}',
  'bitcoin.noBroadcast':
    'Ce portefeuille ne peut pas diffuser de transactions : le devnet n’a pas de nœud Bitcoin. Demandez la signature sans broadcast et envoyez vous-même la transaction signée.',
  'bitcoin.ecdsaPaymentOnly':
    'une signature ECDSA n’existe que pour l’adresse de paiement ; demandez une signature BIP-322 (protocol "bip322") par {address}',
  'polkadot.signTransaction': 'Signer une transaction {chain} avec {account}',
  'polkadot.unknownExtension': 'l’extension signée {name} est inconnue de ce portefeuille',
  'walletconnect.bitcoinAccounts': 'Comptes Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Comptes Polkadot {accounts}',
}
