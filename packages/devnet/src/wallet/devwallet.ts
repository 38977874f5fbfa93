// Entry of dist/devwallet.js (an IIFE, loaded by a page like an extension's content script).
import { installDevWallets } from './installDevWallets.js'

installDevWallets({ window })
