// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {WrappedEther} from '../tokens/WrappedEther.sol';
import {FoyerFactory} from './FoyerFactory.sol';
import {FoyerPair} from './FoyerPair.sol';
import {FoyerSwapLibrary} from './FoyerSwapLibrary.sol';

/// @title FoyerRouter
/// @notice The entry point for people: adds and removes liquidity, quotes and swaps exact inputs along a
/// path of pairs, wrapping and unwrapping ETH through WETH. Every state-changing call has a deadline
/// (a unix time in seconds) and a minimum the caller accepts (slippage protection).
contract FoyerRouter {
    using SafeERC20 for IERC20;

    address public immutable factory;
    address payable public immutable WETH;

    error Expired(uint256 deadline, uint256 timestamp);
    error SlippageExceeded(uint256 amountOut, uint256 amountOutMin);
    error InsufficientAAmount();
    error InsufficientBAmount();
    error InvalidPath();
    error PairNotFound(address tokenA, address tokenB);
    error EthTransferFailed();
    error OnlyWeth();

    modifier ensure(uint256 deadline) {
        if (deadline < block.timestamp) revert Expired(deadline, block.timestamp);
        _;
    }

    constructor(address factory_, address payable weth_) {
        factory = factory_;
        WETH = weth_;
    }

    /// @dev ETH arrives only from WETH.withdraw.
    receive() external payable {
        if (msg.sender != WETH) revert OnlyWeth();
    }

    // ----- liquidity -----

    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        (amountA, amountB) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        liquidity = _depositAndMint(tokenA, tokenB, amountA, amountB, to);
    }

    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        (amountToken, amountETH) = _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        address pair = pairFor(token, WETH);
        IERC20(token).safeTransferFrom(msg.sender, pair, amountToken);
        WrappedEther(WETH).deposit{value: amountETH}();
        IERC20(WETH).safeTransfer(pair, amountETH);
        liquidity = FoyerPair(pair).mint(to);
        if (msg.value > amountETH) _sendEth(msg.sender, msg.value - amountETH);
    }

    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        address pair = pairFor(tokenA, tokenB);
        IERC20(pair).safeTransferFrom(msg.sender, pair, liquidity);
        (uint256 amount0, uint256 amount1) = FoyerPair(pair).burn(to);
        (address token0, ) = FoyerSwapLibrary.sortTokens(tokenA, tokenB);
        (amountA, amountB) = tokenA == token0 ? (amount0, amount1) : (amount1, amount0);
        if (amountA < amountAMin) revert InsufficientAAmount();
        if (amountB < amountBMin) revert InsufficientBAmount();
    }

    // ----- swaps -----

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = _quoteChecked(amountIn, amountOutMin, path);
        IERC20(path[0]).safeTransferFrom(msg.sender, pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256[] memory amounts) {
        if (path[0] != WETH) revert InvalidPath();
        amounts = _quoteChecked(msg.value, amountOutMin, path);
        WrappedEther(WETH).deposit{value: amounts[0]}();
        IERC20(WETH).safeTransfer(pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path.length < 2 || path[path.length - 1] != WETH) revert InvalidPath();
        amounts = _quoteChecked(amountIn, amountOutMin, path);
        IERC20(path[0]).safeTransferFrom(msg.sender, pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        uint256 amountOut = amounts[amounts.length - 1];
        WrappedEther(WETH).withdraw(amountOut);
        _sendEth(to, amountOut);
    }

    // ----- quotes -----

    function pairFor(address tokenA, address tokenB) public view returns (address pair) {
        pair = FoyerFactory(factory).getPair(tokenA, tokenB);
        if (pair == address(0)) revert PairNotFound(tokenA, tokenB);
    }

    function getReserves(address tokenA, address tokenB) public view returns (uint256 reserveA, uint256 reserveB) {
        (address token0, ) = FoyerSwapLibrary.sortTokens(tokenA, tokenB);
        (uint112 reserve0, uint112 reserve1, ) = FoyerPair(pairFor(tokenA, tokenB)).getReserves();
        (reserveA, reserveB) = tokenA == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256) {
        return FoyerSwapLibrary.quote(amountA, reserveA, reserveB);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) external pure returns (uint256) {
        return FoyerSwapLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) external pure returns (uint256) {
        return FoyerSwapLibrary.getAmountIn(amountOut, reserveIn, reserveOut);
    }

    /// @notice The amounts along `path` for an exact input: amounts[0] == amountIn, the last is the output.
    function getAmountsOut(uint256 amountIn, address[] calldata path) public view returns (uint256[] memory amounts) {
        if (path.length < 2) revert InvalidPath();
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i < path.length - 1; i++) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(path[i], path[i + 1]);
            amounts[i + 1] = FoyerSwapLibrary.getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @notice The amounts along `path` for an exact output: the last is amountOut, amounts[0] the input.
    function getAmountsIn(uint256 amountOut, address[] calldata path) public view returns (uint256[] memory amounts) {
        if (path.length < 2) revert InvalidPath();
        amounts = new uint256[](path.length);
        amounts[amounts.length - 1] = amountOut;
        for (uint256 i = path.length - 1; i > 0; i--) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(path[i - 1], path[i]);
            amounts[i - 1] = FoyerSwapLibrary.getAmountIn(amounts[i], reserveIn, reserveOut);
        }
    }

    // ----- internals -----

    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (uint256 amountA, uint256 amountB) {
        if (FoyerFactory(factory).getPair(tokenA, tokenB) == address(0)) FoyerFactory(factory).createPair(tokenA, tokenB);
        (uint256 reserveA, uint256 reserveB) = getReserves(tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) return (amountADesired, amountBDesired);
        uint256 amountBOptimal = FoyerSwapLibrary.quote(amountADesired, reserveA, reserveB);
        if (amountBOptimal <= amountBDesired) {
            if (amountBOptimal < amountBMin) revert InsufficientBAmount();
            return (amountADesired, amountBOptimal);
        }
        uint256 amountAOptimal = FoyerSwapLibrary.quote(amountBDesired, reserveB, reserveA);
        if (amountAOptimal < amountAMin) revert InsufficientAAmount();
        return (amountAOptimal, amountBDesired);
    }

    /// @dev Moves both amounts from the caller into the pair and mints the pool shares to `to`.
    function _depositAndMint(address tokenA, address tokenB, uint256 amountA, uint256 amountB, address to)
        private
        returns (uint256 liquidity)
    {
        address pair = pairFor(tokenA, tokenB);
        IERC20(tokenA).safeTransferFrom(msg.sender, pair, amountA);
        IERC20(tokenB).safeTransferFrom(msg.sender, pair, amountB);
        liquidity = FoyerPair(pair).mint(to);
    }

    function _quoteChecked(uint256 amountIn, uint256 amountOutMin, address[] calldata path)
        private
        view
        returns (uint256[] memory amounts)
    {
        amounts = getAmountsOut(amountIn, path);
        uint256 amountOut = amounts[amounts.length - 1];
        if (amountOut < amountOutMin) revert SlippageExceeded(amountOut, amountOutMin);
    }

    /// @dev The first pair already holds amounts[0]; each pair pays the next one (the last pays `to`).
    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        for (uint256 i = 0; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            (address token0, ) = FoyerSwapLibrary.sortTokens(input, output);
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) = input == token0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
            address recipient = i < path.length - 2 ? pairFor(output, path[i + 2]) : to;
            FoyerPair(pairFor(input, output)).swap(amount0Out, amount1Out, recipient);
        }
    }

    function _sendEth(address to, uint256 amount) private {
        (bool sent, ) = to.call{value: amount}('');
        if (!sent) revert EthTransferFailed();
    }
}
