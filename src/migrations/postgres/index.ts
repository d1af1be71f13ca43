import * as migration_20261122_053011_initial from './20261122_053011_initial';

export const migrations = [
  {
    up: migration_20261122_053011_initial.up,
    down: migration_20261122_053011_initial.down,
    name: '20261122_053011_initial'
  },
];
