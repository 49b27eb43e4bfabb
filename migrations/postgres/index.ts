import * as migration_20261122_053948_initial from './20261122_053948_initial';

export const migrations = [
  {
    up: migration_20261122_053948_initial.up,
    down: migration_20261122_053948_initial.down,
    name: '20261122_053948_initial'
  },
];
