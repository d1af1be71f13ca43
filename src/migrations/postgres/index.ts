import * as migration_20261122_055609_initial from './20261122_055609_initial';
import * as migration_20261124_144222_visitor_access_keys from './20261124_144222_visitor_access_keys';
import * as migration_20261124_153023_questionnaires from './20261124_153023_questionnaires';
import * as migration_20261124_154938_feedback_recommendation_jobs from './20261124_154938_feedback_recommendation_jobs';
import * as migration_20261124_180940_reservations from './20261124_180940_reservations';
import * as migration_20261124_181000_reservations_no_overlap from './20261124_181000_reservations_no_overlap';
import * as migration_20261124_191707_reservation_jobs from './20261124_191707_reservation_jobs';
import * as migration_20261124_212124_statistics_harvest from './20261124_212124_statistics_harvest';
import * as migration_20261124_221355_statistics_module from './20261124_221355_statistics_module';
import * as migration_20261127_024100_reservation_kept_names from './20261127_024100_reservation_kept_names';
import * as migration_20261127_025630_reservation_override_reason from './20261127_025630_reservation_override_reason';
import * as migration_20261127_030434_reservation_reminders from './20261127_030434_reservation_reminders';
import * as migration_20261127_055907_reservation_mine from './20261127_055907_reservation_mine';
import * as migration_20261127_070105_statistics_harvest_runs from './20261127_070105_statistics_harvest_runs';
import * as migration_20261127_125148_directory_patrons from './20261127_125148_directory_patrons';
import * as migration_20261203_131623_sign_in_lock from './20261203_131623_sign_in_lock';
import * as migration_20261203_140000_role_flags_explicit from './20261203_140000_role_flags_explicit';
import * as migration_20261203_140500_reservation_account_source from './20261203_140500_reservation_account_source';

export const migrations = [
  {
    up: migration_20261122_055609_initial.up,
    down: migration_20261122_055609_initial.down,
    name: '20261122_055609_initial',
  },
  {
    up: migration_20261124_144222_visitor_access_keys.up,
    down: migration_20261124_144222_visitor_access_keys.down,
    name: '20261124_144222_visitor_access_keys',
  },
  {
    up: migration_20261124_153023_questionnaires.up,
    down: migration_20261124_153023_questionnaires.down,
    name: '20261124_153023_questionnaires',
  },
  {
    up: migration_20261124_154938_feedback_recommendation_jobs.up,
    down: migration_20261124_154938_feedback_recommendation_jobs.down,
    name: '20261124_154938_feedback_recommendation_jobs',
  },
  {
    up: migration_20261124_180940_reservations.up,
    down: migration_20261124_180940_reservations.down,
    name: '20261124_180940_reservations',
  },
  {
    up: migration_20261124_181000_reservations_no_overlap.up,
    down: migration_20261124_181000_reservations_no_overlap.down,
    name: '20261124_181000_reservations_no_overlap',
  },
  {
    up: migration_20261124_191707_reservation_jobs.up,
    down: migration_20261124_191707_reservation_jobs.down,
    name: '20261124_191707_reservation_jobs',
  },
  {
    up: migration_20261124_212124_statistics_harvest.up,
    down: migration_20261124_212124_statistics_harvest.down,
    name: '20261124_212124_statistics_harvest',
  },
  {
    up: migration_20261124_221355_statistics_module.up,
    down: migration_20261124_221355_statistics_module.down,
    name: '20261124_221355_statistics_module',
  },
  {
    up: migration_20261127_024100_reservation_kept_names.up,
    down: migration_20261127_024100_reservation_kept_names.down,
    name: '20261127_024100_reservation_kept_names',
  },
  {
    up: migration_20261127_025630_reservation_override_reason.up,
    down: migration_20261127_025630_reservation_override_reason.down,
    name: '20261127_025630_reservation_override_reason',
  },
  {
    up: migration_20261127_030434_reservation_reminders.up,
    down: migration_20261127_030434_reservation_reminders.down,
    name: '20261127_030434_reservation_reminders',
  },
  {
    up: migration_20261127_055907_reservation_mine.up,
    down: migration_20261127_055907_reservation_mine.down,
    name: '20261127_055907_reservation_mine',
  },
  {
    up: migration_20261127_070105_statistics_harvest_runs.up,
    down: migration_20261127_070105_statistics_harvest_runs.down,
    name: '20261127_070105_statistics_harvest_runs',
  },
  {
    up: migration_20261127_125148_directory_patrons.up,
    down: migration_20261127_125148_directory_patrons.down,
    name: '20261127_125148_directory_patrons',
  },
  {
    up: migration_20261203_131623_sign_in_lock.up,
    down: migration_20261203_131623_sign_in_lock.down,
    name: '20261203_131623_sign_in_lock',
  },
  {
    up: migration_20261203_140000_role_flags_explicit.up,
    down: migration_20261203_140000_role_flags_explicit.down,
    name: '20261203_140000_role_flags_explicit',
  },
  {
    up: migration_20261203_140500_reservation_account_source.up,
    down: migration_20261203_140500_reservation_account_source.down,
    name: '20261203_140500_reservation_account_source',
  },
];
