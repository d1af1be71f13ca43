import * as migration_20261122_034257_initial from './20261122_034257_initial';

export const migrations = [
  {
    up: migration_20261122_034257_initial.up,
    down: migration_20261122_034257_initial.down,
    name: '20261122_034257_initial'
  },
];
