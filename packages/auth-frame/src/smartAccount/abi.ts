/**
 * What the frame needs of FoyerAccount and FoyerAccountFactory (packages/devnet/src/aa/contracts): the
 * ERC-7579 `execute`, ERC-1271 `isValidSignature` and the factory's two functions. Written out here, not
 * imported: the frame's bundle takes nothing from the devnet.
 */
export const foyerAccountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      { name: 'mode', type: 'bytes32' },
      { name: 'executionCalldata', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

export const foyerAccountFactoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/** FoyerAccount's EIP-712 domain (its constructor's `EIP712("FoyerAccount", "1")`, salt zero). */
export const FOYER_ACCOUNT_DOMAIN = { name: 'FoyerAccount', version: '1' } as const
