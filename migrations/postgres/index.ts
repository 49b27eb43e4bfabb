import * as migration_20261122_053948_initial from './20261122_053948_initial';
import * as migration_20261122_065334_city_search_name from './20261122_065334_city_search_name';
import * as migration_20261123_071500_translation_parent_indexes from './20261123_071500_translation_parent_indexes';
import * as migration_20261123_120648_leads from './20261123_120648_leads';
import * as migration_20261123_124442_search_profiles from './20261123_124442_search_profiles';

export const migrations = [
  {
    up: migration_20261122_053948_initial.up,
    down: migration_20261122_053948_initial.down,
    name: '20261122_053948_initial',
  },
  {
    up: migration_20261122_065334_city_search_name.up,
    down: migration_20261122_065334_city_search_name.down,
    name: '20261122_065334_city_search_name',
  },
  {
    up: migration_20261123_071500_translation_parent_indexes.up,
    down: migration_20261123_071500_translation_parent_indexes.down,
    name: '20261123_071500_translation_parent_indexes',
  },
  {
    up: migration_20261123_120648_leads.up,
    down: migration_20261123_120648_leads.down,
    name: '20261123_120648_leads',
  },
  {
    up: migration_20261123_124442_search_profiles.up,
    down: migration_20261123_124442_search_profiles.down,
    name: '20261123_124442_search_profiles'
  },
];
