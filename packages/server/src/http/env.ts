import type { ProjectConfig } from '../config/serverConfigSchema.js'

/** Hono environment of the server: what the project guard leaves for the routes. */
export interface ServerEnv {
  Variables: {
    /** The project named by `projectId`, set by the project guard on every guarded request. */
    project: ProjectConfig
  }
}
