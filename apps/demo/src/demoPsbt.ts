// The PSBT the families/ page asks a Bitcoin wallet to sign (#28): built with @scure/btc-signer, loaded with
// the click (the page's load carries no Bitcoin code). One input spends an output of the connected payment
// address (a made-up previous transaction: the PSBT is only signed, never broadcast, so no coins are
// needed) and one output pays it back less a fee.
import { base64 } from '@scure/base'

/** The amount of the made-up output the input spends, in satoshis. */
export const DEMO_PSBT_INPUT_SATS = 10_000n
const FEE_SATS = 500n

/**
 * A base64 PSBT with one input of `address` (the payment address: p2wpkh on the dev wallets; its
 * witness UTXO script comes from the address) on the network of `caipNetworkId` (mainnet `bc1…`, the test networks `tb1…`).
 *
 * @example
 * const psbt = await buildDemoPsbt('tb1q…', 'bip122:00000008819873e925422c1ff0f99f7c')
 */
export async function buildDemoPsbt(address: string, caipNetworkId: string): Promise<string> {
  const { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } = await import('@scure/btc-signer')
  const mainnet = caipNetworkId === 'bip122:000000000019d6689c085ae165831e93'
  const network = mainnet ? NETWORK : TEST_NETWORK
  const script = OutScript.encode(Address(network).decode(address))
  const tx = new Transaction()
  tx.addInput({
    // A previous transaction of the demo's own making (32 bytes): nothing is spent.
    txid: new Uint8Array(32).fill(0x42),
    index: 0,
    witnessUtxo: { script, amount: DEMO_PSBT_INPUT_SATS },
  })
  tx.addOutputAddress(address, DEMO_PSBT_INPUT_SATS - FEE_SATS, network)
  return base64.encode(tx.toPSBT())
}
