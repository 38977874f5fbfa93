// bench/open's baseline: the demo's page shell with React alone (same React, same styles, a plain
// button where Foyer's are), so that Foyer's own main-thread cost on load is the difference.
import { useState } from 'react'
import { BarePage, mount } from './shell.js'
import './styles.css'

function Shell() {
  const [clicks, setClicks] = useState(0)
  return <BarePage onConnect={() => setClicks(clicks + 1)} />
}

mount(<Shell />)
