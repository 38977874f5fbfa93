// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title DevIdRegistry: the devnet's stand-in for Farcaster's IdRegistry (Optimism).
/// @notice Only what Sign In With Farcaster reads (`idOf`, `custodyOf`) and a `register` for the devnet.
/// The registrar is an immutable, so it lives in the runtime code: the code can be copied to Farcaster's
/// canonical address (hardhat_setCode) and still know its registrar, without copying storage.
contract DevIdRegistry {
    /// @notice The only account that may register fids.
    address public immutable registrar;

    /// @notice The fid owned by a custody address (0: none).
    mapping(address custody => uint256 fid) public idOf;

    /// @notice The custody address of a fid (the zero address: none).
    mapping(uint256 fid => address custody) public custodyOf;

    /// @notice Emitted when `fid` is given to `custody`.
    event Register(address indexed custody, uint256 indexed fid);

    error Unauthorized();
    error InvalidFid();
    error InvalidCustody();

    constructor(address registrar_) {
        registrar = registrar_;
    }

    /// @notice Gives `fid` to `custody`, moving it from a previous custody address if any.
    function register(address custody, uint256 fid) external {
        if (msg.sender != registrar) revert Unauthorized();
        if (fid == 0) revert InvalidFid();
        if (custody == address(0)) revert InvalidCustody();
        address previous = custodyOf[fid];
        if (previous != address(0)) delete idOf[previous];
        uint256 previousFid = idOf[custody];
        if (previousFid != 0) delete custodyOf[previousFid];
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}
