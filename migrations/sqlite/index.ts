import * as migration_20261122_053943_initial from './20261122_053943_initial';

export const migrations = [
  {
    up: migration_20261122_053943_initial.up,
    down: migration_20261122_053943_initial.down,
    name: '20261122_053943_initial'
  },
];
