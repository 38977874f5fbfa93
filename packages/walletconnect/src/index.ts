// Public API of @foyer/walletconnect (being built: see issue #6).
export {}
