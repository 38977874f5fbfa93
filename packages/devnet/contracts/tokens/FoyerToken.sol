// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';
import {ERC20Permit} from '@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol';

/// @title FoyerToken
/// @notice A plain ERC-20 for the local world (Foyer USD, Harbor Token, Lantern BTC...): the whole supply
/// is minted once to `holder`; no owner, no later minting. EIP-2612 permits let an account move its
/// tokens through a relayer without paying gas itself (the devnet seeds history that way).
contract FoyerToken is ERC20, ERC20Permit {
    uint8 private immutable _decimals;

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 supply,
        address holder
    ) ERC20(name_, symbol_) ERC20Permit(name_) {
        _decimals = decimals_;
        _mint(holder, supply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
