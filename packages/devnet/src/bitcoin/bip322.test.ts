import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import { NETWORK, p2wpkh, WIF } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { bip322MessageHash, bip322ToSign, bip322ToSpend, signBip322Simple } from './bip322.js'

// BIP-322's own test vectors (bip-0322.mediawiki, "Test vectors"): the message hashes, the virtual
// transactions' ids, and the signatures of the p2wpkh key below.
const privateKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true), NETWORK)
const utf8 = (text: string) => new TextEncoder().encode(text)

const vectors = [
  {
    message: '',
    hash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    hash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
]

describe('BIP-322 test vectors', () => {
  test('the vectors’ key is bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', () => {
    expect(payment.address).toBe('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
  })

  test.each(vectors)(
    'message "$message": hash, to_spend and to_sign ids, and a listed signature',
    (vector) => {
      expect(hex.encode(bip322MessageHash(utf8(vector.message)))).toBe(vector.hash)
      expect(bip322ToSpend(payment.script, utf8(vector.message)).id).toBe(vector.toSpend)
      expect(bip322ToSign(payment.script, utf8(vector.message)).id).toBe(vector.toSign)
      const signature = signBip322Simple({
        privateKey,
        scriptPubKey: payment.script,
        message: utf8(vector.message),
      })
      // RFC 6979 nonces without low-R grinding give the second of the two signatures the BIP lists.
      expect(vector.signatures).toContain(signature)
    },
  )

  test('behavior: only segwit v0 (p2wpkh) and taproot keys sign the simple way', () => {
    const script = new Uint8Array([0x76, 0xa9, 0x14, ...new Uint8Array(20), 0x88, 0xac])
    expect(() => signBip322Simple({ privateKey, scriptPubKey: script, message: utf8('x') })).toThrow(
      /p2wpkh and p2tr only/,
    )
  })
})
