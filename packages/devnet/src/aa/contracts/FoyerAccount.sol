// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Account} from "@openzeppelin/contracts/account/Account.sol";
import {PackedUserOperation} from "@openzeppelin/contracts/interfaces/draft-IERC4337.sol";
import {AccountERC7579} from "@openzeppelin/contracts/account/extensions/draft-AccountERC7579.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {AbstractSigner} from "@openzeppelin/contracts/utils/cryptography/signers/AbstractSigner.sol";
import {ERC7739} from "@openzeppelin/contracts/utils/cryptography/signers/draft-ERC7739.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";

/**
 * Foyer's smart account for the embedded (email/social) wallet: an ERC-4337 account for EntryPoint v0.8,
 * assembled from OpenZeppelin Contracts 5.4's audited pieces and nothing of its own but their wiring.
 *
 * - Account: validateUserOp (EntryPoint v0.8's EIP-712 userOpHash is signed as is), prefund, nonces.
 * - SignerECDSA: one owner key, set once by `initialize` (the account is a clone of one implementation).
 * - ERC7739: ERC-1271 isValidSignature for personal_sign and typed data, wrapped in a nested EIP-712 type
 *   bound to this account's domain, so that a signature made for one account of an owner is no good for
 *   another account of the same owner.
 * - AccountERC7579: ERC-7579 execute (single, batch, delegatecall; default or try) and modules, so that a
 *   validator module (smart sessions) can be installed later.
 *
 * Signature paths: a user operation whose nonce key does not start with an installed validator module's
 * address (viem's default key 0 does not) is checked by the owner key (SignerECDSA), otherwise by the
 * module. isValidSignature tries ERC-7739 (owner key) first, then `<module address> ++ signature` for an
 * installed validator module; a plain, unwrapped owner signature is never accepted.
 */
contract FoyerAccount is Account, EIP712, ERC7739, AccountERC7579, SignerECDSA, Initializable {
    /// The implementation is never used as an account itself: its initializer is locked.
    constructor() EIP712("FoyerAccount", "1") SignerECDSA(address(0)) {
        _disableInitializers();
    }

    /// Sets the owner key; called once, by the factory, in the transaction that creates the clone.
    function initialize(address owner) external initializer {
        _setSigner(owner);
    }

    /// @inheritdoc AccountERC7579
    function accountId() public pure override returns (string memory) {
        return "foyer.FoyerAccount.v0.1.0";
    }

    /**
     * ERC-1271: the owner's ERC-7739 signature, or else an installed ERC-7579 validator module's. ERC7739
     * answers the magic value, 0x77390001 (its detection request) or 0xffffffff; only the last falls
     * through to the modules (OpenZeppelin's recommended resolution for these two bases).
     */
    function isValidSignature(
        bytes32 hash,
        bytes calldata signature
    ) public view override(AccountERC7579, ERC7739) returns (bytes4) {
        bytes4 result = ERC7739.isValidSignature(hash, signature);
        return result == bytes4(0xffffffff) ? AccountERC7579.isValidSignature(hash, signature) : result;
    }

    /// A user operation: an installed validator module named by the nonce key's first 20 bytes, else the owner key.
    function _validateUserOp(
        PackedUserOperation calldata userOp,
        bytes32 userOpHash
    ) internal override(Account, AccountERC7579) returns (uint256) {
        return super._validateUserOp(userOp, userOpHash);
    }

    /// The owner key. AccountERC7579's own answers false (modules only); SignerECDSA, last in the bases, wins.
    function _rawSignatureValidation(
        bytes32 hash,
        bytes calldata signature
    ) internal view override(AbstractSigner, AccountERC7579, SignerECDSA) returns (bool) {
        return super._rawSignatureValidation(hash, signature);
    }
}
