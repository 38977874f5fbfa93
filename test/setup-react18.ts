import { version } from 'react'

// The 'react18' project must really run React 18 (its alias points at compat/react18).
if (!version.startsWith('18.')) throw new Error(`The react18 test project runs React ${version}`)
