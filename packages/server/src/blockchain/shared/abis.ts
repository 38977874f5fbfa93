import { parseAbi } from 'viem'

/**
 * The parts of the swap contracts the blockchain API calls (a Uniswap-V2-like router, as the devnet's
 * FoyerRouter), with their custom errors so that a simulated revert can be named.
 */
export const swapRouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'error Expired(uint256 deadline, uint256 timestamp)',
  'error SlippageExceeded(uint256 amountOut, uint256 amountOutMin)',
  'error InvalidPath()',
  'error PairNotFound(address tokenA, address tokenB)',
  'error EthTransferFailed()',
  'error OnlyWeth()',
  'error InsufficientInputAmount()',
  'error InsufficientOutputAmount()',
  'error InsufficientLiquidity()',
  'error InsufficientAmount()',
  'error IdenticalAddresses()',
  'error ZeroAddress()',
  'error KInvariant()',
  'error Overflow()',
])

/** Wrapped native token: deposit wraps, withdraw unwraps. */
export const wrappedNativeAbi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 amount)',
  'error EthTransferFailed()',
])

/** OpenZeppelin 5's ERC-20 errors, to name a token's revert. */
export const erc20ErrorsAbi = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error SafeERC20FailedOperation(address token)',
])
