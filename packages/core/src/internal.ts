// @foyer/core/internal: the local world's (packages/devnet) name for `@foyer/core/messages`, kept until its
// imports name that face. The React binding uses `@foyer/core/views`, the adapters `@foyer/core/adapter`.
export * from './messages.js'
