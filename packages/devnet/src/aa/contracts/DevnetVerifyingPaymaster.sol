// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.28;

/* solhint-disable reason-string */

import "@account-abstraction/contracts/core/BasePaymaster.sol";
import "@account-abstraction/contracts/core/Helpers.sol";
import "@account-abstraction/contracts/core/UserOperationLib.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * The devnet's verifying paymaster: eth-infinitism's VerifyingPaymaster sample (account-abstraction
 * v0.7 `samples/VerifyingPaymaster.sol`, dropped from the v0.8 package) ported to EntryPoint v0.8.
 * An off-chain signer (the devnet's paymaster service) decides which user operations it sponsors and
 * signs them; this contract pays for the ones that carry its signature.
 * Changes from the sample: the owner is a constructor argument, so that the contract can be created
 * through the deterministic deployer (whose address would otherwise own it), and `userOp.sender` is read
 * directly (v0.8's UserOperationLib has no getSender).
 * It reads no storage while validating: it needs no stake.
 *
 * paymasterAndData layout (v0.8):
 *   [0:20]    address(this)
 *   [20:36]   paymasterVerificationGasLimit
 *   [36:52]   paymasterPostOpGasLimit
 *   [52:116]  abi.encode(uint48 validUntil, uint48 validAfter)
 *   [116:]    signature of getHash(userOp, validUntil, validAfter), as an EIP-191 personal message
 */
contract DevnetVerifyingPaymaster is BasePaymaster {
    address public immutable verifyingSigner;

    uint256 private constant VALID_TIMESTAMP_OFFSET = PAYMASTER_DATA_OFFSET;

    uint256 private constant SIGNATURE_OFFSET = VALID_TIMESTAMP_OFFSET + 64;

    constructor(IEntryPoint _entryPoint, address _verifyingSigner, address _owner) BasePaymaster(_entryPoint) {
        verifyingSigner = _verifyingSigner;
        _transferOwnership(_owner);
    }

    /**
     * The hash the signer signs off-chain and this contract checks on-chain. It covers every field of
     * the user operation but the paymaster data (which carries the signature) and the signature.
     */
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                uint256(bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET])),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = parsePaymasterAndData(userOp.paymasterAndData);
        // ECDSA accepts 64- and 65-byte signatures; checked here so that a bad length reverts with our reason.
        require(
            signature.length == 64 || signature.length == 65,
            "VerifyingPaymaster: invalid signature length in paymasterAndData"
        );
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));

        // A wrong signer does not revert: it returns SIG_VALIDATION_FAILED (the bundler refuses the op).
        if (verifyingSigner != ECDSA.recover(hash, signature)) {
            return ("", _packValidationData(true, validUntil, validAfter));
        }
        return ("", _packValidationData(false, validUntil, validAfter));
    }

    function parsePaymasterAndData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        (validUntil, validAfter) = abi.decode(paymasterAndData[VALID_TIMESTAMP_OFFSET:], (uint48, uint48));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }
}
