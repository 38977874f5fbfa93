/** Debian's Chromium and the flags it needs on this kind of machine (closed network, root, no GPU). */
export const chromiumPath = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
