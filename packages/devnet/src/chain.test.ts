import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { devAccounts } from './accounts.js'
import { getFreePort, portsBelowEphemeral, reservePort } from './chain/getFreePort.js'
import { type RunningChain, startChain } from './chain/startChain.js'
import { DEVNET_CHAINS } from './chains.js'

let chain: RunningChain

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

const client = () => createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 })

describe('startChain', () => {
  test('default', async () => {
    expect(chain.chainId).toBe(31337)
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
    expect(await client().getChainId()).toBe(31337)
  })

  test('behavior: the dev accounts are funded and are the keys they claim to be', async () => {
    for (const account of devAccounts) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(await client().getBalance({ address: account.address })).toBeGreaterThan(parseEther('1000'))
    }
  })

  test('behavior: a transfer signed with a dev key is mined and moves the funds', async () => {
    const [from, to] = [devAccounts[3]!, devAccounts[4]!]
    const before = await client().getBalance({ address: to.address })
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: to.address, value: parseEther('1.5'), chain: null })
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: to.address })).toBe(before + parseEther('1.5'))
  })
})

describe('getFreePort', () => {
  test('behavior: the port is free to listen on and not the running chain port', async () => {
    const port = await getFreePort()
    expect(port).not.toBe(chain.port)
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    await new Promise((resolve) => server.close(resolve))
  })

  test('rule: ports come from below the kernel’s ephemeral range, where no socket of the OS’s choosing lands, and never twice', async () => {
    const ephemeralLow = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    )
    const ports = await Promise.all(Array.from({ length: 20 }, () => getFreePort()))
    for (const port of ports) expect(port).toBeLessThan(ephemeralLow)
    expect(new Set(ports).size).toBe(ports.length)
  })

  test('rule: a port another process was handed is never handed out here, until that process ends', async () => {
    // Another process (a Vitest worker, the pack test, the browser tests' world) gets a port and has not
    // started its server yet: the port is free to listen on, and still not this process's to take.
    const module = new URL('./chain/getFreePort.ts', import.meta.url).href
    const other = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { getFreePort } = await import(${JSON.stringify(module)}); console.log(await getFreePort()); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      const [line] = (await once(other.stdout!, 'data')) as [Buffer]
      const port = Number(line.toString().trim())
      expect(port).toBeGreaterThan(0)
      expect(await reservePort(port)).toBe(false)
      other.kill('SIGKILL')
      await once(other, 'exit')
      // The kernel drops the other process's hold with it, killed or not.
      expect(await reservePort(port)).toBe(true)
    } finally {
      other.kill('SIGKILL')
    }
  })

  test('rule: never a port that fetch refuses to connect to (10080 is one), however the dice fall', async () => {
    // Node's own fetch refuses it before connecting: the reason for the rule.
    await expect(fetch('http://127.0.0.1:10080/')).rejects.toThrow(
      expect.objectContaining({ cause: expect.objectContaining({ message: 'bad port' }) }),
    )
    const ephemeralLow = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    )
    // The pick that lands on 10080 first, then the one after it.
    const at = (port: number) => (port - 10_000) / (ephemeralLow - 10_000)
    const random = vi.spyOn(Math, 'random')
    random.mockReturnValueOnce(at(10_080)).mockReturnValueOnce(at(10_081) + 1e-9)
    try {
      const port = await getFreePort()
      // 10081 may be taken by now (another worker, another test): then the dice fall on.
      expect(port).not.toBe(10_080)
      expect(random.mock.calls.length).toBeGreaterThanOrEqual(2)
    } finally {
      random.mockRestore()
    }
  })

  test('behavior: the range is read from the kernel’s setting, and left to the OS where there is no room below it', () => {
    expect(portsBelowEphemeral('32768\t60999\n')).toEqual({ first: 10_000, last: 32_767 })
    expect(portsBelowEphemeral('1024 65535')).toBeUndefined()
    expect(portsBelowEphemeral(undefined)).toBeUndefined()
    expect(portsBelowEphemeral('garbage')).toBeUndefined()
  })
})

describe('DEVNET_CHAINS', () => {
  test('default', () => {
    expect(DEVNET_CHAINS).toMatchInlineSnapshot(`
      [
        {
          "id": 31337,
          "name": "Foyer Local",
          "nativeCurrency": {
            "decimals": 18,
            "name": "Ether",
            "symbol": "ETH",
          },
        },
        {
          "id": 31338,
          "name": "Foyer Local B",
          "nativeCurrency": {
            "decimals": 18,
            "name": "Ether",
            "symbol": "ETH",
          },
        },
      ]
    `)
  })
})

// Last: stops the chain the other tests share.
describe('stop', () => {
  test('behavior: stop() ends the process and frees the port; a second stop() is a no-op', async () => {
    await chain.stop()
    const noRetry = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    await expect(noRetry.getChainId()).rejects.toThrow()
    await chain.stop()
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(chain.port, '127.0.0.1', resolve)
    })
    await new Promise((resolve) => server.close(resolve))
  })
})
