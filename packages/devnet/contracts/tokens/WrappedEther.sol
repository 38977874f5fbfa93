// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';

/// @title WrappedEther
/// @notice WETH for the local world: 1 WETH is 1 ETH held by this contract. `deposit` (or a plain
/// transfer) wraps, `withdraw` unwraps. The swap router goes through it for ETH paths.
contract WrappedEther is ERC20 {
    event Deposit(address indexed account, uint256 amount);
    event Withdrawal(address indexed account, uint256 amount);

    error EthTransferFailed();

    constructor() ERC20('Wrapped Ether', 'WETH') {}

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
        emit Withdrawal(msg.sender, amount);
        (bool sent, ) = msg.sender.call{value: amount}('');
        if (!sent) revert EthTransferFailed();
    }
}
