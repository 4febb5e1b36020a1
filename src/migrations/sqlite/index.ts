import * as migration_20261121_222404_initial from './20261121_222404_initial';

export const migrations = [
  {
    up: migration_20261121_222404_initial.up,
    down: migration_20261121_222404_initial.down,
    name: '20261121_222404_initial'
  },
];
