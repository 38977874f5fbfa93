import { z } from 'zod'
import { t } from '../messages.js'

const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** `'*'` or an exact origin (`scheme://host[:port]`), kept as the browser serialises it. */
const originSchema = z.string().check((ctx) => {
  if (ctx.value === '*') return
  let origin: string | undefined
  try {
    origin = new URL(ctx.value).origin
  } catch (error) {
    ctx.issues.push({ code: 'custom', message: t('config.origin'), input: ctx.value, params: { error } })
    return
  }
  if (origin !== ctx.value) ctx.issues.push({ code: 'custom', message: t('config.origin'), input: ctx.value })
})

const projectSchema = z.strictObject({
  id: z.string().min(1).max(128),
  origins: z.array(originSchema),
})

const chainSchema = z.strictObject({
  caipNetworkId: z.string().regex(CAIP_NETWORK_ID, t('config.caipNetworkId')),
  name: z.string().min(1),
  rpcUrl: z.url({ protocol: /^https?$/ }),
})

const databaseSchema = z
  .strictObject({
    url: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, t('config.databaseUrl'))
      .optional(),
    dataDir: z.string().min(1).optional(),
  })
  .refine((database) => !(database.url && database.dataDir), t('config.databaseBoth'))

/**
 * The server config (a JSON file for the CLI, an object for `createFoyerServer`). Unknown keys are
 * errors so that a typo does not silently fall back to a default.
 */
export const serverConfigSchema = z.strictObject({
  projects: z
    .array(projectSchema)
    .min(1)
    .superRefine((projects, ctx) => {
      const seen = new Set<string>()
      projects.forEach((project, index) => {
        if (seen.has(project.id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: t('config.duplicateProject', { id: project.id }),
          })
        seen.add(project.id)
      })
    }),
  database: databaseSchema.default({}),
  chains: z
    .array(chainSchema)
    .default([])
    .superRefine((chains, ctx) => {
      const seen = new Set<string>()
      chains.forEach((chain, index) => {
        if (seen.has(chain.caipNetworkId))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'caipNetworkId'],
            message: t('config.duplicateChain', { caipNetworkId: chain.caipNetworkId }),
          })
        seen.add(chain.caipNetworkId)
      })
    }),
  analytics: z.strictObject({ enabled: z.boolean() }).default({ enabled: true }),
  names: z
    .strictObject({
      suffix: z.string().min(1).default('.reown.id'),
      zone: z.string().min(1).default('reown.id'),
    })
    .default({ suffix: '.reown.id', zone: 'reown.id' }),
})

/** What a caller writes: projects are required, everything else has a default. */
export type ServerConfig = z.input<typeof serverConfigSchema>
/** The config after validation, with every default filled in. */
export type ResolvedServerConfig = z.output<typeof serverConfigSchema>
export type ProjectConfig = ResolvedServerConfig['projects'][number]
export type ChainConfig = ResolvedServerConfig['chains'][number]
