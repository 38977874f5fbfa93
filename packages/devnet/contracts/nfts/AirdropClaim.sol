// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from '@openzeppelin/contracts/token/ERC721/ERC721.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {Base64} from '@openzeppelin/contracts/utils/Base64.sol';
import {Strings} from '@openzeppelin/contracts/utils/Strings.sol';

/// @title AirdropClaim
/// @notice 'Free Airdrop Claim' (CLAIM): an unsolicited NFT collection that looks like the phishing
/// airdrops seen on real chains. The Foyer server flags it as spam; wallets should hide it.
contract AirdropClaim is ERC721, Ownable {
    uint256 public totalSupply;

    constructor(address owner_) ERC721('Free Airdrop Claim', 'CLAIM') Ownable(owner_) {}

    /// @notice Mints one token to each recipient (ids continue from the last one).
    function airdrop(address[] calldata recipients) external onlyOwner {
        uint256 next = totalSupply;
        for (uint256 i = 0; i < recipients.length; i++) _mint(recipients[i], ++next);
        totalSupply = next;
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory svg = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320"><rect width="320" height="320" ',
            'fill="#ffd60a"/><text x="160" y="150" font-family="sans-serif" font-size="30" font-weight="700" ',
            'text-anchor="middle">CLAIM 5,000 USDC</text><text x="160" y="190" font-family="sans-serif" ',
            'font-size="18" text-anchor="middle">free-airdrop-claim.example</text></svg>'
        );
        bytes memory json = abi.encodePacked(
            '{"name":"Free Airdrop Claim #',
            Strings.toString(tokenId),
            '","description":"You are eligible! Visit free-airdrop-claim.example to claim your reward.","image":"',
            string.concat('data:image/svg+xml;base64,', Base64.encode(bytes(svg))),
            '"}'
        );
        return string.concat('data:application/json;base64,', Base64.encode(json));
    }
}
