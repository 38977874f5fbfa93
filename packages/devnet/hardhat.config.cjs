// Hardhat config for the Foyer devnet. One config for every chain: the chain id comes from the
// environment (FOYER_CHAIN_ID), set by startChain(). No solidity section: the node never compiles.
const chainId = Number(process.env.FOYER_CHAIN_ID || 31337)

module.exports = {
  networks: {
    hardhat: { chainId, mining: { auto: true } },
  },
}
