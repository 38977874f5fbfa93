// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title DevKeyRegistry: the devnet's stand-in for Farcaster's KeyRegistry (Optimism).
/// @notice `keyDataOf` has the ABI of Farcaster's KeyRegistry (auth-client's `isValidAuthAddress` calls it);
/// `add` lets the registrar (an immutable, so it survives a copy of the runtime code) add keys.
contract DevKeyRegistry {
    /// @notice A key's state, as in Farcaster's IKeyRegistry: absent keys are NULL.
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    /// @notice A key's state and type (1: Ed25519 signer, 2: auth address).
    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    /// @notice The only account that may add keys.
    address public immutable registrar;

    mapping(uint256 fid => mapping(bytes key => KeyData data)) internal keys;

    /// @notice Emitted when `key` of `keyType` is added to `fid`.
    event Add(uint256 indexed fid, uint32 indexed keyType, bytes indexed key, bytes keyBytes);

    error Unauthorized();

    constructor(address registrar_) {
        registrar = registrar_;
    }

    /// @notice The state and type of `key` for `fid` (state 0 when absent).
    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    /// @notice Adds `key` of `keyType` to `fid` (state ADDED).
    function add(uint256 fid, bytes calldata key, uint32 keyType) external {
        if (msg.sender != registrar) revert Unauthorized();
        keys[fid][key] = KeyData({state: KeyState.ADDED, keyType: keyType});
        emit Add(fid, keyType, key, key);
    }
}
