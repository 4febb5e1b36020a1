import * as migration_20261121_222412_initial from './20261121_222412_initial';
import * as migration_20261122_001222_professional_profile from './20261122_001222_professional_profile';
import * as migration_20261122_004444_outbox from './20261122_004444_outbox';
import * as migration_20261122_015001_faqs from './20261122_015001_faqs';
import * as migration_20261122_022704_references_fields from './20261122_022704_references_fields';
import * as migration_20261122_034501_content_blocks from './20261122_034501_content_blocks';
import * as migration_20261122_040241_contact_requests from './20261122_040241_contact_requests';
import * as migration_20261122_040730_configurator from './20261122_040730_configurator';
import * as migration_20261122_065601_estimates_samples_merchants from './20261122_065601_estimates_samples_merchants';
import * as migration_20261122_074403_directory_indexes from './20261122_074403_directory_indexes';
import * as migration_20261122_084429_outbox_templates from './20261122_084429_outbox_templates';
import * as migration_20261122_104835_directory_listed from './20261122_104835_directory_listed';
import * as migration_20261122_113459_reference_logo_products_contact from './20261122_113459_reference_logo_products_contact';
import * as migration_20261125_172600_login_throttle_email_changed from './20261125_172600_login_throttle_email_changed';
import * as migration_20261125_180828_staff_login_throttle from './20261125_180828_staff_login_throttle';
import * as migration_20261125_203600_pro_landing_testimonials_questions from './20261125_203600_pro_landing_testimonials_questions';
import * as migration_20261125_204000_directory_sort_name from './20261125_204000_directory_sort_name';
import * as migration_20261125_204748_professional_public_name from './20261125_204748_professional_public_name';
import * as migration_20261126_002310_outbox_claim from './20261126_002310_outbox_claim';
import * as migration_20261126_002415_storage_prefix from './20261126_002415_storage_prefix';
import * as migration_20261126_002918_idempotency_keys from './20261126_002918_idempotency_keys';
import * as migration_20261126_042702_system_work_categories from './20261126_042702_system_work_categories';
import * as migration_20261126_104927_locale_parent_indexes from './20261126_104927_locale_parent_indexes';
import * as migration_20261126_180000_site_search from './20261126_180000_site_search';
import * as migration_20261127_090000_search_statistics from './20261127_090000_search_statistics';
import * as migration_20261127_100000_follow_ups from './20261127_100000_follow_ups';
import * as migration_20261127_110000_reviews from './20261127_110000_reviews';
import * as migration_20261127_120000_follow_up_asked from './20261127_120000_follow_up_asked';
import * as migration_20261127_201332_visualiser_projects from './20261127_201332_visualiser_projects';

export const migrations = [
  {
    up: migration_20261121_222412_initial.up,
    down: migration_20261121_222412_initial.down,
    name: '20261121_222412_initial',
  },
  {
    up: migration_20261122_001222_professional_profile.up,
    down: migration_20261122_001222_professional_profile.down,
    name: '20261122_001222_professional_profile',
  },
  {
    up: migration_20261122_004444_outbox.up,
    down: migration_20261122_004444_outbox.down,
    name: '20261122_004444_outbox',
  },
  {
    up: migration_20261122_015001_faqs.up,
    down: migration_20261122_015001_faqs.down,
    name: '20261122_015001_faqs',
  },
  {
    up: migration_20261122_022704_references_fields.up,
    down: migration_20261122_022704_references_fields.down,
    name: '20261122_022704_references_fields',
  },
  {
    up: migration_20261122_034501_content_blocks.up,
    down: migration_20261122_034501_content_blocks.down,
    name: '20261122_034501_content_blocks',
  },
  {
    up: migration_20261122_040241_contact_requests.up,
    down: migration_20261122_040241_contact_requests.down,
    name: '20261122_040241_contact_requests',
  },
  {
    up: migration_20261122_040730_configurator.up,
    down: migration_20261122_040730_configurator.down,
    name: '20261122_040730_configurator',
  },
  {
    up: migration_20261122_065601_estimates_samples_merchants.up,
    down: migration_20261122_065601_estimates_samples_merchants.down,
    name: '20261122_065601_estimates_samples_merchants',
  },
  {
    up: migration_20261122_074403_directory_indexes.up,
    down: migration_20261122_074403_directory_indexes.down,
    name: '20261122_074403_directory_indexes',
  },
  {
    up: migration_20261122_084429_outbox_templates.up,
    down: migration_20261122_084429_outbox_templates.down,
    name: '20261122_084429_outbox_templates',
  },
  {
    up: migration_20261122_104835_directory_listed.up,
    down: migration_20261122_104835_directory_listed.down,
    name: '20261122_104835_directory_listed',
  },
  {
    up: migration_20261122_113459_reference_logo_products_contact.up,
    down: migration_20261122_113459_reference_logo_products_contact.down,
    name: '20261122_113459_reference_logo_products_contact',
  },
  {
    up: migration_20261125_172600_login_throttle_email_changed.up,
    down: migration_20261125_172600_login_throttle_email_changed.down,
    name: '20261125_172600_login_throttle_email_changed',
  },
  {
    up: migration_20261125_180828_staff_login_throttle.up,
    down: migration_20261125_180828_staff_login_throttle.down,
    name: '20261125_180828_staff_login_throttle',
  },
  {
    up: migration_20261125_203600_pro_landing_testimonials_questions.up,
    down: migration_20261125_203600_pro_landing_testimonials_questions.down,
    name: '20261125_203600_pro_landing_testimonials_questions',
  },
  {
    up: migration_20261125_204000_directory_sort_name.up,
    down: migration_20261125_204000_directory_sort_name.down,
    name: '20261125_204000_directory_sort_name',
  },
  {
    up: migration_20261125_204748_professional_public_name.up,
    down: migration_20261125_204748_professional_public_name.down,
    name: '20261125_204748_professional_public_name',
  },
  {
    up: migration_20261126_002310_outbox_claim.up,
    down: migration_20261126_002310_outbox_claim.down,
    name: '20261126_002310_outbox_claim',
  },
  {
    up: migration_20261126_002415_storage_prefix.up,
    down: migration_20261126_002415_storage_prefix.down,
    name: '20261126_002415_storage_prefix',
  },
  {
    up: migration_20261126_002918_idempotency_keys.up,
    down: migration_20261126_002918_idempotency_keys.down,
    name: '20261126_002918_idempotency_keys',
  },
  {
    up: migration_20261126_042702_system_work_categories.up,
    down: migration_20261126_042702_system_work_categories.down,
    name: '20261126_042702_system_work_categories',
  },
  {
    up: migration_20261126_104927_locale_parent_indexes.up,
    down: migration_20261126_104927_locale_parent_indexes.down,
    name: '20261126_104927_locale_parent_indexes',
  },
  {
    up: migration_20261126_180000_site_search.up,
    down: migration_20261126_180000_site_search.down,
    name: '20261126_180000_site_search',
  },
  {
    up: migration_20261127_090000_search_statistics.up,
    down: migration_20261127_090000_search_statistics.down,
    name: '20261127_090000_search_statistics',
  },
  {
    up: migration_20261127_100000_follow_ups.up,
    down: migration_20261127_100000_follow_ups.down,
    name: '20261127_100000_follow_ups',
  },
  {
    up: migration_20261127_110000_reviews.up,
    down: migration_20261127_110000_reviews.down,
    name: '20261127_110000_reviews',
  },
  {
    up: migration_20261127_120000_follow_up_asked.up,
    down: migration_20261127_120000_follow_up_asked.down,
    name: '20261127_120000_follow_up_asked',
  },
  {
    up: migration_20261127_201332_visualiser_projects.up,
    down: migration_20261127_201332_visualiser_projects.down,
    name: '20261127_201332_visualiser_projects'
  },
];
