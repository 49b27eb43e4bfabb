import * as migration_20261122_053948_initial from './20261122_053948_initial';
import * as migration_20261122_065334_city_search_name from './20261122_065334_city_search_name';
import * as migration_20261123_071500_translation_parent_indexes from './20261123_071500_translation_parent_indexes';
import * as migration_20261123_120648_leads from './20261123_120648_leads';
import * as migration_20261123_124442_search_profiles from './20261123_124442_search_profiles';
import * as migration_20261123_202222_staff_roles from './20261123_202222_staff_roles';
import * as migration_20261123_202522_import_faults from './20261123_202522_import_faults';
import * as migration_20261123_204041_private_places_and_documents from './20261123_204041_private_places_and_documents';
import * as migration_20261123_211722_merged_security from './20261123_211722_merged_security';
import * as migration_20261124_144405_visit_counts from './20261124_144405_visit_counts';
import * as migration_20261124_171142_owner_accounts from './20261124_171142_owner_accounts';
import * as migration_20261124_175509_recurring_jobs from './20261124_175509_recurring_jobs';
import * as migration_20261124_181842_property_type_web_ids from './20261124_181842_property_type_web_ids';
import * as migration_20261124_182018_page_redirect from './20261124_182018_page_redirect';
import * as migration_20261124_182039_buyer_costs from './20261124_182039_buyer_costs';
import * as migration_20261124_182559_footer_links from './20261124_182559_footer_links';
import * as migration_20261124_182939_unused_admin_fields from './20261124_182939_unused_admin_fields';
import * as migration_20261124_183457_epc_specific from './20261124_183457_epc_specific';
import * as migration_20261124_185721_merged_schema from './20261124_185721_merged_schema';
import * as migration_20261125_085616_listing_map from './20261125_085616_listing_map';
import * as migration_20261125_085830_brochure_request from './20261125_085830_brochure_request';
import * as migration_20261125_102453_profile_retention from './20261125_102453_profile_retention';
import * as migration_20261125_111152_findable from './20261125_111152_findable';
import * as migration_20261125_111339_merged_schema from './20261125_111339_merged_schema';
import * as migration_20261125_112903_merged_schema from './20261125_112903_merged_schema';
import * as migration_20261126_235336_lead_form_settings from './20261126_235336_lead_form_settings';
import * as migration_20261126_235400_call_slot_hours from './20261126_235400_call_slot_hours';
import * as migration_20261127_000302_project_prices_vat from './20261127_000302_project_prices_vat';
import * as migration_20261127_005724_merged_schema from './20261127_005724_merged_schema';
import * as migration_20261127_162035_booking_holds from './20261127_162035_booking_holds';
import * as migration_20261127_164445_privacy from './20261127_164445_privacy';
import * as migration_20261127_171816_merged_schema_19 from './20261127_171816_merged_schema_19';
import * as migration_20261128_010414_issue_21 from './20261128_010414_issue_21';
import * as migration_20261128_061823_issue_23_favourites23 from './20261128_061823_issue_23_favourites23';
import * as migration_20261128_063543_issue_23_search23 from './20261128_063543_issue_23_search23';
import * as migration_20261128_063612_issue_23_prices23 from './20261128_063612_issue_23_prices23';
import * as migration_20261128_063629_issue_23_pages23 from './20261128_063629_issue_23_pages23';
import * as migration_20261128_064003_issue_23_modules23 from './20261128_064003_issue_23_modules23';
import * as migration_20261128_072715_merged_schema_23 from './20261128_072715_merged_schema_23';
import * as migration_20261128_090849_price_per_area_comparable from './20261128_090849_price_per_area_comparable';

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
    name: '20261123_124442_search_profiles',
  },
  {
    up: migration_20261123_202222_staff_roles.up,
    down: migration_20261123_202222_staff_roles.down,
    name: '20261123_202222_staff_roles',
  },
  {
    up: migration_20261123_202522_import_faults.up,
    down: migration_20261123_202522_import_faults.down,
    name: '20261123_202522_import_faults',
  },
  {
    up: migration_20261123_204041_private_places_and_documents.up,
    down: migration_20261123_204041_private_places_and_documents.down,
    name: '20261123_204041_private_places_and_documents',
  },
  {
    up: migration_20261123_211722_merged_security.up,
    down: migration_20261123_211722_merged_security.down,
    name: '20261123_211722_merged_security',
  },
  {
    up: migration_20261124_144405_visit_counts.up,
    down: migration_20261124_144405_visit_counts.down,
    name: '20261124_144405_visit_counts',
  },
  {
    up: migration_20261124_171142_owner_accounts.up,
    down: migration_20261124_171142_owner_accounts.down,
    name: '20261124_171142_owner_accounts',
  },
  {
    up: migration_20261124_175509_recurring_jobs.up,
    down: migration_20261124_175509_recurring_jobs.down,
    name: '20261124_175509_recurring_jobs',
  },
  {
    up: migration_20261124_181842_property_type_web_ids.up,
    down: migration_20261124_181842_property_type_web_ids.down,
    name: '20261124_181842_property_type_web_ids',
  },
  {
    up: migration_20261124_182018_page_redirect.up,
    down: migration_20261124_182018_page_redirect.down,
    name: '20261124_182018_page_redirect',
  },
  {
    up: migration_20261124_182039_buyer_costs.up,
    down: migration_20261124_182039_buyer_costs.down,
    name: '20261124_182039_buyer_costs',
  },
  {
    up: migration_20261124_182559_footer_links.up,
    down: migration_20261124_182559_footer_links.down,
    name: '20261124_182559_footer_links',
  },
  {
    up: migration_20261124_182939_unused_admin_fields.up,
    down: migration_20261124_182939_unused_admin_fields.down,
    name: '20261124_182939_unused_admin_fields',
  },
  {
    up: migration_20261124_183457_epc_specific.up,
    down: migration_20261124_183457_epc_specific.down,
    name: '20261124_183457_epc_specific',
  },
  {
    up: migration_20261124_185721_merged_schema.up,
    down: migration_20261124_185721_merged_schema.down,
    name: '20261124_185721_merged_schema',
  },
  {
    up: migration_20261125_085616_listing_map.up,
    down: migration_20261125_085616_listing_map.down,
    name: '20261125_085616_listing_map',
  },
  {
    up: migration_20261125_085830_brochure_request.up,
    down: migration_20261125_085830_brochure_request.down,
    name: '20261125_085830_brochure_request',
  },
  {
    up: migration_20261125_102453_profile_retention.up,
    down: migration_20261125_102453_profile_retention.down,
    name: '20261125_102453_profile_retention',
  },
  {
    up: migration_20261125_111152_findable.up,
    down: migration_20261125_111152_findable.down,
    name: '20261125_111152_findable',
  },
  {
    up: migration_20261125_111339_merged_schema.up,
    down: migration_20261125_111339_merged_schema.down,
    name: '20261125_111339_merged_schema',
  },
  {
    up: migration_20261125_112903_merged_schema.up,
    down: migration_20261125_112903_merged_schema.down,
    name: '20261125_112903_merged_schema',
  },
  {
    up: migration_20261126_235336_lead_form_settings.up,
    down: migration_20261126_235336_lead_form_settings.down,
    name: '20261126_235336_lead_form_settings',
  },
  {
    up: migration_20261126_235400_call_slot_hours.up,
    down: migration_20261126_235400_call_slot_hours.down,
    name: '20261126_235400_call_slot_hours',
  },
  {
    up: migration_20261127_000302_project_prices_vat.up,
    down: migration_20261127_000302_project_prices_vat.down,
    name: '20261127_000302_project_prices_vat',
  },
  {
    up: migration_20261127_005724_merged_schema.up,
    down: migration_20261127_005724_merged_schema.down,
    name: '20261127_005724_merged_schema',
  },
  {
    up: migration_20261127_162035_booking_holds.up,
    down: migration_20261127_162035_booking_holds.down,
    name: '20261127_162035_booking_holds',
  },
  {
    up: migration_20261127_164445_privacy.up,
    down: migration_20261127_164445_privacy.down,
    name: '20261127_164445_privacy',
  },
  {
    up: migration_20261127_171816_merged_schema_19.up,
    down: migration_20261127_171816_merged_schema_19.down,
    name: '20261127_171816_merged_schema_19',
  },
  {
    up: migration_20261128_010414_issue_21.up,
    down: migration_20261128_010414_issue_21.down,
    name: '20261128_010414_issue_21',
  },
  {
    up: migration_20261128_061823_issue_23_favourites23.up,
    down: migration_20261128_061823_issue_23_favourites23.down,
    name: '20261128_061823_issue_23_favourites23',
  },
  {
    up: migration_20261128_063543_issue_23_search23.up,
    down: migration_20261128_063543_issue_23_search23.down,
    name: '20261128_063543_issue_23_search23',
  },
  {
    up: migration_20261128_063612_issue_23_prices23.up,
    down: migration_20261128_063612_issue_23_prices23.down,
    name: '20261128_063612_issue_23_prices23',
  },
  {
    up: migration_20261128_063629_issue_23_pages23.up,
    down: migration_20261128_063629_issue_23_pages23.down,
    name: '20261128_063629_issue_23_pages23',
  },
  {
    up: migration_20261128_064003_issue_23_modules23.up,
    down: migration_20261128_064003_issue_23_modules23.down,
    name: '20261128_064003_issue_23_modules23',
  },
  {
    up: migration_20261128_072715_merged_schema_23.up,
    down: migration_20261128_072715_merged_schema_23.down,
    name: '20261128_072715_merged_schema_23',
  },
  {
    up: migration_20261128_090849_price_per_area_comparable.up,
    down: migration_20261128_090849_price_per_area_comparable.down,
    name: '20261128_090849_price_per_area_comparable'
  },
];
