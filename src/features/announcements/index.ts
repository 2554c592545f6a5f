/** The announcement domain: types, tags, visibility window and public shape. Collection, validations,
 * queries, hooks and components import from here. */
export * from './types'
export * from './tags'
export * from './window'
export * from './visibility'
export * from './public-shape'
