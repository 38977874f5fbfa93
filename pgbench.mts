import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
const tpl = new Blob([await readFile('/tmp/tpl.tar')])
const base = await PGlite.create({ loadDataDir: tpl })
for (let i = 0; i < 4; i++) {
  const t = performance.now(); const c = process.cpuUsage()
  const p = await (base as any).clone()
  const u = process.cpuUsage(c)
  console.log('clone', Math.round(performance.now() - t), 'ms wall', Math.round((u.user + u.system) / 1000), 'ms cpu')
  await p.close()
}
