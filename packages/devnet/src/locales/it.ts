import type { Catalog } from '../messages.js'

/** Italian (it): the dev wallets' panel and errors. */
export const messages: Catalog = {
  // Node side
  'chain.startFailed': 'Impossibile avviare la chain {chainId}',
  'chain.startTimeout': 'La chain {chainId} non ha risposto su {rpcUrl} entro {seconds} s',
  'chain.wrongChainId': 'Il server su {rpcUrl} risponde con il chain ID {actual}, era atteso {expected}',
  'chain.cliNotFound': 'Impossibile trovare la CLI di Hardhat',
  'wallet.buildFailed': 'Impossibile compilare il bundle del wallet di sviluppo',

  // EIP-1193 provider errors (the texts real wallets use)
  'rpc.userRejected': "L'utente ha rifiutato la richiesta.",
  'rpc.unauthorized': "L'account e/o il metodo richiesti non sono stati autorizzati dall'utente.",
  'rpc.unsupportedMethod': 'Il metodo “{method}” non è supportato da questo wallet.',
  'rpc.disconnected': 'Il wallet è disconnesso.',
  'rpc.unrecognizedChain':
    'Chain ID “{chainId}” non riconosciuto. Prova prima ad aggiungere la chain con wallet_addEthereumChain.',
  'rpc.invalidParams': 'Parametri non validi: {reason}',
  'rpc.internal': 'Errore JSON-RPC interno.',

  // Test controls (window.foyerDevWallet) and page config
  'controls.noPending':
    'Nessuna richiesta del wallet di sviluppo è rimasta in attesa di approvazione entro {ms} ms',
  'controls.unknownWallet': 'Nessun wallet di sviluppo con rdns “{rdns}”',
  'config.missing':
    'Foyer dev wallet: window.__FOYER_DEVNET__ è assente o non contiene chain valide; viene usato {rpcUrl}',
  'config.noStorage':
    'Foyer dev wallet: localStorage non è disponibile; nulla verrà conservato tra un ricaricamento e l’altro',

  // Approval panel
  'panel.label': 'Richiesta di {wallet}',
  'panel.walletsLabel': 'Wallet di sviluppo',
  'panel.modeLabel': 'Modalità di {wallet}',
  'panel.mode.ask': 'Chiedi',
  'panel.mode.approve': 'Approva automaticamente',
  'panel.mode.reject': 'Rifiuta automaticamente',
  'panel.approve': 'Approva',
  'panel.approveLabel': 'Approva la richiesta',
  'panel.reject': 'Rifiuta',
  'panel.rejectLabel': 'Rifiuta la richiesta',
  'panel.queue': '{index} di {count}',
  'panel.origin': 'Da {origin}',

  // Request summaries
  'summary.connect': 'Connetti {accounts}',
  'summary.sign': 'Firma “{message}” con {account}',
  'summary.signTyped': 'Firma {primaryType} per {domain} con {account}',
  'summary.send': 'Invia {value} {symbol} da {from} a {to}',
  'summary.deploy': 'Distribuisci un contratto da {from}',
  'summary.addChain': 'Aggiungi la rete {name} ({chainId})',
  'summary.switchChain': 'Passa alla chain {chainId}',
  'summary.other': 'Chiama {method}',
  'summary.calls': 'Invia {count, plural, one {# chiamata} other {# chiamate}} in batch da {from}',
  'solana.connect': 'Collega il tuo account Solana',
  'solana.signMessage': 'Firma «{message}»',
  'solana.signTransaction': 'Firma una transazione Solana',
  'solana.signAllTransactions':
    'Firma {count, plural, one {# transazione Solana} other {# transazioni Solana}}',
  'solana.signAndSend': 'Firma e invia una transazione Solana',
  'solana.notASigner': 'Questo account non firma questa transazione',
  'bitcoin.signPsbt':
    'Firma {count, plural, one {# ingresso} other {# ingressi}} di una transazione Bitcoin: {inputs}',
  'bitcoin.noBroadcast':
    'Questo wallet non può trasmettere transazioni: la devnet non ha un nodo Bitcoin. Chiedi la firma senza broadcast e invia tu la transazione firmata.',
  'bitcoin.ecdsaPaymentOnly':
    'una firma ECDSA vale solo per l’indirizzo di pagamento; chiedi una firma BIP-322 (protocol "bip322") con {address}',
  'polkadot.signTransaction': 'Firma una transazione {chain} con {account}',
  'polkadot.unknownExtension': 'l’estensione firmata {name} è sconosciuta a questo wallet',
  'walletconnect.bitcoinAccounts': 'Account Bitcoin {accounts}',
  'walletconnect.polkadotAccounts': 'Account Polkadot {accounts}',
}
