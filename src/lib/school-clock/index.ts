export * from './zone'
export * from './school-year'
export * from './format'
