// bench/open's floor: the demo's page shell with a plain React dialog in place of Foyer's modal. Its
// 'Connect Wallet' button opens a role=dialog aria-modal=true card listing the wallets Foyer's Connect
// view shows in the demo (same names, an icon each), drawn with React state, nothing loaded lazily, so
// that bench/open can compare Foyer's click → wallet list with what React alone needs to draw one.
// Its imports are react-only/'s (React, the shell, the styles): built beside the demo's page, it shares
// their chunk and leaves the demo page's chunks as they are.
import { type CSSProperties, useState } from 'react'
import { BarePage, mount } from './shell.js'
import './styles.css'

interface Wallet {
  name: string
  tag?: string
  /** The icon's background and its mark's colour. */
  colors: [string, string]
}

// Foyer's Connect view in the demo, top to bottom (bench/open checks the 'Foyer Dev Wallet' row).
const wallets: Wallet[] = [
  { name: 'WalletConnect', tag: 'QR code', colors: ['#3b99fc', '#ffffff'] },
  { name: 'Foyer Dev Wallet', tag: 'Installed', colors: ['#4338ca', '#eef2ff'] },
  { name: 'Lantern Dev Wallet', tag: 'Installed', colors: ['#134e4a', '#fbbf24'] },
  { name: 'Foyer Solana Dev Wallet', tag: 'Installed', colors: ['#4338ca', '#818cf8'] },
  { name: 'MetaMask', colors: ['#f6851b', '#ffffff'] },
  { name: 'Trust Wallet', colors: ['#0500ff', '#ffffff'] },
  { name: 'Coinbase Wallet', colors: ['#0052ff', '#ffffff'] },
  { name: 'Rainbow', colors: ['#001e59', '#ffd600'] },
  { name: 'All Wallets', tag: '160+', colors: ['#5b6b62', '#ffffff'] },
  { name: "I don't have a wallet", colors: ['#0b6e4f', '#ffffff'] },
]

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgb(0 0 0 / 0.4)',
  zIndex: 10,
}
const card: CSSProperties = {
  width: 'min(360px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: 'var(--card)',
  color: 'var(--fg)',
  border: '1px solid var(--line)',
  borderRadius: 16,
  padding: 16,
}
const header: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }
const list: CSSProperties = { listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'grid', gap: 6 }
const row: CSSProperties = {
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 10px',
  border: '1px solid var(--line)',
  borderRadius: 12,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
}
const tag: CSSProperties = { marginLeft: 'auto', fontSize: 12, color: 'var(--muted)' }

/** A wallet's mark: a rounded square with a simple shape, drawn inline (no request). */
function WalletIcon({ colors: [background, mark] }: { colors: [string, string] }) {
  return (
    <svg viewBox="0 0 96 96" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="96" height="96" rx="22" fill={background} />
      <path d="M26 70V40a22 22 0 0 1 44 0v30z" fill={mark} />
      <circle cx="56" cy="58" r="4" fill={background} />
    </svg>
  )
}

function WalletDialog({ onClose }: { onClose: () => void }) {
  const [chosen, setChosen] = useState<string>()
  return (
    <div style={overlay}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="plain-dialog-title"
        tabIndex={-1}
        style={card}
        ref={(element) => element?.focus()}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <div style={header}>
          <h2 id="plain-dialog-title" style={{ margin: 0, fontSize: 18 }}>
            Connect Wallet
          </h2>
          <button type="button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <ul style={list} aria-label="Wallets">
          {wallets.map((wallet) => (
            <li key={wallet.name}>
              <button
                type="button"
                style={row}
                aria-pressed={chosen === wallet.name}
                onClick={() => setChosen(wallet.name)}
              >
                <WalletIcon colors={wallet.colors} />
                <span>{wallet.name}</span>
                {wallet.tag ? <span style={tag}>{wallet.tag}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function Shell() {
  const [open, setOpen] = useState(false)
  return (
    <BarePage onConnect={() => setOpen(true)}>
      {open ? <WalletDialog onClose={() => setOpen(false)} /> : null}
    </BarePage>
  )
}

mount(<Shell />)
