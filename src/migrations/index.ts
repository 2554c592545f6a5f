import * as migration_20261122_042638_initial from './20261122_042638_initial';
import * as migration_20261122_044920_admin_sessions from './20261122_044920_admin_sessions';
import * as migration_20261122_044941_rate_limits_page_views from './20261122_044941_rate_limits_page_views';
import * as migration_20261122_053455_jobs from './20261122_053455_jobs';
import * as migration_20261123_225759_localization_school_clock from './20261123_225759_localization_school_clock';
import * as migration_20261124_215247_subscriber_mailings from './20261124_215247_subscriber_mailings';
import * as migration_20261125_074856_avif_image_sizes from './20261125_074856_avif_image_sizes';
import * as migration_20261127_055730_locale_parent_indexes from './20261127_055730_locale_parent_indexes';
import * as migration_20261128_042953_announcements_activated_at from './20261128_042953_announcements_activated_at';
import * as migration_20261128_081806_media_alt_spanish from './20261128_081806_media_alt_spanish';

export const migrations = [
  {
    up: migration_20261122_042638_initial.up,
    down: migration_20261122_042638_initial.down,
    name: '20261122_042638_initial',
  },
  {
    up: migration_20261122_044920_admin_sessions.up,
    down: migration_20261122_044920_admin_sessions.down,
    name: '20261122_044920_admin_sessions',
  },
  {
    up: migration_20261122_044941_rate_limits_page_views.up,
    down: migration_20261122_044941_rate_limits_page_views.down,
    name: '20261122_044941_rate_limits_page_views',
  },
  {
    up: migration_20261122_053455_jobs.up,
    down: migration_20261122_053455_jobs.down,
    name: '20261122_053455_jobs',
  },
  {
    up: migration_20261123_225759_localization_school_clock.up,
    down: migration_20261123_225759_localization_school_clock.down,
    name: '20261123_225759_localization_school_clock',
  },
  {
    up: migration_20261124_215247_subscriber_mailings.up,
    down: migration_20261124_215247_subscriber_mailings.down,
    name: '20261124_215247_subscriber_mailings',
  },
  {
    up: migration_20261125_074856_avif_image_sizes.up,
    down: migration_20261125_074856_avif_image_sizes.down,
    name: '20261125_074856_avif_image_sizes',
  },
  {
    up: migration_20261127_055730_locale_parent_indexes.up,
    down: migration_20261127_055730_locale_parent_indexes.down,
    name: '20261127_055730_locale_parent_indexes',
  },
  {
    up: migration_20261128_042953_announcements_activated_at.up,
    down: migration_20261128_042953_announcements_activated_at.down,
    name: '20261128_042953_announcements_activated_at',
  },
  {
    up: migration_20261128_081806_media_alt_spanish.up,
    down: migration_20261128_081806_media_alt_spanish.down,
    name: '20261128_081806_media_alt_spanish'
  },
];
