import * as migration_20261122_042638_initial from './20261122_042638_initial';

export const migrations = [
  {
    up: migration_20261122_042638_initial.up,
    down: migration_20261122_042638_initial.down,
    name: '20261122_042638_initial'
  },
];
