// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {FoyerPair} from './FoyerPair.sol';
import {FoyerSwapLibrary} from './FoyerSwapLibrary.sol';

/// @title FoyerFactory
/// @notice Creates at most one FoyerPair per token pair and remembers it (both orders).
contract FoyerFactory {
    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;

    event PairCreated(address indexed token0, address indexed token1, address pair, uint256 count);

    error PairExists(address pair);

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        (address token0, address token1) = FoyerSwapLibrary.sortTokens(tokenA, tokenB);
        if (getPair[token0][token1] != address(0)) revert PairExists(getPair[token0][token1]);
        pair = address(new FoyerPair(token0, token1));
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }
}
