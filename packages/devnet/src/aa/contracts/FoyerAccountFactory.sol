// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {FoyerAccount} from "./FoyerAccount.sol";

/**
 * Creates FoyerAccounts: ERC-1167 clones of one implementation, at an address that follows from
 * (owner, salt) only, initialised with the owner in the same transaction (so no one can claim a clone
 * first). The EntryPoint calls createAccount through its SenderCreator for a user operation's initCode;
 * anyone else may call it too, with the same result.
 */
contract FoyerAccountFactory {
    /// The FoyerAccount every account is a clone of.
    address public immutable implementation;

    constructor(address implementation_) {
        implementation = implementation_;
    }

    /// The account of `owner` for `salt`, created if it does not exist yet (idempotent).
    function createAccount(address owner, uint256 salt) external returns (address) {
        bytes32 cloneSalt = _cloneSalt(owner, salt);
        address account = Clones.predictDeterministicAddress(implementation, cloneSalt);
        if (account.code.length > 0) return account;
        Clones.cloneDeterministic(implementation, cloneSalt);
        FoyerAccount(payable(account)).initialize(owner);
        return account;
    }

    /// Where createAccount(owner, salt) puts (or has put) the account.
    function getAddress(address owner, uint256 salt) external view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _cloneSalt(owner, salt));
    }

    function _cloneSalt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
