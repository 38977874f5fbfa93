/** Styles of a QR code (black on white in both themes, for scanners) and its centre logo, adopted while one shows. */
export const qrStyles = `
.qr-code {
  position: relative; width: 100%; max-width: 232px; aspect-ratio: 1; overflow: hidden; background: #fff;
  border: 1px solid var(--foyer-color-border); border-radius: calc(var(--r) * 4); forced-color-adjust: none;
}
.qr-code svg { display: block; width: 100%; height: 100%; }
.qr-logo { position: absolute; top: 50%; left: 50%; display: grid; aspect-ratio: 1; transform: translate(-50%, -50%); }
.qr-logo > img, .qr-logo > .qr-logo-network {
  width: 100%; height: 100%; border-radius: calc(var(--r) * 2); object-fit: cover; background: #fff;
}
`
