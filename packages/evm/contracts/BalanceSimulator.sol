// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// Runs in an eth_call as the code of the sender's own address (a state override), so the calls it makes
/// are the sender's: it reads the sender's native and token balances, makes the calls in order (an
/// approval, then the swap that spends it), reads the balances again, and returns which call failed
/// (`calls.length` when none did), what the last call returned (the revert data of the one that failed)
/// and each balance's change. Nothing is ever deployed or sent: eth_call changes no state.
contract BalanceSimulator {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    function simulate(Call[] calldata calls, address[] calldata tokens)
        external
        returns (uint256 failed, bytes memory result, int256[] memory changes)
    {
        uint256 count = tokens.length;
        int256[] memory before = new int256[](count + 1);
        before[0] = int256(address(this).balance);
        for (uint256 i = 0; i < count; i++) before[i + 1] = balanceOf(tokens[i]);
        failed = calls.length;
        for (uint256 c = 0; c < calls.length; c++) {
            bool ok;
            (ok, result) = calls[c].target.call{value: calls[c].value}(calls[c].data);
            if (!ok) {
                failed = c;
                break;
            }
        }
        changes = new int256[](count + 1);
        changes[0] = int256(address(this).balance) - before[0];
        for (uint256 i = 0; i < count; i++) changes[i + 1] = balanceOf(tokens[i]) - before[i + 1];
    }

    /// An ERC-20 balance of this address; 0 when the token does not answer.
    function balanceOf(address token) private view returns (int256) {
        (bool ok, bytes memory answer) = token.staticcall(abi.encodeWithSelector(0x70a08231, address(this)));
        return ok && answer.length >= 32 ? int256(abi.decode(answer, (uint256))) : int256(0);
    }

    receive() external payable {}
}
