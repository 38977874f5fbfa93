/** The rdns and names of the dev wallets the page gets. */
export const FOYER = 'dev.foyer.wallet'
export const LANTERN = 'dev.foyer.lantern'
export const SOLANA = 'dev.foyer.solana'
export const SOLANA_NAME = 'Foyer Solana Dev Wallet'
export const LANTERN_NAME = 'Lantern Dev Wallet'
