// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from '@openzeppelin/contracts/token/ERC721/ERC721.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {Base64} from '@openzeppelin/contracts/utils/Base64.sol';
import {Strings} from '@openzeppelin/contracts/utils/Strings.sol';

/// @title HarborPasses
/// @notice 'Foyer Harbor Passes' (FHP): the local world's NFT collection. Token ids start at 1. The
/// metadata is generated on-chain: `tokenURI` is a data: JSON with a name, a description, a tier and an
/// SVG image (also a data: URL) whose colours follow from the token id.
contract HarborPasses is ERC721, Ownable {
    uint256 public totalSupply;

    constructor(address owner_) ERC721('Foyer Harbor Passes', 'FHP') Ownable(owner_) {}

    /// @notice Mints the next pass to `to` and returns its id.
    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _mint(to, tokenId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory id = Strings.toString(tokenId);
        string memory image = string.concat('data:image/svg+xml;base64,', Base64.encode(bytes(_svg(tokenId))));
        bytes memory json = abi.encodePacked(
            '{"name":"Harbor Pass #',
            id,
            '","description":"A pass to the Foyer harbor, minted on the local devnet.","image":"',
            image,
            '","attributes":[{"trait_type":"Tier","value":"',
            _tier(tokenId),
            '"}]}'
        );
        return string.concat('data:application/json;base64,', Base64.encode(json));
    }

    function _tier(uint256 tokenId) private pure returns (string memory) {
        if (tokenId % 5 == 0) return 'Lighthouse';
        if (tokenId % 2 == 0) return 'Pier';
        return 'Dock';
    }

    function _svg(uint256 tokenId) private pure returns (string memory) {
        string memory hue = Strings.toString((tokenId * 47) % 360);
        string memory hue2 = Strings.toString((tokenId * 47 + 140) % 360);
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320">',
            '<rect width="320" height="320" fill="hsl(',
            hue,
            ',62%,38%)"/><circle cx="160" cy="140" r="72" fill="hsl(',
            hue2,
            ',70%,70%)"/><path d="M40 250 Q100 220 160 250 T280 250 V320 H40 Z" fill="hsl(',
            hue,
            ',55%,22%)"/><text x="160" y="296" font-family="sans-serif" font-size="22" fill="#fff" ',
            'text-anchor="middle">Harbor Pass #',
            Strings.toString(tokenId),
            '</text></svg>'
        );
    }
}
