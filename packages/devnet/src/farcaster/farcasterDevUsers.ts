import { type Address, type Hex, keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevAccount } from '../deploy/hardhatAccounts.js'

/** A Farcaster account of the devnet: its fid, its profile and its custody key. */
export interface FarcasterDevUser {
  fid: number
  username: string
  displayName: string
  bio: string
  /** The profile picture's URL ('' : none). */
  pfpUrl: string
  /** The custody address's key. A public test key: never use it on a real network. */
  custodyPrivateKey: Hex
  custodyAddress: Address
}

/** The phrase every dev user's custody key derives from: `keccak256("<phrase> <username>")`. */
export const FARCASTER_DEV_KEY_PHRASE = 'foyer devnet farcaster custody'

function devUser(profile: Omit<FarcasterDevUser, 'custodyPrivateKey' | 'custodyAddress'>): FarcasterDevUser {
  const custodyPrivateKey = keccak256(stringToBytes(`${FARCASTER_DEV_KEY_PHRASE} ${profile.username}`))
  return Object.freeze({
    ...profile,
    custodyPrivateKey,
    custodyAddress: privateKeyToAccount(custodyPrivateKey).address,
  })
}

/**
 * The devnet's Farcaster users, registered by deployFarcasterRegistries on the local chain. Their custody
 * keys derive from a fixed phrase (FARCASTER_DEV_KEY_PHRASE), so they are the same on every machine: they
 * are public test keys, never to be used on a real network. The custody addresses hold no ETH (they only
 * sign Sign In With Farcaster messages).
 *
 * @example
 * const [alice, bob] = farcasterDevUsers
 * alice.fid // 1001
 */
export const farcasterDevUsers: readonly FarcasterDevUser[] = Object.freeze([
  devUser({
    fid: 1001,
    username: 'alice',
    displayName: 'Alice Liddell',
    bio: 'Dev Farcaster user on the Foyer devnet.',
    pfpUrl: '',
  }),
  devUser({
    fid: 1002,
    username: 'bob',
    displayName: 'Bob Builder',
    bio: 'Another dev Farcaster user on the Foyer devnet.',
    pfpUrl: '',
  }),
])

/**
 * The registrar of the devnet's Farcaster registries: Hardhat account #13 (mnemonic `test test ... junk`,
 * funded by the node; none of the dev wallets, the seeding neighbours, the world deployer #9 or the
 * account-abstraction accounts #15–#19). It deploys both registries and registers the dev users' fids.
 * A public test key: never use it on a real network.
 */
export const farcasterRegistrar: DevAccount = Object.freeze({
  address: '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
  privateKey: '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd',
} as const)
